import { describe, expect, it } from 'vitest';
import {
  decodeRule,
  encodeRule,
  FIELD_LABELS,
  fieldLabel,
  formatRuleMessage,
  RULE_MESSAGES,
} from './messages.js';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('the rule catalogue', () => {
  it('holds the texts of docs/product.md §5 to the letter', () => {
    expect(RULE_MESSAGES.en).toMatchObject({
      required: '{field} is required',
      email: 'Please enter a valid email address',
      min: '{field} must be at least {n} characters',
      max: '{field} must not exceed {n} characters',
      numeric: '{field} must be a number',
      password:
        'Password must be 7-20 characters and contain at least one number, one uppercase and one lowercase letter',
      confirmed: 'Passwords do not match',
      height: 'Height must be between 50 and 300 cm',
      weight: 'Weight must be between 20 and 500 kg',
      phone: 'Phone number must be exactly 10 digits',
      date_select: 'Please select {field}',
      date: 'Please enter a valid date',
    });
  });

  it('has the same rules and field labels in Arabic as in English', () => {
    expect(Object.keys(RULE_MESSAGES.ar).sort()).toEqual(Object.keys(RULE_MESSAGES.en).sort());
    expect(Object.keys(FIELD_LABELS.ar).sort()).toEqual(Object.keys(FIELD_LABELS.en).sort());
  });

  it('uses the same placeholders in both languages, and real Arabic words', () => {
    for (const [rule, english] of Object.entries(RULE_MESSAGES.en)) {
      const arabic = RULE_MESSAGES.ar[rule as keyof typeof RULE_MESSAGES.ar];
      expect(placeholders(arabic), rule).toEqual(placeholders(english));
      expect(arabic, rule).toMatch(/[\u0600-\u06ff]/);
    }
  });
});

describe('encodeRule and decodeRule', () => {
  it('carry a rule and its number through a zod message', () => {
    expect(encodeRule('required')).toBe('rule:required');
    expect(encodeRule('min', 2)).toBe('rule:min:2');
    expect(decodeRule(encodeRule('min', 2))).toEqual({ rule: 'min', n: 2 });
    expect(decodeRule(encodeRule('email'))).toEqual({ rule: 'email' });
  });

  it('decode nothing from words or unknown rules', () => {
    expect(decodeRule('Invalid input: expected string')).toBeUndefined();
    expect(decodeRule('rule:no_such_rule')).toBeUndefined();
  });
});

describe('formatRuleMessage', () => {
  it('words a rule for a field in either language', () => {
    expect(formatRuleMessage(encodeRule('max', 100), 'company', 'en')).toBe(
      'Company must not exceed 100 characters',
    );
    expect(formatRuleMessage(encodeRule('required'), 'email', 'ar')).toBe('حقل البريد الإلكتروني مطلوب');
  });

  it('falls back to "This field" for a field without a label, and to "required" for a zod default', () => {
    expect(fieldLabel('unknown_field', 'en')).toBe('This field');
    expect(fieldLabel('unknown_field', 'ar')).toBe('هذا الحقل');
    expect(formatRuleMessage('Invalid input', 'unknown_field', 'en')).toBe('This field is required');
    expect(formatRuleMessage('Invalid input', 'name', 'ar')).toBe('حقل الاسم مطلوب');
  });
});
