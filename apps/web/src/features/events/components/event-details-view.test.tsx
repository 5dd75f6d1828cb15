import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths, type EventDetails } from '@awarequest/contracts';
import { formatPercent } from '../../../lib/number-format';
import arEvents from '../../../locales/ar/events.json';
import { useAppHarness } from '../../../test/app-harness';
import { answer } from '../../../test/fake-api';
import { PLAYER_USER } from '../../../test/people';
import { currentPath, renderApp } from '../../../test/render-app';
import { CATEGORY_TOURNAMENTS, daysFromNow, eventCard, eventDetails, eventGame } from './events.fixtures';

const CATEGORY_ID = 'c7a1e0f2-0000-4000-8000-000000000001';
const CAMPAIGN = eventDetails(
  eventCard({ title: { en: 'Phishing basics', ar: 'أساسيات التصيد' }, due_at: daysFromNow(4.5) }),
  {
    games: [
      eventGame({
        game_id: 'a0000000-0000-4000-8000-000000000001',
        name: { en: 'Spot the phish', ar: 'اكتشف التصيد' },
        state: 'completed',
        attempts_used: 2,
        best_score: 85,
        completed_at: daysFromNow(-1),
      }),
      eventGame({
        game_id: 'a0000000-0000-4000-8000-000000000002',
        name: { en: 'Safe links', ar: 'روابط آمنة' },
        state: 'in_progress',
        attempts_used: 1,
        best_score: 40,
        attempts_allowed: null,
      }),
    ],
  },
);
const eventPath = (event: EventDetails) => paths.event.replace(':id', event.id);

const WORDS = {
  en: {
    whatToDo: 'What to do',
    games: 'Games',
    playFirst: 'Play Spot the phish',
    playSecond: 'Play Safe links',
    completed: 'State: Completed',
    inProgress: 'State: In progress',
    best: 'Best score: 85%',
    attempts: 'Attempts used: 2 of 3',
    unlimited: 'Attempts used: 1',
    daysLeft: '4 days left',
  },
  ar: {
    whatToDo: arEvents.details.whatToDo,
    games: arEvents.games.title,
    playFirst: 'العب اكتشف التصيد',
    playSecond: 'العب روابط آمنة',
    completed: 'الحالة: مكتمل',
    inProgress: 'الحالة: قيد التقدم',
    best: `أفضل نتيجة: ${formatPercent(85, 'ar')}`,
    attempts: 'المحاولات المستخدمة: ٢ من ٣',
    unlimited: 'المحاولات المستخدمة: ١',
    daysLeft: 'تتبقى ٤ أيام',
  },
} as const;

describe('an event page', () => {
  const fakeApi = useAppHarness();
  afterEach(() => {
    vi.restoreAllMocks();
  });

  describe.each(['en', 'ar'] as const)('in %s', (language) => {
    const words = WORDS[language];

    it("lists the campaign's games with their state, best score, attempts and a Play link to the game for the event", async () => {
      fakeApi.on(`GET ${eventPath(CAMPAIGN)}`, answer(200, { status: true, data: CAMPAIGN }));
      await renderApp({ path: `/events/${CAMPAIGN.id}`, language, signedInAs: PLAYER_USER });

      expect(await screen.findByRole('heading', { level: 1, name: CAMPAIGN.title[language] })).toBeTruthy();
      expect(screen.getByRole('region', { name: words.whatToDo })).toBeTruthy();
      expect(screen.getByText(words.daysLeft)).toBeTruthy();

      const games = screen.getByRole('region', { name: words.games });
      const rows = games.querySelectorAll<HTMLElement>('[data-game]');
      expect(rows).toHaveLength(2);
      const [first, second] = [...rows] as [HTMLElement, HTMLElement];
      expect(within(first).getByText(words.completed)).toBeTruthy();
      expect(within(first).getByText(words.best)).toBeTruthy();
      expect(within(first).getByText(words.attempts)).toBeTruthy();
      expect(within(second).getByText(words.inProgress)).toBeTruthy();
      expect(within(second).getByText(words.unlimited)).toBeTruthy();

      expect(within(first).getByRole('link', { name: words.playFirst }).getAttribute('href')).toBe(
        `/categories/${CATEGORY_ID}/games/a0000000-0000-4000-8000-000000000001?event=${CAMPAIGN.id}`,
      );
      expect(within(second).getByRole('link', { name: words.playSecond }).getAttribute('href')).toBe(
        `/categories/${CATEGORY_ID}/games/a0000000-0000-4000-8000-000000000002?event=${CAMPAIGN.id}`,
      );
    });
  });

  it('offers no Play button before the campaign runs', async () => {
    const scheduled = { ...CAMPAIGN, status: 'scheduled' as const, starts_at: daysFromNow(2) };
    fakeApi.on(`GET ${eventPath(scheduled)}`, answer(200, { status: true, data: scheduled }));
    await renderApp({ path: `/events/${scheduled.id}`, language: 'en', signedInAs: PLAYER_USER });
    const games = await screen.findByRole('region', { name: 'Games' });
    expect(within(games).queryAllByRole('link')).toHaveLength(0);
  });

  it('says the event was not found on a 404', async () => {
    fakeApi.on(
      `GET ${eventPath(CAMPAIGN)}`,
      answer(404, { status: false, code: 'EVENT_NOT_FOUND', message: 'Event not found' }),
    );
    await renderApp({ path: `/events/${CAMPAIGN.id}`, language: 'en', signedInAs: PLAYER_USER });
    expect(await screen.findByText('This event was not found, or it is not for you.')).toBeTruthy();
  });

  it('downloads the event as an .ics file from GET /events/:id/calendar', async () => {
    fakeApi.on(`GET ${eventPath(CAMPAIGN)}`, answer(200, { status: true, data: CAMPAIGN }));
    const calendar = `GET ${paths.eventCalendar.replace(':id', CAMPAIGN.id)}`;
    fakeApi.on(calendar, answer(200, 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n'));
    const clicked: { download: string; href: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ download: this.download, href: this.href });
    });
    const { user } = await renderApp({
      path: `/events/${CAMPAIGN.id}`,
      language: 'en',
      signedInAs: PLAYER_USER,
    });
    await user.click(await screen.findByRole('button', { name: 'Add to calendar' }));

    await waitFor(() => {
      expect(clicked).toHaveLength(1);
    });
    expect(fakeApi.callsTo(calendar)).toHaveLength(1);
    expect(clicked[0]?.download).toBe(`event-${CAMPAIGN.id}.ics`);
    expect(clicked[0]?.href).toMatch(/^blob:/);
  });

  it('manages the calendar feed: a new address shown once with a copy button, then revoked', async () => {
    fakeApi.on(`GET ${eventPath(CAMPAIGN)}`, answer(200, { status: true, data: CAMPAIGN }));
    let active = false;
    const feedUrl = 'https://aq.example/api/v1/calendar-feeds/secret-token-1234567890';
    fakeApi.on(`GET ${paths.myCalendarFeed}`, () =>
      answer(200, { status: true, data: { active, created_at: active ? daysFromNow(0) : null } }),
    );
    fakeApi.on(`POST ${paths.myCalendarFeed}`, () => {
      active = true;
      return answer(201, { status: true, data: { url: feedUrl } });
    });
    fakeApi.on(`DELETE ${paths.myCalendarFeed}`, () => {
      active = false;
      return answer(200, { status: true, data: null });
    });
    const { user } = await renderApp({
      path: `/events/${CAMPAIGN.id}`,
      language: 'en',
      signedInAs: PLAYER_USER,
    });
    await user.click(await screen.findByRole('button', { name: 'Subscribe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your calendar feed' });
    expect(await within(dialog).findByText('You have no calendar feed yet.')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Create the address' }));
    const address = await within(dialog).findByRole<HTMLInputElement>('textbox', {
      name: 'Your feed address',
    });
    expect(address.value).toBe(feedUrl);
    expect(within(dialog).getByText('This address is shown only once. Copy it now.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Copy' })).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Revoke the address' }));
    expect(await within(dialog).findByText('The address no longer works.')).toBeTruthy();
    expect(within(dialog).queryByRole('textbox', { name: 'Your feed address' })).toBeNull();
    expect(fakeApi.callsTo(`DELETE ${paths.myCalendarFeed}`)).toHaveLength(1);
  });

  describe('a tournament', () => {
    const session = (overrides: Partial<EventDetails['sessions'][number]>) => ({
      id: 'b0000000-0000-4000-8000-000000000001',
      game_id: 'a0000000-0000-4000-8000-000000000001',
      game_name: { en: 'Spot the phish', ar: 'اكتشف التصيد' },
      starts_at: daysFromNow(1),
      host: { id: 'u-host', name: 'Sara Host' },
      status: 'scheduled' as const,
      pin: null,
      is_host: false,
      ...overrides,
    });
    const TOURNAMENT = eventDetails(
      eventCard({
        title: { en: 'Quarterly cup', ar: 'كأس الربع' },
        event_type: 'tournament',
        category: CATEGORY_TOURNAMENTS,
        games_count: 1,
        my: { state: 'not_started', progress: 0, completed_games: 0, total_games: 0, registered: false },
      }),
      { sessions: [session({})], can_register: true },
    );
    const registration = paths.eventRegistration.replace(':id', TOURNAMENT.id);

    it('registers and unregisters, showing the state in words', async () => {
      let registered = false;
      fakeApi.on(`GET ${eventPath(TOURNAMENT)}`, () =>
        answer(200, {
          status: true,
          data: { ...TOURNAMENT, my: { ...TOURNAMENT.my, registered } },
        }),
      );
      fakeApi.on(`POST ${registration}`, () => {
        registered = true;
        return answer(200, { status: true, data: null });
      });
      fakeApi.on(`DELETE ${registration}`, () => {
        registered = false;
        return answer(200, { status: true, data: null });
      });
      const { user } = await renderApp({
        path: `/events/${TOURNAMENT.id}`,
        language: 'en',
        signedInAs: PLAYER_USER,
      });
      const sessions = await screen.findByRole('region', { name: 'Live sessions' });
      expect(within(sessions).getByText('You are not registered yet.')).toBeTruthy();
      expect(within(sessions).getByText('Host: Sara Host')).toBeTruthy();
      expect(within(sessions).getByText('Scheduled')).toBeTruthy();

      await user.click(within(sessions).getByRole('button', { name: 'Register' }));
      expect(await within(sessions).findByText('You are registered for this tournament.')).toBeTruthy();
      expect(fakeApi.callsTo(`POST ${registration}`)).toHaveLength(1);

      await user.click(within(sessions).getByRole('button', { name: 'Cancel registration' }));
      expect(await within(sessions).findByText('You are not registered yet.')).toBeTruthy();
      expect(fakeApi.callsTo(`DELETE ${registration}`)).toHaveLength(1);
    });

    it('offers Join with the PIN once the lobby is open', async () => {
      const open = { ...TOURNAMENT, sessions: [session({ status: 'lobby', pin: '482913' })] };
      fakeApi.on(`GET ${eventPath(open)}`, answer(200, { status: true, data: open }));
      await renderApp({ path: `/events/${open.id}`, language: 'en', signedInAs: PLAYER_USER });
      const join = await screen.findByRole('link', { name: 'Join Spot the phish with the PIN 482913' });
      expect(join.getAttribute('href')).toBe('/join-game?pin=482913');
      expect(screen.getByText('Lobby open')).toBeTruthy();
    });

    it("gives the session's host a Host button that keeps the host key and opens the host screen", async () => {
      const hosted = { ...TOURNAMENT, sessions: [session({ is_host: true })] };
      fakeApi.on(`GET ${eventPath(hosted)}`, answer(200, { status: true, data: hosted }));
      const host = `POST ${paths.eventSessionHost.replace(':id', hosted.id).replace(':sessionId', hosted.sessions[0]?.id ?? '')}`;
      fakeApi.on(host, answer(200, { status: true, data: { pin: '135790', host_key: 'the-host-key' } }));
      const { user } = await renderApp({
        path: `/events/${hosted.id}`,
        language: 'en',
        signedInAs: PLAYER_USER,
      });
      await user.click(await screen.findByRole('button', { name: 'Host Spot the phish' }));

      await waitFor(() => {
        expect(currentPath()).toBe('/host/135790');
      });
      expect(fakeApi.callsTo(host)).toHaveLength(1);
      expect(localStorage.getItem('aq-host:135790')).toBe('the-host-key');
    });

    it('shows the leaderboard, marking the reader', async () => {
      const withBoard = {
        ...TOURNAMENT,
        leaderboard: {
          individual: [
            { rank: 1, user_id: 'u1', name: 'Omar', avatar: null, points: 1200, is_me: false },
            { rank: 2, user_id: null, name: null, avatar: null, points: 900, is_me: false },
            { rank: 3, user_id: 'u-player', name: 'Demo Player', avatar: null, points: 700, is_me: true },
          ],
          teams: [],
          team_by: null,
        },
      };
      fakeApi.on(`GET ${eventPath(withBoard)}`, answer(200, { status: true, data: withBoard }));
      await renderApp({ path: `/events/${withBoard.id}`, language: 'en', signedInAs: PLAYER_USER });
      const board = await screen.findByRole('region', { name: 'Leaderboard' });
      const rows = within(board).getAllByRole('row').slice(1);
      expect(rows.map((row) => row.textContent)).toEqual([
        '1Omar1200',
        '2A player who keeps their name private900',
        '3Demo PlayerYou700',
      ]);
    });
  });
});
