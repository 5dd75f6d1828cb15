import ExcelJS from 'exceljs';
import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema.js';
import { createAdmin, createUser, loginToken } from '../../test/accounts.fixtures.js';
import { expectError, post } from '../../test/http.js';
import { useTestApp } from '../../test/test-app.js';

const app = useTestApp();
const CSV = 'text/csv';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function adminToken() {
  return loginToken(app(), (await createAdmin(app())).email);
}

const upload = (token: string, body: string | Buffer, type: string, language?: string) =>
  post(app(), '/api/admin/users/import', {
    token,
    body,
    headers: { 'content-type': type },
    ...(language ? { language } : {}),
  });

const emailsIn = async (emails: string[]) =>
  (await app().ctx.db.select({ email: users.email }).from(users).where(inArray(users.email, emails))).map(
    (row) => row.email,
  );

describe('POST /admin/users/import', () => {
  it('creates the valid rows, invites each, and reports the refused rows by row and field', async () => {
    const token = await adminToken();
    const existing = await createUser(app(), { email: 'taken@corp.example' });
    const csv = [
      'Name,Email,Phone,Date_of_Birth,Gender,Height,Departments,Account_Type',
      'Sara Ahmed,sara@corp.example,0501234567,03/15/1990,female,165,IT;Finance,family',
      'X,not-an-email,123,,,,,',
      `Omar Ali,${existing.email},,,,,,`,
      'Nour Hassan,nour@corp.example,,1985-01-31,,999,,',
      '',
      'Lina Saleh,SARA@corp.example,,,,,,',
      'Hadi Karim,hadi@corp.example,,,,,,',
    ].join('\n');
    const answer = await upload(token, csv, CSV);
    expect(answer.statusCode, answer.text).toBe(200);
    expect(answer.body.message).toBe('Import complete');
    expect(answer.body.data).toEqual({
      created: 2,
      rejected: 4,
      errors: {
        'row 3 › name': ['Name must be at least 2 characters'],
        'row 3 › email': ['Please enter a valid email address'],
        'row 3 › phone': ['Phone number must be exactly 10 digits'],
        'row 4 › email': ['An account with this email already exists'],
        'row 5 › height': ['Height must be between 50 and 300 cm'],
        'row 7 › email': ['An account with this email already exists'],
      },
    });
    const [sara] = await app()
      .ctx.db.select()
      .from(users)
      .where(inArray(users.email, ['sara@corp.example']));
    expect(sara).toMatchObject({
      name: 'Sara Ahmed',
      phone: '0501234567',
      dateOfBirth: '1990-03-15',
      gender: 'FEMALE',
      height: 165,
      departments: ['IT', 'Finance'],
      accountType: 'family',
      passwordHash: null,
    });
    expect(await emailsIn(['nour@corp.example', 'x'])).toEqual([]);
    expect((await emailsIn(['hadi@corp.example'])).length).toBe(1);
    for (const email of ['sara@corp.example', 'hadi@corp.example']) {
      expect(app().ctx.mailer.outbox(email)[0]?.subject).toBe('You are invited to AwareQuest');
    }
  });

  it('reads an Excel workbook, and answers in Arabic', async () => {
    const token = await adminToken();
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Users');
    sheet.addRow(['name', 'email', 'countries']);
    sheet.addRow(['Rami Aziz', 'rami@corp.example', 'JO, SA']);
    sheet.addRow(['', 'empty-name@corp.example', '']);
    const file = Buffer.from(await workbook.xlsx.writeBuffer());
    const answer = await upload(token, file, XLSX, 'ar');
    expect(answer.statusCode, answer.text).toBe(200);
    expect(answer.body.data).toMatchObject({ created: 1, rejected: 1 });
    expect(answer.body.message).toBe('اكتمل الاستيراد');
    expect((answer.body.data as { errors: Record<string, string[]> }).errors['row 3 › name']?.[0]).toContain(
      'الاسم',
    );
    const [rami] = await app()
      .ctx.db.select()
      .from(users)
      .where(inArray(users.email, ['rami@corp.example']));
    expect(rami?.countries).toEqual(['JO', 'SA']);
  });

  it('refuses a file without the required columns, an empty file and a file that is not a sheet', async () => {
    const token = await adminToken();
    const noEmail = await upload(token, 'name,phone\nSara Ahmed,0501234567\n', CSV);
    expectError(noEmail, 422, 'VALIDATION_FAILED');
    expect(noEmail.body.errors).toEqual({ 'row 1 › email': ['Email is required'] });
    const empty = await upload(token, 'name,email\n', CSV);
    expectError(empty, 422, 'VALIDATION_FAILED');
    expect(empty.body.errors).toEqual({ file: ['File is required'] });
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00]);
    const picture = await upload(token, png, XLSX);
    expectError(picture, 422, 'VALIDATION_FAILED');
    expect(picture.body.errors).toEqual({ file: ['Please choose a CSV or Excel (.xlsx) file'] });
    expect(await emailsIn(['sara@corp.example'])).toEqual([]);
  });

  it('is for administrators only', async () => {
    const player = await createUser(app());
    const token = await loginToken(app(), player.email);
    expectError(await upload(token, 'name,email\nAa Bb,a@b.example\n', CSV), 403, 'FORBIDDEN');
  });
});
