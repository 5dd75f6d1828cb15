import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { AuditEntryView, Language } from '@awarequest/contracts';
import { auditSummary } from './audit-summary.js';
import { AUDIT_TEXTS } from './audit-texts.js';

interface Catalog {
  reasons: Record<string, string>;
  details: Record<string, unknown> & {
    labels: Record<string, string>;
    codes: Record<string, Record<string, string>>;
    headlines: Record<string, string>;
  };
}
/** The screen's catalog, read as a file: the server imports nothing of the web app. */
const catalogOf = (language: Language): Catalog =>
  JSON.parse(
    readFileSync(new URL(`../../../../web/src/locales/${language}/audit-log.json`, import.meta.url), 'utf8'),
  ) as Catalog;

const entry = (fields: Partial<AuditEntryView>): AuditEntryView => ({
  id: 1,
  at: '2026-11-20T10:00:00.000Z',
  source: 'oidc',
  action: 'sign_in',
  outcome: 'ok',
  reason: null,
  actor: null,
  subject: null,
  connection_id: null,
  connection: null,
  ip: null,
  details: {},
  ...fields,
});
const CONNECTION = { id: 'c1', label: 'Contoso Entra', protocol: 'oidc' };

const SIGN_IN = entry({ connection_id: 'c1', connection: CONNECTION, details: { subject: 'sub-1' } });
const REPLAYED = entry({
  source: 'saml',
  outcome: 'refused',
  reason: 'replayed',
  details: { check: 'replay', error: 'Assertion already used' },
});
const GROUP = entry({
  source: 'scim',
  action: 'group_updated',
  details: { group: 'Finance', joined: ['u1', 'u2', 'u3'], left: [], ticket: 'INC-42' },
});
const CHANGED = entry({
  source: 'scim',
  action: 'user_updated',
  details: {
    changes: {
      departments: { from: ['Sales'], to: ['Finance', 'Audit'] },
      name: { from: null, to: 'Mona Ali' },
      isActive: { from: true, to: false },
    },
  },
});
const OLD_ROW = entry({ outcome: 'refused', reason: 'retired_reason', details: { fields: ['shoe_size'] } });

describe("the export's Summary column", () => {
  it('reads in English', () => {
    expect(auditSummary(SIGN_IN, 'en')).toBe(
      'Signed in through Contoso Entra (OIDC); ID at the provider: sub-1',
    );
    expect(auditSummary(REPLAYED, 'en')).toBe(
      'Refused: This assertion was already used; Failed check: Already used; Error: Assertion already used',
    );
    expect(auditSummary(GROUP, 'en')).toBe('Group: Finance; Joined: 3 people; Left: no one; ticket: INC-42');
  });

  it('reads in Arabic, with Arabic digits', () => {
    expect(auditSummary(SIGN_IN, 'ar')).toBe('سجّل الدخول عبر Contoso Entra (OIDC)؛ المعرّف لدى المزوّد: sub-1');
    expect(auditSummary(REPLAYED, 'ar')).toBe(
      'رُفض: هذا التأكيد استُخدم من قبل؛ الفحص الذي لم يُجتز: الاستخدام السابق؛ الخطأ: Assertion already used',
    );
    expect(auditSummary(GROUP, 'ar')).toBe('المجموعة: Finance؛ انضمّ: ٣ أشخاص؛ غادر: لا أحد؛ ticket: INC-42');
  });

  it('reads a change field by field, the arrow the way each language reads', () => {
    expect(auditSummary(CHANGED, 'en')).toBe(
      'Departments: Sales → Finance, Audit; Name: (none) → Mona Ali; isActive: Yes → No',
    );
    expect(auditSummary(CHANGED, 'ar')).toBe(
      'الأقسام: Sales ← Finance وAudit؛ الاسم: (لا شيء) ← Mona Ali؛ isActive: نعم ← لا',
    );
  });

  it('keeps a code it has no text for as it is', () => {
    expect(auditSummary(OLD_ROW, 'en')).toBe('Refused: retired_reason; Fields: shoe_size');
  });

  it.each(['en', 'ar'] as const)('uses the same %s words as the screen', (language) => {
    const texts = AUDIT_TEXTS[language];
    const catalog = catalogOf(language);
    expect(texts.reasons).toEqual(catalog.reasons);
    expect(texts.labels).toEqual(catalog.details.labels);
    expect(texts.codes).toEqual(catalog.details.codes);
    const people = Object.entries(catalog.details).flatMap(([key, text]) =>
      key.startsWith('people_') && typeof text === 'string'
        ? [[key.slice('people_'.length), text.replace('{{count, number}}', '{n}')]]
        : [],
    );
    expect(texts.people).toEqual(Object.fromEntries(people));
    // The screen wraps the connection's name in an isolate; the CSV cell is plain text.
    const headlines = Object.entries(catalog.details.headlines).map(([action, text]) => [
      action,
      text.replace(/<\/?connection>/g, '').replace('{{connection}}', '{connection}'),
    ]);
    expect(texts.headlines).toEqual(Object.fromEntries(headlines));
    // The screen wraps each side of a change in an element; the CSV cell is plain text.
    expect(texts.change).toBe(
      String(catalog.details.change).replace('<from/>', '{from}').replace('<to/>', '{to}'),
    );
  });
});
