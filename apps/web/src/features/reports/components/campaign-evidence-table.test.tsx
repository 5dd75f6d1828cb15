import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TrainingEvidence, User } from '@awarequest/contracts';
import { useAppHarness } from '../../../test/app-harness';
import { answer } from '../../../test/fake-api';
import { PLAYER_USER } from '../../../test/people';
import { renderApp } from '../../../test/render-app';

const ADMIN: User = { ...PLAYER_USER, id: 'u-admin', name: 'Demo Admin', role: 'admin' };

const EVIDENCE: TrainingEvidence = {
  organisation: 'AwareQuest Arena',
  generated_at: '2026-11-27T10:00:00.000Z',
  from: '2026-11-01',
  to: '2026-11-30',
  total: 0,
  rows: [],
  campaigns: [
    {
      event_id: 'e1',
      title: { en: 'Phishing month', ar: 'شهر التصيد' },
      status: 'running',
      starts_at: '2026-11-01T09:00:00.000Z',
      due_at: '2026-11-30T09:00:00.000Z',
      audience: 120,
      completed: 90,
      completion_rate: 75,
      overdue: 7,
    },
  ],
};

describe('the training evidence page: campaigns (ISO/IEC 27001 A.6.3)', () => {
  const fakeApi = useAppHarness();

  it.each([
    ['en', 'Training campaigns', 'Phishing month', ['120', /^75\s?%$/, '7'], 'Running'],
    // The Arabic percent sign comes with a direction mark beside it.
    ['ar', 'حملات التدريب', 'شهر التصيد', ['١٢٠', /^\W*٧٥\W*٪\W*$/, '٧'], 'جارية'],
  ] as const)(
    'lists each campaign with its audience, completion and overdue count in %s',
    async (language, title, name, cells, state) => {
      fakeApi.on('GET /admin/reports/evidence', answer(200, { status: true, data: EVIDENCE }));
      await renderApp({ path: '/admin/reports/evidence', language, signedInAs: ADMIN });
      await screen.findByRole('heading', { level: 2, name: title });
      const table = screen.getByTestId('evidence-campaigns');
      const link = within(table).getByRole('link', { name: new RegExp(name) });
      expect(link.getAttribute('href')).toBe('/admin/events/e1/report');
      const row = link.closest('tr')!;
      for (const cell of cells) expect(within(row).getByText(cell)).toBeTruthy();
      expect(within(row).getByText(state)).toBeTruthy();
    },
  );

  it('says when no campaign ran in the period', async () => {
    fakeApi.on(
      'GET /admin/reports/evidence',
      answer(200, { status: true, data: { ...EVIDENCE, campaigns: [] } }),
    );
    await renderApp({ path: '/admin/reports/evidence', language: 'en', signedInAs: ADMIN });
    await screen.findByText('No campaign ran in this period.');
  });
});
