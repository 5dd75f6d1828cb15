import { describe, expect, it } from 'vitest';
import { auditPageSchema, envelopeSchema } from '@awarequest/contracts';
import { createAdmin, createUser, loginToken } from '../../test/accounts.fixtures.js';
import { expectError, get } from '../../test/http.js';
import { useTestApp } from '../../test/test-app.js';
import { recordAudit } from './audit-log.js';
import { auditLog, ssoConnections } from '../../db/schema.js';

const app = useTestApp();

async function seed() {
  const admin = await createAdmin(app(), { name: 'Ada Admin', email: 'ada@corp.example' });
  const person = await createUser(app(), { name: 'Sara Ahmed', email: 'sara@corp.example' });
  const { db } = app().ctx;
  await recordAudit(db, { source: 'scim', action: 'user_created', outcome: 'ok', subjectUserId: person.id });
  await recordAudit(db, {
    source: 'password',
    action: 'password_login',
    outcome: 'refused',
    reason: 'sso_only_domain',
    ip: '203.0.113.9',
    details: { domain: 'corp.example' },
  });
  // recordAudit takes only a listed reason; a row that holds another one (written before the
  // list, or by hand) still reads and exports, escaped.
  await db.insert(auditLog).values({
    source: 'admin',
    action: 'sso_domain_saved',
    outcome: 'ok',
    reason: '=SUM(1,2)',
    actorUserId: admin.id,
    details: { domain: 'corp.example' },
  });
  const [connection] = await db
    .insert(ssoConnections)
    .values({ protocol: 'oidc', label: 'Contoso Entra' })
    .returning({ id: ssoConnections.id });
  await db.insert(auditLog).values({
    source: 'oidc',
    action: 'sign_in',
    outcome: 'ok',
    connectionId: connection!.id,
    at: new Date('2026-01-15T10:00:00Z'),
  });
  return { admin, person, token: await loginToken(app(), admin.email) };
}

const page = async (token: string, query: string) => {
  const answer = await get(app(), `/api/admin/audit${query}`, { token });
  expect(answer.statusCode, answer.text).toBe(200);
  return envelopeSchema(auditPageSchema).parse(answer.body).data;
};

describe('the audit log', () => {
  it('pages newest first and filters by source, outcome and days, with the names of the people', async () => {
    const { token, person, admin } = await seed();
    const all = await page(token, '?per_page=2');
    expect(all).toMatchObject({ total: 4, page: 1, per_page: 2 });
    expect(all.items.map((item) => item.action)).toEqual(['sso_domain_saved', 'password_login']);
    expect(all.items[0]?.actor).toEqual({ id: admin.id, name: 'Ada Admin' });
    expect((await page(token, '?source=scim')).items).toMatchObject([
      { action: 'user_created', subject: { id: person.id, name: 'Sara Ahmed', email: 'sara@corp.example' } },
    ]);
    expect((await page(token, '?outcome=refused')).items).toMatchObject([
      { reason: 'sso_only_domain', ip: '203.0.113.9' },
    ]);
    // An entry names its connection by label and protocol, for a readable Details cell.
    expect((await page(token, '?from=2026-01-15&to=2026-01-15')).items).toMatchObject([
      { source: 'oidc', connection: { label: 'Contoso Entra', protocol: 'oidc' } },
    ]);
    expect(all.items[0]?.connection).toBeNull();
    expect((await page(token, '?to=2026-01-14')).total).toBe(0);
    expectError(await get(app(), '/api/admin/audit?source=nope', { token }), 422, 'VALIDATION_FAILED');
    const playerToken = await loginToken(app(), person.email);
    expectError(await get(app(), '/api/admin/audit', { token: playerToken }), 403, 'FORBIDDEN');
  });

  it('exports the filtered log as CSV, headers and summary in the request language, formulas escaped', async () => {
    const { token } = await seed();
    const answer = await app().inject({
      method: 'GET',
      url: '/api/admin/audit/export?outcome=ok',
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'ar' },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toMatch(
      /^attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = answer.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toContain('المصدر');
    expect(lines).toHaveLength(4);
    expect(answer.body).not.toContain('password_login');
    // The stored JSON stays for an investigator; a Summary reads it in the admin's language.
    expect(lines[0]).toMatch(/التفاصيل,الملخص$/);
    expect(answer.body).toContain('"{""domain"":""corp.example""}",النطاق: corp.example');
    // A cell a spreadsheet would run as a formula is escaped (lib/spreadsheets).
    expect(answer.body).toContain("'=SUM(1,2)");
  });
});
