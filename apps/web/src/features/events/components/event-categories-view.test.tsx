import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@awarequest/contracts';
import arEvents from '../../../locales/ar/events.json';
import { useAppHarness } from '../../../test/app-harness';
import { answer } from '../../../test/fake-api';
import { PLAYER_USER } from '../../../test/people';
import { renderApp } from '../../../test/render-app';
import {
  CATEGORY_MANDATORY,
  CATEGORY_TOURNAMENTS,
  categoryItem,
  daysFromNow,
  eventCard,
} from './events.fixtures';

const RUNNING = eventCard({ title: { en: 'Phishing basics', ar: 'أساسيات التصيد' } });
const UPCOMING = eventCard({
  title: { en: 'Awareness month', ar: 'شهر التوعية' },
  status: 'scheduled',
  starts_at: daysFromNow(7),
  due_at: daysFromNow(30),
  my: null,
});
const CATEGORIES = [
  categoryItem(CATEGORY_MANDATORY, { running: [RUNNING], upcoming: [UPCOMING], events_count: 3 }),
  categoryItem(CATEGORY_TOURNAMENTS, { events_count: 1 }),
];

describe('/event-categories', () => {
  const fakeApi = useAppHarness();

  it.each(['en', 'ar'] as const)(
    'lists each category in %s with its running and upcoming events and a link to /events filtered by it',
    async (language) => {
      fakeApi.on(`GET ${paths.eventCategories}`, answer(200, { status: true, data: CATEGORIES }));
      await renderApp({ path: '/event-categories', language, signedInAs: PLAYER_USER });

      const mandatory = await screen.findByRole('region', { name: CATEGORY_MANDATORY.name[language] });
      expect(within(mandatory).getByText(CATEGORIES[0]?.description[language] ?? '')).toBeTruthy();
      const running = within(mandatory).getByRole('link', { name: RUNNING.title[language] });
      expect(running.getAttribute('href')).toBe(`/events/${RUNNING.id}`);
      expect(within(mandatory).getByRole('link', { name: UPCOMING.title[language] })).toBeTruthy();
      const viewAll =
        language === 'en'
          ? 'View the events of Mandatory training'
          : arEvents.categories.viewAll.replace('{{name}}', CATEGORY_MANDATORY.name.ar);
      expect(within(mandatory).getByRole('link', { name: viewAll }).getAttribute('href')).toBe(
        `/events?category_id=${CATEGORY_MANDATORY.id}`,
      );

      const tournaments = screen.getByRole('region', { name: CATEGORY_TOURNAMENTS.name[language] });
      expect(
        within(tournaments).getByText(
          language === 'en' ? 'No upcoming or running events.' : arEvents.categories.none,
        ),
      ).toBeTruthy();
    },
  );

  it("says 'No data available' without categories", async () => {
    fakeApi.on(`GET ${paths.eventCategories}`, answer(200, { status: true, data: [] }));
    await renderApp({ path: '/event-categories', language: 'en', signedInAs: PLAYER_USER });
    expect(await screen.findByText('No data available')).toBeTruthy();
  });
});
