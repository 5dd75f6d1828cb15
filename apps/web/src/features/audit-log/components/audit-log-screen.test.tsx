import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { User } from '@awarequest/contracts';
import arAudit from '../../../locales/ar/audit-log.json';
import { formatDay } from '../../../lib/date-format';
import { useAppHarness } from '../../../test/app-harness';
import { answer } from '../../../test/fake-api';
import { PLAYER_USER } from '../../../test/people';
import { renderApp } from '../../../test/render-app';

const ADMIN: User = { ...PLAYER_USER, id: 'u-admin', name: 'Demo Admin', role: 'admin' };
const EMPTY_PAGE = { status: true, data: { items: [], total: 0, page: 1, per_page: 25 } };
const FROM = { en: 'From', ar: arAudit.filters.from };

/** The 15th of this month, as the calendar names it and as the API gets it. */
function fifteenth(language: 'en' | 'ar') {
  const now = new Date();
  const day = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-15`;
  return { day, label: formatDay(day, language, 'long') };
}

describe("the audit log's date filter", () => {
  const fakeApi = useAppHarness();

  it.each(['en', 'ar'] as const)(
    "is a calendar in the reader's language (%s) that filters from the picked day",
    async (language) => {
      fakeApi.on('GET /admin/audit', answer(200, EMPTY_PAGE));
      const { user } = await renderApp({ path: '/admin/audit', language, signedInAs: ADMIN });
      // Not the browser's native mm/dd/yyyy input: a button that opens the calendar.
      const from = await screen.findByRole('button', { name: FROM[language] });
      await user.click(from);
      const { day, label } = fifteenth(language);
      // happy-dom runs no transitions: the calendar stays `display: none` while it opens.
      await user.click(await screen.findByRole('button', { name: label, hidden: true }));
      await vi.waitFor(() => {
        expect(fakeApi.callsTo('GET /admin/audit').at(-1)?.params).toMatchObject({ from: day, page: 1 });
      });
      // The field shows the day in the reader's words (Arabic-Indic digits in Arabic).
      expect(from.textContent).toBe(label);
    },
  );
});
