import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths, type GameDetails } from '@awarequest/contracts';
import arGames from '../../../locales/ar/games.json';
import { useAppHarness } from '../../../test/app-harness';
import { answer } from '../../../test/fake-api';
import { PLAYER_USER } from '../../../test/people';
import { renderApp } from '../../../test/render-app';

const CATEGORY_ID = 'c7a1e0f2-0000-4000-8000-000000000001';
const GAME_ID = 'a0000000-0000-4000-8000-000000000001';
const EVENT_ID = 'e0000000-0000-4000-8000-000000000001';

const game = (audience: GameDetails['audience']): GameDetails => ({
  id: GAME_ID,
  key: 'secure-code',
  name: { en: 'Secure code', ar: 'الشيفرة الآمنة' },
  description: { en: 'About code', ar: 'عن الشيفرة' },
  type: 'interactive',
  difficulty: 'medium',
  audience,
  duration_minutes: 10,
  pass_score: 70,
  attempts_allowed: 3,
  questions_count: 5,
  published: true,
  category_ids: [CATEGORY_ID],
  url: null,
  categories: [
    {
      id: CATEGORY_ID,
      key: 'phishing',
      name: { en: 'Phishing', ar: 'التصيد' },
      description: { en: '', ar: '' },
      icon: 'mail',
      order: 0,
      tier: 1,
      games_count: 1,
    },
  ],
  attempts_used: 0,
  attempts_left: 3,
  best_score: null,
  open_attempt_id: null,
});

describe("a game's audience on its details page", () => {
  const fakeApi = useAppHarness();
  const gameRoute = `GET ${paths.game.replace(':id', GAME_ID)}`;

  it.each([
    ['en', 'For technical staff'],
    ['ar', arGames.audience.technical],
  ] as const)('shows a badge for a game for technical staff (%s)', async (language, badge) => {
    fakeApi.on(gameRoute, answer(200, { status: true, data: game('technical') }));
    await renderApp({
      path: `/categories/${CATEGORY_ID}/games/${GAME_ID}`,
      language,
      signedInAs: PLAYER_USER,
    });
    expect(await screen.findByText(badge)).toBeTruthy();
  });

  it('shows no audience badge for a game for all staff', async () => {
    fakeApi.on(gameRoute, answer(200, { status: true, data: game('all_staff') }));
    await renderApp({
      path: `/categories/${CATEGORY_ID}/games/${GAME_ID}`,
      language: 'en',
      signedInAs: PLAYER_USER,
    });
    await screen.findByRole('link', { name: 'Start' });
    expect(screen.queryByText('For technical staff')).toBeNull();
    expect(screen.queryByText('For managers')).toBeNull();
  });

  it('starts the attempt for the event the page was reached from', async () => {
    fakeApi.on(gameRoute, answer(200, { status: true, data: game('managers') }));
    const start = `POST ${paths.gameAttempts.replace(':id', GAME_ID)}`;
    fakeApi.on(start, answer(422, { status: false, code: 'GAME_NOT_PLAYABLE', message: 'No' }));
    const { user } = await renderApp({
      path: `/categories/${CATEGORY_ID}/games/${GAME_ID}?event=${EVENT_ID}`,
      language: 'en',
      signedInAs: PLAYER_USER,
    });
    expect(await screen.findByText('For managers')).toBeTruthy();
    await user.click(await screen.findByRole('link', { name: 'Start' }));
    await waitFor(() => {
      expect(fakeApi.callsTo(start)).toHaveLength(1);
    });
    expect(fakeApi.callsTo(start)[0]?.body).toEqual({ category_id: CATEGORY_ID, event_id: EVENT_ID });
  });
});
