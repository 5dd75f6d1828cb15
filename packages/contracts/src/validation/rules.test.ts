import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GENDERS, nameSchema } from '../accounts.js';
import { fieldMessages } from '../test/rule-messages.js';
import {
  alphaNum,
  emailSchema,
  existingPasswordSchema,
  heightSchema,
  hexColorSchema,
  numeric,
  oneOf,
  optional,
  passwordSchema,
  phoneSchema,
  requiredText,
  textList,
  urlSchema,
  verificationCodeSchema,
  weightSchema,
} from './rules.js';

const PASSWORD_RULE =
  'Password must be 7-20 characters and contain at least one number, one uppercase and one lowercase letter';

describe('required', () => {
  it.each([undefined, null, '', '   ', 42])('answers only "{field} is required" for %j', (value) => {
    expect(fieldMessages('company', requiredText(100), value)).toEqual(['Company is required']);
    expect(fieldMessages('company', requiredText(100), value, 'ar')).toEqual(['حقل الشركة مطلوب']);
  });

  it('answers only "required" for an empty value of a rule with more checks', () => {
    expect(fieldMessages('name', nameSchema, '')).toEqual(['Name is required']);
    expect(fieldMessages('email', emailSchema, ' ')).toEqual(['Email is required']);
    expect(fieldMessages('password', passwordSchema, '')).toEqual(['Password is required']);
    expect(fieldMessages('phone', phoneSchema, '')).toEqual(['Phone number is required']);
    expect(fieldMessages('user_id', alphaNum(50), '')).toEqual(['User ID is required']);
    expect(fieldMessages('code', verificationCodeSchema, '')).toEqual(['Code is required']);
  });

  it('trims what it keeps', () => {
    expect(requiredText(10).parse('  Acme  ')).toBe('Acme');
  });
});

describe('min and max', () => {
  it('counts characters', () => {
    expect(fieldMessages('name', nameSchema, 'A')).toEqual(['Name must be at least 2 characters']);
    expect(fieldMessages('name', nameSchema, 'A', 'ar')).toEqual(['يجب ألا يقل الاسم عن ٢ أحرف']);
    expect(fieldMessages('name', nameSchema, 'a'.repeat(101))).toEqual([
      'Name must not exceed 100 characters',
    ]);
    expect(fieldMessages('name', nameSchema, 'a'.repeat(101), 'ar')).toEqual([
      'يجب ألا يتجاوز الاسم ١٠٠ حرفًا',
    ]);
    expect(fieldMessages('name', nameSchema, 'a'.repeat(100))).toEqual([]);
  });

  it('counts the items of a list', () => {
    expect(textList(2, 5).parse(['IT', 'HR'])).toEqual(['IT', 'HR']);
    expect(fieldMessages('departments', textList(2, 5), ['IT', 'HR', 'Ops'])).toEqual([
      'Departments must not have more than 2 items',
    ]);
    expect(fieldMessages('departments', textList(2, 5), ['IT', 'HR', 'Ops'], 'ar')).toEqual([
      'يجب ألا يحتوي الأقسام على أكثر من ٢ عناصر',
    ]);
  });
});

describe('email', () => {
  it('trims and lower-cases an address', () => {
    expect(emailSchema.parse('  Sara@Example.COM ')).toBe('sara@example.com');
  });

  it.each(['not-an-email', 'a@b', 'a b@example.com', '@example.com'])('refuses %j', (value) => {
    expect(fieldMessages('email', emailSchema, value)).toEqual(['Please enter a valid email address']);
    expect(fieldMessages('email', emailSchema, value, 'ar')).toEqual(['يرجى إدخال عنوان بريد إلكتروني صالح']);
  });
});

describe('alpha_spaces', () => {
  it.each(['Sara Ahmed', 'محمد علي', 'Élodie Dupont', 'Zoë'])('accepts letters and spaces: %j', (value) => {
    expect(fieldMessages('name', nameSchema, value)).toEqual([]);
  });

  it.each(['Sara3', 'Sara-Ahmed', "O'Neil", 'Sara_'])('refuses %j', (value) => {
    expect(fieldMessages('name', nameSchema, value)).toEqual(['Name may only contain letters and spaces']);
    expect(fieldMessages('name', nameSchema, value, 'ar')).toEqual([
      'يجب أن يحتوي الاسم على حروف ومسافات فقط',
    ]);
  });
});

describe('alpha_num', () => {
  it('accepts letters and digits, Arabic-Indic digits read as ASCII', () => {
    expect(alphaNum(50).parse('EMP123')).toBe('EMP123');
    expect(alphaNum(50).parse('EMP١٢٣')).toBe('EMP123');
    expect(alphaNum(50).parse('موظف7')).toBe('موظف7');
  });

  it.each(['EMP-12', 'EMP 12', 'emp.12'])('refuses %j', (value) => {
    expect(fieldMessages('user_id', alphaNum(50), value)).toEqual([
      'User ID may only contain letters and numbers',
    ]);
    expect(fieldMessages('user_id', alphaNum(50), value, 'ar')).toEqual([
      'يجب أن يحتوي رقم المستخدم على حروف وأرقام فقط',
    ]);
  });

  it('has a maximum length', () => {
    expect(fieldMessages('user_id', alphaNum(50), 'a'.repeat(51))).toEqual([
      'User ID must not exceed 50 characters',
    ]);
  });
});

describe('password', () => {
  it.each(['Secret1', 'Abcdefghijklmnopqr12', 'Secret123', 'كلمةAa1x'])('accepts %j', (value) => {
    expect(fieldMessages('password', passwordSchema, value)).toEqual([]);
  });

  it.each(['Secre1', 'Abcdefghijklmnopqrs12', 'secret123', 'SECRET123', 'SecretPass'])(
    'refuses %j',
    (value) => {
      expect(fieldMessages('password', passwordSchema, value)).toEqual([PASSWORD_RULE]);
      expect(fieldMessages('password', passwordSchema, value, 'ar')).toEqual([
        'يجب أن تتكون كلمة المرور من ٧ إلى ٢٠ حرفًا وأن تحتوي على رقم واحد وحرف كبير واحد وحرف صغير واحد على الأقل',
      ]);
    },
  );

  it('does not hold an existing password to the rule', () => {
    expect(existingPasswordSchema.parse('old')).toBe('old');
    expect(fieldMessages('password', existingPasswordSchema, '')).toEqual(['Password is required']);
  });
});

describe('numeric, height and weight', () => {
  it('reads ASCII and Arabic-Indic digits', () => {
    expect(numeric().parse('١٧٥')).toBe(175);
    expect(numeric().parse('۱۲')).toBe(12);
    expect(numeric().parse(' 72.5 ')).toBe(72.5);
    expect(numeric().parse(-3)).toBe(-3);
    expect(heightSchema.parse('١٧٥')).toBe(175);
    expect(weightSchema.parse('٧٠')).toBe(70);
  });

  it.each(['abc', '12a', '1,5', '١٧٥cm'])('answers "{field} must be a number" for %j', (value) => {
    expect(fieldMessages('height', heightSchema, value)).toEqual(['Height must be a number']);
    expect(fieldMessages('weight', weightSchema, value, 'ar')).toEqual(['يجب أن يكون الوزن رقمًا']);
  });

  it('keeps height between 50 and 300 cm', () => {
    for (const value of [50, '300', 175.5]) expect(fieldMessages('height', heightSchema, value)).toEqual([]);
    for (const value of [49.9, '301', 0]) {
      expect(fieldMessages('height', heightSchema, value)).toEqual(['Height must be between 50 and 300 cm']);
      expect(fieldMessages('height', heightSchema, value, 'ar')).toEqual([
        'يجب أن يكون الطول بين ٥٠ و٣٠٠ سم',
      ]);
    }
  });

  it('keeps weight between 20 and 500 kg', () => {
    for (const value of [20, '500']) expect(fieldMessages('weight', weightSchema, value)).toEqual([]);
    for (const value of [19, 500.5]) {
      expect(fieldMessages('weight', weightSchema, value)).toEqual(['Weight must be between 20 and 500 kg']);
      expect(fieldMessages('weight', weightSchema, value, 'ar')).toEqual([
        'يجب أن يكون الوزن بين ٢٠ و٥٠٠ كغ',
      ]);
    }
  });

  it('answers "required" for nothing', () => {
    expect(fieldMessages('height', heightSchema, undefined)).toEqual(['Height is required']);
    expect(fieldMessages('height', heightSchema, '')).toEqual(['Height is required']);
  });
});

describe('phone', () => {
  it('keeps exactly 10 digits, Arabic-Indic or ASCII, ignoring spaces and dashes', () => {
    expect(phoneSchema.parse('0501234567')).toBe('0501234567');
    expect(phoneSchema.parse('٠٥٠١٢٣٤٥٦٧')).toBe('0501234567');
    expect(phoneSchema.parse('050-123 4567')).toBe('0501234567');
  });

  it.each(['050123456', '05012345678', '050123456a', '+966501234'])('refuses %j', (value) => {
    expect(fieldMessages('phone', phoneSchema, value)).toEqual(['Phone number must be exactly 10 digits']);
    expect(fieldMessages('phone', phoneSchema, value, 'ar')).toEqual([
      'يجب أن يتكون رقم الهاتف من ١٠ أرقام بالضبط',
    ]);
  });
});

describe('the ranges, for any number', () => {
  const arabicIndic = (value: number) =>
    String(value).replace(/\d/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));

  it('accept a height exactly when it is within 50-300, in either script', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), (value) => {
        const isInRange = value >= 50 && value <= 300;
        expect(heightSchema.safeParse(value).success).toBe(isInRange);
        if (value >= 0) expect(heightSchema.safeParse(arabicIndic(value)).success).toBe(isInRange);
      }),
    );
  });

  it('accept a weight exactly when it is within 20-500', () => {
    fc.assert(
      fc.property(fc.double({ min: -1000, max: 1000, noNaN: true }), (value) => {
        expect(weightSchema.safeParse(value).success).toBe(value >= 20 && value <= 500);
      }),
    );
  });

  it('accept a phone number exactly when it has 10 digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{0,14}$/), (digits) => {
        expect(phoneSchema.safeParse(digits).success).toBe(digits.length === 10);
      }),
    );
  });
});

describe('verification code', () => {
  it('reads 6 digits, Arabic-Indic too', () => {
    expect(verificationCodeSchema.parse(' ١٢٣٤٥٦ ')).toBe('123456');
  });

  it.each(['12345', '1234567', '12a456'])('refuses %j', (value) => {
    expect(fieldMessages('code', verificationCodeSchema, value)).toEqual(['The code must be 6 digits']);
    expect(fieldMessages('code', verificationCodeSchema, value, 'ar')).toEqual([
      'يجب أن يتكون الرمز من ٦ أرقام',
    ]);
  });
});

describe('colours, addresses and choices', () => {
  it('takes #rgb, #rrggbb and #rrggbbaa colours only', () => {
    for (const value of ['#abc', '#16787F', '#16787Fcc'])
      expect(hexColorSchema.safeParse(value).success).toBe(true);
    for (const value of ['red', '#12345', '16787F', '#ggg']) {
      expect(fieldMessages('logo', hexColorSchema, value)).toEqual(['Logo must be a colour such as #16787F']);
    }
  });

  it('takes http(s) and site-relative addresses only', () => {
    for (const value of ['https://cdn.example.com/logo.png', 'http://x.test', '/uploads/logo.png']) {
      expect(urlSchema.safeParse(value).success, value).toBe(true);
    }
    for (const value of ['javascript:alert(1)', 'ftp://x.test/a', 'logo.png', 'data:image/png;base64,AA']) {
      expect(fieldMessages('logo', urlSchema, value), value).toEqual(['Logo must be a valid web address']);
    }
  });

  it('takes one of the listed values', () => {
    expect(oneOf(GENDERS).parse('FEMALE')).toBe('FEMALE');
    expect(fieldMessages('gender', oneOf(GENDERS), 'female')).toEqual(['Please choose a valid Gender']);
    expect(fieldMessages('gender', oneOf(GENDERS), 'X', 'ar')).toEqual(['يرجى اختيار الجنس صالح']);
    expect(fieldMessages('gender', oneOf(GENDERS), undefined)).toEqual(['Gender is required']);
  });
});

describe('optional', () => {
  it('reads an empty string, null or nothing as not given, and checks anything else', () => {
    const schema = optional(phoneSchema);
    expect(schema.parse('')).toBeUndefined();
    expect(schema.parse(null)).toBeUndefined();
    expect(schema.parse(undefined)).toBeUndefined();
    expect(schema.parse('٠٥٠١٢٣٤٥٦٧')).toBe('0501234567');
    expect(fieldMessages('phone', schema, '123')).toEqual(['Phone number must be exactly 10 digits']);
  });
});
