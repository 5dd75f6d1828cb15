import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths, type MyEvents } from '@awarequest/contracts';
import arEvents from '../../../locales/ar/events.json';
import { useAppHarness } from '../../../test/app-harness';
import { answer } from '../../../test/fake-api';
import { PLAYER_USER } from '../../../test/people';
import { renderApp } from '../../../test/render-app';
import {
  CATEGORY_TOURNAMENTS,
  categoryItem,
  CATEGORY_MANDATORY,
  daysFromNow,
  eventCard,
} from './events.fixtures';

const OVERDUE = eventCard({
  title: { en: 'Password hygiene', ar: 'نظافة كلمات المرور' },
  due_at: daysFromNow(-2.5),
  my: { state: 'overdue', progress: 0, completed_games: 0, total_games: 2, registered: false },
});
const DUE_SOON = eventCard({
  title: { en: 'Phishing basics', ar: 'أساسيات التصيد' },
  due_at: daysFromNow(3.5),
});
const UPCOMING = eventCard({
  title: { en: 'Awareness month', ar: 'شهر التوعية' },
  status: 'scheduled',
  starts_at: daysFromNow(7),
  due_at: daysFromNow(30),
  my: null,
});
const RUNNING = eventCard({
  title: { en: 'Quarterly cup', ar: 'كأس الربع' },
  event_type: 'tournament',
  category: CATEGORY_TOURNAMENTS,
  my: null,
});
const PAST = eventCard({ title: { en: 'Spring challenge', ar: 'تحدي الربيع' }, status: 'ended', my: null });
const ALL: MyEvents = {
  assigned: [OVERDUE, DUE_SOON],
  upcoming: [UPCOMING],
  running: [RUNNING],
  past: [PAST],
};

const WORDS = {
  en: {
    sections: ['Assigned to you', 'Upcoming', 'Running', 'Past'],
    overdue: 'Overdue by 3 days',
    daysLeft: '3 days left',
    progress: 'Progress of Phishing basics',
    filter: 'Category',
    noData: 'No data available',
  },
  ar: {
    sections: [
      arEvents.sections.assigned,
      arEvents.sections.upcoming,
      arEvents.sections.running,
      arEvents.sections.past,
    ],
    overdue: 'متأخر ٣ أيام',
    daysLeft: 'تتبقى ٣ أيام',
    progress: 'تقدمك في أساسيات التصيد',
    filter: arEvents.filter.label,
    noData: 'لا توجد بيانات متاحة',
  },
} as const;

describe('/events', () => {
  const fakeApi = useAppHarness();

  describe.each(['en', 'ar'] as const)('in %s', (language) => {
    const words = WORDS[language];

    it('shows assigned, upcoming, running and past in that order, the overdue campaign first and in red', async () => {
      fakeApi.on(`GET ${paths.events}`, answer(200, { status: true, data: ALL }));
      await renderApp({ path: '/events', language, signedInAs: PLAYER_USER });

      const headings = await screen.findAllByRole('heading', { level: 2 });
      expect(headings.map((heading) => heading.textContent)).toEqual(words.sections);

      const assigned = screen.getByRole('region', { name: words.sections[0] });
      const cards = assigned.querySelectorAll<HTMLElement>('[data-event]');
      expect([...cards].map((card) => card.dataset.event)).toEqual([OVERDUE.id, DUE_SOON.id]);

      // Overdue: a red border and a red, bold "overdue by" line with a warning icon, not colour alone.
      const [overdueCard, soonCard] = [...cards] as [HTMLElement, HTMLElement];
      expect(overdueCard.dataset.overdue).toBe('true');
      const overdueLine = within(overdueCard).getByText(words.overdue).closest<HTMLElement>('[data-overdue]');
      expect(overdueLine?.dataset.overdue).toBe('true');
      expect(overdueLine?.getAttribute('style')).toContain('red');
      expect(overdueLine?.querySelector('svg')).not.toBeNull();

      expect(soonCard.dataset.overdue).toBeUndefined();
      const soonLine = within(soonCard).getByText(words.daysLeft).closest<HTMLElement>('[data-overdue]');
      expect(soonLine?.dataset.overdue).toBe('false');
      expect(soonLine?.getAttribute('style')).not.toContain('red');
      const bar = within(soonCard).getByRole('progressbar', { name: words.progress });
      expect(bar.getAttribute('aria-valuenow')).toBe('50');

      // The titles link to the events' pages.
      const link = within(soonCard).getByRole('link', { name: DUE_SOON.title[language] });
      expect(link.getAttribute('href')).toBe(`/events/${DUE_SOON.id}`);
    });

    it("says 'No data available' when there is nothing", async () => {
      fakeApi.on(
        `GET ${paths.events}`,
        answer(200, { status: true, data: { assigned: [], upcoming: [], running: [], past: [] } }),
      );
      await renderApp({ path: '/events', language, signedInAs: PLAYER_USER });
      expect(await screen.findByText(words.noData)).toBeTruthy();
      expect(screen.queryAllByRole('heading', { level: 2 })).toHaveLength(0);
    });
  });

  it('filters by category through the URL query, and reads the filter back from the URL', async () => {
    fakeApi.on(
      `GET ${paths.eventCategories}`,
      answer(200, {
        status: true,
        data: [categoryItem(CATEGORY_MANDATORY), categoryItem(CATEGORY_TOURNAMENTS)],
      }),
    );
    fakeApi.on(`GET ${paths.events}`, answer(200, { status: true, data: ALL }));
    const filtered = `GET ${paths.events}?category_id=${CATEGORY_TOURNAMENTS.id}`;
    fakeApi.on(
      filtered,
      answer(200, { status: true, data: { assigned: [], upcoming: [], running: [RUNNING], past: [] } }),
    );
    const { user } = await renderApp({ path: '/events', language: 'en', signedInAs: PLAYER_USER });
    await screen.findByRole('region', { name: 'Assigned to you' });

    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    await user.click(await screen.findByRole('option', { name: 'Tournaments', hidden: true }));

    await waitFor(() => {
      expect(window.location.search).toBe(`?category_id=${CATEGORY_TOURNAMENTS.id}`);
    });
    await waitFor(() => {
      expect(screen.queryByRole('region', { name: 'Assigned to you' })).toBeNull();
    });
    expect(screen.getByRole('region', { name: 'Running' })).toBeTruthy();
    expect(fakeApi.callsTo(filtered)).toHaveLength(1);

    // Back to all categories: the query goes.
    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    await user.click(await screen.findByRole('option', { name: 'All categories', hidden: true }));
    await waitFor(() => {
      expect(window.location.search).toBe('');
    });
    expect(await screen.findByRole('region', { name: 'Assigned to you' })).toBeTruthy();
  });

  it('opens filtered when the address names a category', async () => {
    fakeApi.on(
      `GET ${paths.eventCategories}`,
      answer(200, { status: true, data: [categoryItem(CATEGORY_TOURNAMENTS)] }),
    );
    const filtered = `GET ${paths.events}?category_id=${CATEGORY_TOURNAMENTS.id}`;
    fakeApi.on(
      filtered,
      answer(200, { status: true, data: { assigned: [], upcoming: [], running: [], past: [] } }),
    );
    await renderApp({
      path: `/events?category_id=${CATEGORY_TOURNAMENTS.id}`,
      language: 'en',
      signedInAs: PLAYER_USER,
    });
    expect(await screen.findByText('There are no events in this category for you.')).toBeTruthy();
    await waitFor(() => {
      expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Category' }).value).toBe('Tournaments');
    });
    expect(fakeApi.callsTo(filtered)).toHaveLength(1);
    expect(fakeApi.callsTo(`GET ${paths.events}`)).toHaveLength(0);
  });
});
