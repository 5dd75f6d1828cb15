import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  AUDIT_ACTIONS,
  AUDIT_DETAIL_CODES,
  AUDIT_DETAIL_KEYS,
  AUDIT_REASONS,
  AUDIT_STATUS_REASONS,
  companyAdminPaths,
  type AuditEntryView,
  type User,
} from '@awarequest/contracts';
import ar from '../../../locales/ar/audit-log.json';
import en from '../../../locales/en/audit-log.json';
import { useAppHarness } from '../../../test/app-harness';
import { setViewport } from '../../../test/happy-dom-device';
import { answer } from '../../../test/fake-api';
import { PLAYER_USER } from '../../../test/people';
import { renderApp } from '../../../test/render-app';

const ADMIN: User = { ...PLAYER_USER, id: 'u-admin', name: 'Demo Admin', role: 'admin' };
const CONNECTION = { id: 'c0ffee00-0000-4000-8000-000000000001', label: 'Contoso Entra', protocol: 'oidc' };

const entry = (id: number, fields: Partial<AuditEntryView>): AuditEntryView => ({
  id,
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

/** Real kinds of entry, as the server writes them (newest first). */
const ENTRIES: AuditEntryView[] = [
  entry(6, {
    source: 'scim',
    action: 'user_updated',
    details: {
      changes: {
        departments: { from: ['Sales'], to: ['Finance'] },
        email: { from: 'mona@old.example', to: 'mona@new.example' },
        name: { from: null, to: 'Mona Ali' },
      },
    },
  }),
  entry(5, {
    connection_id: CONNECTION.id,
    connection: CONNECTION,
    details: { subject: 'sub-7f3a' },
  }),
  entry(4, {
    source: 'saml',
    outcome: 'refused',
    reason: 'replayed',
    connection_id: CONNECTION.id,
    connection: { ...CONNECTION, label: 'Contoso ADFS', protocol: 'saml' },
    details: { check: 'replay', error: 'Assertion already used' },
  }),
  entry(3, {
    action: 'provision_update',
    connection_id: CONNECTION.id,
    connection: CONNECTION,
    details: { fields: ['departments', 'countries'] },
  }),
  entry(2, {
    source: 'scim',
    action: 'group_updated',
    details: { token_id: 'tok-1', group: 'Finance', joined: ['u1', 'u2', 'u3'], left: ['u4'] },
  }),
  entry(1, {
    source: 'password',
    action: 'password_login',
    outcome: 'refused',
    reason: 'sso_only_domain',
    details: { domain: 'corp.example', ticket_ref: 'INC-42' },
  }),
];

const WORDS = {
  en: {
    signedIn: 'Signed in through Contoso Entra (OIDC)',
    replay: [
      'Connection: Contoso ADFS (SAML)',
      'Failed check: Already used',
      'Error: Assertion already used',
    ],
    replayReason: 'This assertion was already used',
    fields: ['Connection: Contoso Entra (OIDC)', 'Fields: Departments, Countries'],
    changes: [
      'Departments: Sales → Finance',
      'Email: mona@old.example → mona@new.example',
      'Name: (none) → Mona Ali',
    ],
    group: ['SCIM token: tok-1', 'Group: Finance', 'Joined: 3 people', 'Left: 1 person'],
    domain: 'Domain: corp.example',
    unknown: 'ticket_ref: INC-42',
    technical: 'Technical details',
  },
  ar: {
    signedIn: 'سجّل الدخول عبر Contoso Entra (OIDC)',
    replay: [
      'الاتصال: Contoso ADFS (SAML)',
      'الفحص الذي لم يُجتز: الاستخدام السابق',
      'الخطأ: Assertion already used',
    ],
    replayReason: 'هذا التأكيد استُخدم من قبل',
    fields: ['الاتصال: Contoso Entra (OIDC)', 'الحقول: الأقسام والدول'],
    changes: [
      'الأقسام: Sales ← Finance',
      'البريد الإلكتروني: mona@old.example ← mona@new.example',
      'الاسم: (لا شيء) ← Mona Ali',
    ],
    group: ['رمز SCIM: tok-1', 'المجموعة: Finance', 'انضمّ: ٣ أشخاص', 'غادر: شخص واحد'],
    domain: 'النطاق: corp.example',
    unknown: 'ticket_ref: INC-42',
    technical: 'التفاصيل التقنية',
  },
} as const;

const linesOf = (row: HTMLElement) =>
  within(row)
    .queryAllByTestId('audit-detail')
    .map((line) => line.textContent);

const fakeApi = useAppHarness();

describe("the audit log's Details column", () => {
  describe.each(['en', 'ar'] as const)('in %s', (lang) => {
    const w = WORDS[lang];

    it('reads each entry in words, keeps unknown keys, and shows the stored JSON on request', async () => {
      fakeApi.on(
        `GET ${companyAdminPaths.audit}`,
        answer(200, { status: true, data: { items: ENTRIES, total: ENTRIES.length, page: 1, per_page: 25 } }),
      );
      const { user } = await renderApp({ path: '/admin/audit', language: lang, signedInAs: ADMIN });
      const [changed, signIn, replay, update, group, password] = await screen.findAllByTestId('audit-row');

      // A change reads field by field, before and after; the arrow points the way the language reads.
      expect(linesOf(changed!)).toEqual(w.changes);
      expect(within(changed!).getByText('mona@new.example').closest('bdi')?.getAttribute('dir')).toBe('ltr');

      expect(within(signIn!).getByTestId('audit-headline').textContent).toBe(w.signedIn);
      // The subject stays left to right inside an Arabic line.
      expect(within(signIn!).getByText('sub-7f3a').closest('bdi')?.getAttribute('dir')).toBe('ltr');

      expect(linesOf(replay!)).toEqual(w.replay);
      expect(replay!.textContent).toContain(w.replayReason);
      expect(linesOf(update!)).toEqual(w.fields);
      expect(linesOf(group!)).toEqual(w.group);
      expect(linesOf(password!)).toEqual([w.domain, w.unknown]);
      expect(within(password!).getByText('corp.example').closest('bdi')?.getAttribute('dir')).toBe('ltr');
      // No raw JSON until asked for.
      expect(screen.queryByText(/"ticket_ref"/)).toBeNull();

      const disclosure = within(password!).getByRole('button', { name: w.technical });
      expect(disclosure.getAttribute('aria-expanded')).toBe('false');
      disclosure.focus();
      await user.keyboard('{Enter}');
      expect(disclosure.getAttribute('aria-expanded')).toBe('true');
      const raw = document.getElementById(disclosure.getAttribute('aria-controls')!);
      expect(raw?.getAttribute('dir')).toBe('ltr');
      expect(JSON.parse(raw?.textContent ?? '')).toEqual({ domain: 'corp.example', ticket_ref: 'INC-42' });
      await user.keyboard('{Enter}');
      expect(disclosure.getAttribute('aria-expanded')).toBe('false');
      expect(document.getElementById(disclosure.getAttribute('aria-controls')!)).toBeNull();
    });
  });
});

describe('the audit log on a phone', () => {
  afterEach(() => {
    setViewport(1024, 768); // happy-dom's own size
  });

  it('shows one card an entry, with the same readable details, instead of a wide table', async () => {
    setViewport(390, 844);
    fakeApi.on(
      `GET ${companyAdminPaths.audit}`,
      answer(200, { status: true, data: { items: ENTRIES, total: ENTRIES.length, page: 1, per_page: 25 } }),
    );
    await renderApp({ path: '/admin/audit', language: 'ar', signedInAs: ADMIN });
    const cards = await screen.findAllByTestId('audit-row');
    expect(cards.map((card) => card.tagName)).toEqual(ENTRIES.map(() => 'LI'));
    expect(screen.queryByRole('table')).toBeNull();
    expect(linesOf(cards[0]!)).toEqual(WORDS.ar.changes);
    expect(linesOf(cards[4]!)).toEqual(WORDS.ar.group);
    expect(cards[2]!.textContent).toContain(WORDS.ar.replayReason);
  });
});

describe('the audit texts', () => {
  const catalogs = { en, ar } as const;

  it.each(['en', 'ar'] as const)(
    'have a %s text for every reason, action, detail key and code the server writes',
    (lang) => {
      const texts = catalogs[lang];
      const groups: Record<string, object> = texts.details.codes;
      const missing = [
        ...[...AUDIT_REASONS, ...AUDIT_STATUS_REASONS].filter((code) => !(code in texts.reasons)),
        ...AUDIT_ACTIONS.filter((code) => !(code in texts.actions)),
        ...AUDIT_DETAIL_KEYS.filter((key) => !(key in texts.details.labels)),
        ...Object.entries(AUDIT_DETAIL_CODES).flatMap(([group, codes]) =>
          codes.filter((code) => !(code in (groups[group] ?? {}))),
        ),
      ];
      expect(missing).toEqual([]);
    },
  );

  it('are real Arabic, not English copied', () => {
    const reasons = AUDIT_REASONS.filter((code) => ar.reasons[code] === en.reasons[code]);
    expect(reasons).toEqual([]);
    expect(ar.reasons.replayed).toMatch(/[\u0600-\u06FF]/);
  });
});
