import { MantineProvider } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import enAuditLog from '../locales/en/audit-log.json';
import enCommon from '../locales/en/common.json';
import { PagedResults } from './paged-results';

type Page = { items: string[]; total: number };

async function renderResults(query: Partial<UseQueryResult<Page>>, onPage = vi.fn()) {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { 'audit-log': enAuditLog, common: enCommon } },
  });
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <PagedResults
          query={query as UseQueryResult<Page>}
          page={1}
          perPage={2}
          onPage={onPage}
          namespace="audit-log"
        >
          {(items) => (
            <ul>
              {items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </PagedResults>
      </MantineProvider>
    </I18nextProvider>,
  );
  return onPage;
}

afterEach(cleanup);

describe('an admin list’s paged results', () => {
  it('says it is loading while the page is on its way', async () => {
    await renderResults({ isPending: true, isError: false });
    expect(screen.getByLabelText(enCommon.loading)).toBeTruthy();
  });

  it('says the list could not be loaded', async () => {
    await renderResults({ isPending: false, isError: true });
    expect(screen.getByText(enAuditLog.loadFailed)).toBeTruthy();
  });

  it('shows the empty state when nothing matches', async () => {
    await renderResults({ isPending: false, isError: false, data: { items: [], total: 0 } });
    expect(screen.getByText(enAuditLog.empty.title)).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('draws the rows, counts them all and pages through them', async () => {
    const onPage = await renderResults({
      isPending: false,
      isError: false,
      data: { items: ['first', 'second'], total: 5 },
    });
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['first', 'second']);
    expect(screen.getByText('5 entries')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: '3' }));
    expect(onPage).toHaveBeenCalledWith(3);
  });

  it('has no pages to turn when one page holds everything', async () => {
    await renderResults({ isPending: false, isError: false, data: { items: ['only'], total: 1 } });
    expect(screen.queryByRole('button', { name: '2' })).toBeNull();
  });
});
