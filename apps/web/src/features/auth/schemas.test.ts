import { describe, expect, it } from 'vitest';
import { formatRuleMessage } from '@awarequest/contracts';
import { codeFormSchema, detailsFormSchema, newPasswordFormSchema } from './schemas';

const valid = {
  name: 'Layla Haddad',
  phone: '',
  gender: null,
  date_of_birth: { month: '', day: '', year: '' },
  password: 'Secret123',
  password_confirmation: 'Secret123',
};

/** The first failed rule of each field in English and Arabic, as the form shows it. */
function messages(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const shown: Record<string, [string, string]> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = String(issue.path.at(-1));
    shown[issue.path.join('.')] ??= [
      formatRuleMessage(issue.message, field, 'en'),
      formatRuleMessage(issue.message, field, 'ar'),
    ];
  }
  return shown;
}

describe('the sign-up details form', () => {
  it('accepts a name, a good password and no optional fields', () => {
    const result = detailsFormSchema.safeParse(valid);
    expect(result.success).toBe(true);
    expect(result.data?.date_of_birth).toBeUndefined();
    expect(result.data?.phone).toBeUndefined();
  });

  it('accepts Arabic letters in the name and Arabic-Indic digits in the phone and year', () => {
    const result = detailsFormSchema.safeParse({
      ...valid,
      name: 'ليلى حداد',
      phone: '٠٥٠١٢٣٤٥٦٧',
      date_of_birth: { month: '3', day: '9', year: '١٩٩٠' },
    });
    expect(result.success).toBe(true);
    expect(result.data?.phone).toBe('0501234567');
    expect(result.data?.date_of_birth).toBe('1990-03-09');
  });

  it('gives the spec texts for each broken rule, in both languages', () => {
    const result = detailsFormSchema.safeParse({
      ...valid,
      name: '',
      phone: '12345',
      password: 'short',
      password_confirmation: 'other',
    });
    expect(messages(result)).toEqual({
      name: ['Name is required', 'حقل الاسم مطلوب'],
      phone: ['Phone number must be exactly 10 digits', 'يجب أن يتكون رقم الهاتف من ١٠ أرقام بالضبط'],
      password: [
        'Password must be 7-20 characters and contain at least one number, one uppercase and one lowercase letter',
        'يجب أن تتكون كلمة المرور من ٧ إلى ٢٠ حرفًا وأن تحتوي على رقم واحد وحرف كبير واحد وحرف صغير واحد على الأقل',
      ],
      password_confirmation: ['Passwords do not match', 'كلمتا المرور غير متطابقتين'],
    });
  });

  it('asks for each missing date part once one is chosen, and rejects a day that does not exist', () => {
    const missing = detailsFormSchema.safeParse({
      ...valid,
      date_of_birth: { month: '2', day: '', year: '' },
    });
    expect(messages(missing)).toEqual({
      'date_of_birth.day': ['Please select Day', 'يرجى اختيار اليوم'],
      'date_of_birth.year': ['Please select Year', 'يرجى اختيار السنة'],
    });
    const impossible = detailsFormSchema.safeParse({
      ...valid,
      date_of_birth: { month: '2', day: '30', year: '2001' },
    });
    expect(messages(impossible)).toEqual({
      'date_of_birth.date_of_birth': ['Please enter a valid date', 'يرجى إدخال تاريخ صالح'],
    });
  });
});

describe('the code and new-password forms', () => {
  it('reads a code typed in Arabic-Indic digits', () => {
    expect(codeFormSchema.parse({ code: '١٢٣٤٥٦' })).toEqual({ code: '123456' });
    expect(codeFormSchema.safeParse({ code: '12345' }).success).toBe(false);
  });

  it('needs matching passwords that follow the rule', () => {
    expect(
      newPasswordFormSchema.safeParse({ password: 'Secret123', password_confirmation: 'Secret123' }).success,
    ).toBe(true);
    expect(
      newPasswordFormSchema.safeParse({ password: 'secret123', password_confirmation: 'secret123' }).success,
    ).toBe(false);
  });
});
