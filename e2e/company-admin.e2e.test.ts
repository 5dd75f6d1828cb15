/// <reference lib="dom" />
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import arAudit from '../apps/web/src/locales/ar/audit-log.json';
import enAudit from '../apps/web/src/locales/en/audit-log.json';
import arScim from '../apps/web/src/locales/ar/scim-admin.json';
import enScim from '../apps/web/src/locales/en/scim-admin.json';
import arDomains from '../apps/web/src/locales/ar/sso-domains.json';
import enDomains from '../apps/web/src/locales/en/sso-domains.json';
import { formatDay } from '../apps/web/src/lib/date-format.js';
import { ERRORS } from '../packages/contracts/src/errors.js';
import { ADMIN, expectToast, loginViaUi, TEXT, type Lang } from './support/app.js';
import { problemsCheckedAfterEach, shootEveryWay } from './support/screenshots.js';
import { useAppSuite } from './support/suite.js';

const SCIM = { en: enScim, ar: arScim } as const;
const DOMAINS = { en: enDomains, ar: arDomains } as const;
const AUDIT = { en: enAudit, ar: arAudit } as const;
const settled = (page: Page) => page.waitForFunction(() => !document.querySelector('.mantine-Loader-root'));

/** A directory's call to the SCIM service, with its token. */
async function scimCall(baseUrl: string, token: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${baseUrl}/scim/v2${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/scim+json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('company sign-in administration: SCIM, SSO-only domains, the audit log', () => {
  const app = useAppSuite();
  const problems = problemsCheckedAfterEach();

  async function openAsAdmin(lang: Lang): Promise<Page> {
    const { page } = await app().open({ language: lang });
    await loginViaUi(page, app().server.url, ADMIN, lang);
    return page;
  }

  it.each(['en', 'ar'] as const)(
    'an admin makes a SCIM token, a directory provisions with it, the admin maps a group and revokes the token (%s)',
    async (lang) => {
      const baseUrl = app().server.url;
      const t = SCIM[lang];
      const page = await openAsAdmin(lang);
      await page.goto(`${baseUrl}/admin/scim`);
      await settled(page);
      expect(await page.getByLabel(t.address.label, { exact: true }).inputValue()).toBe(`${baseUrl}/scim/v2`);
      await page.getByLabel(t.tokens.label, { exact: true }).fill(`Entra ${lang}`);
      await page.getByRole('button', { name: t.tokens.create }).click();
      const shown = page.getByLabel(t.tokens.value, { exact: true });
      await shown.waitFor();
      const token = await shown.inputValue();
      expect(token).toMatch(/^scim_/);
      await shootEveryWay(page, 'admin-scim', problems, { measure: 'main', height: 1100 });

      const userName = `dir-${lang}-${Date.now().toString(36)}@corp.example`;
      const created = await scimCall(baseUrl, token, 'POST', '/Users', {
        schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'],
        userName,
        displayName: 'Directory Person',
      });
      expect(created.status).toBe(201);

      await page.getByRole('button', { name: t.mappings.add }).click();
      const row = page.getByTestId('mapping-row').last();
      await row.getByLabel(t.mappings.scimGroup).fill(`Sales Team ${lang}`);
      await row.getByLabel(t.mappings.value).fill('Sales');
      await page.getByRole('button', { name: t.mappings.save }).click();
      await expectToast(page, lang === 'ar' ? 'تم الحفظ' : 'Saved');

      await page
        .getByRole('button', { name: t.tokens.revokeLabel.replace('{{label}}', `Entra ${lang}`) })
        .click();
      await expectToast(page, t.tokens.revokedToast);
      expect((await scimCall(baseUrl, token, 'GET', '/Users')).status).toBe(401);
    },
    180_000,
  );

  it.each(['en', 'ar'] as const)(
    'an SSO-only domain refuses a password login in the reader’s language; the audit log shows why and exports (%s)',
    async (lang) => {
      const baseUrl = app().server.url;
      const domain = `sso-${lang}.example`;
      const admin = await openAsAdmin(lang);
      await admin.goto(`${baseUrl}/admin/sso-domains`);
      await settled(admin);
      await admin.getByRole('textbox', { name: DOMAINS[lang].domain }).fill(domain.toUpperCase());
      await admin.getByRole('button', { name: DOMAINS[lang].add }).click();
      await admin.getByTestId('sso-domain-row').filter({ hasText: domain }).waitFor();
      await shootEveryWay(admin, 'admin-sso-domains', problems, { measure: 'main' });

      const { page } = await app().open({ language: lang });
      await page.goto(`${baseUrl}/auth/login`);
      await page.getByLabel(TEXT[lang].email).fill(`someone@${domain}`);
      await page.getByLabel(TEXT[lang].password, { exact: true }).fill('Whatever123');
      await page.locator('form').getByRole('button', { name: TEXT[lang].logIn }).click();
      await expectToast(page, ERRORS.SSO_ONLY_DOMAIN[lang]);

      const a = AUDIT[lang];
      await admin.goto(`${baseUrl}/admin/audit`);
      await settled(admin);
      await admin.getByRole('combobox', { name: a.filters.outcome, exact: true }).click();
      await admin.getByRole('option', { name: a.outcomes.refused }).click();
      const refusal = admin.getByTestId('audit-row').filter({ hasText: a.reasons.sso_only_domain }).first();
      await refusal.waitFor();
      expect(await refusal.textContent()).toContain(a.actions.password_login);
      // The details read in words; the stored JSON opens from the keyboard for an investigator.
      expect(await refusal.getByTestId('audit-detail').allTextContents()).toEqual([
        `${a.details.labels.domain}${a.details.separator}${domain}`,
      ]);
      const technical = refusal.getByRole('button', { name: a.details.technical });
      await technical.focus();
      await admin.keyboard.press('Enter');
      expect(await technical.getAttribute('aria-expanded')).toBe('true');
      const raw = refusal.locator(`[id="${(await technical.getAttribute('aria-controls')) ?? ''}"]`);
      expect(JSON.parse((await raw.textContent()) ?? '')).toEqual({ domain });
      // The date filter is a calendar in the reader's language (not the browser's mm/dd/yyyy):
      // from today, the refusal just written is still listed.
      const today = new Date().toISOString().slice(0, 10);
      const from = admin.getByLabel(a.filters.from, { exact: true });
      await from.click();
      await admin
        .getByRole('dialog')
        .getByRole('button', { name: formatDay(today, lang, 'long') })
        .click();
      await expect.poll(() => from.textContent()).toBe(formatDay(today, lang, 'long'));
      await refusal.waitFor();
      await shootEveryWay(admin, 'admin-audit', problems, { measure: 'main' });

      const download = admin.waitForEvent('download');
      await admin.getByRole('button', { name: a.export }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
      const csv = readFileSync(await file.path(), 'utf8');
      expect(csv).toContain('sso_only_domain');
      expect(csv).toContain(lang === 'ar' ? 'المصدر' : 'Source');
      // A Summary in the exporting admin's language follows the raw details.
      expect(csv).toContain(
        `${a.reasons.sso_only_domain}${lang === 'ar' ? '؛ ' : '; '}${a.details.labels.domain}`,
      );
      expect(problems).toEqual([]);
    },
    180_000,
  );
});
