import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths, type GameDetails, type GameSummary } from '@awarequest/contracts';
import arHosting from '../../../locales/ar/hosting.json';
import { useAppHarness } from '../../../test/app-harness';
import { answer } from '../../../test/fake-api';
import { PLAYER_USER } from '../../../test/people';
import { renderApp } from '../../../test/render-app';

const CATEGORY_ID = 'c7a1e0f2-0000-4000-8000-000000000001';
const GAME_ID = 'a0000000-0000-4000-8000-000000000001';
const VR_ID = 'a0000000-0000-4000-8000-000000000002';

const summary = (id: string, type: GameSummary['type'], en: string): GameSummary => ({
  id,
  key: `key-${id}`,
  name: { en, ar: `${en} ع` },
  description: { en: 'About it', ar: 'عنها' },
  type,
  difficulty: 'medium',
  audience: 'all_staff',
  duration_minutes: 10,
  pass_score: 70,
  attempts_allowed: 3,
  questions_count: type === 'interactive' ? 5 : 0,
  published: true,
  category_ids: [CATEGORY_ID],
  url: type === 'interactive' ? null : '/games/vr/index.html',
});

const details = (type: GameSummary['type']): GameDetails => ({
  ...summary(type === 'interactive' ? GAME_ID : VR_ID, type, 'Secure code'),
  categories: [],
  attempts_used: 0,
  attempts_left: 3,
  best_score: null,
  open_attempt_id: null,
});

describe('"Host live" where people meet a game', () => {
  const fakeApi = useAppHarness();

  it.each([
    ['en', 'Host live'],
    ['ar', arHosting.hostLive.label],
  ] as const)(
    'is beside Start on an interactive game’s page and opens its live settings (%s)',
    async (language, label) => {
      fakeApi.on(
        `GET ${paths.game.replace(':id', GAME_ID)}`,
        answer(200, { status: true, data: details('interactive') }),
      );
      await renderApp({
        path: `/categories/${CATEGORY_ID}/games/${GAME_ID}`,
        language,
        signedInAs: PLAYER_USER,
      });
      const link = await screen.findByRole('link', { name: label });
      expect(link.getAttribute('href')).toBe(`/categories/kahoot/${GAME_ID}`);
    },
  );

  it('is not offered for a VR game, which cannot be played live', async () => {
    fakeApi.on(`GET ${paths.game.replace(':id', VR_ID)}`, answer(200, { status: true, data: details('vr') }));
    await renderApp({
      path: `/categories/${CATEGORY_ID}/games/${VR_ID}`,
      language: 'en',
      signedInAs: PLAYER_USER,
    });
    await screen.findByRole('heading', { level: 1, name: 'Secure code' });
    expect(screen.queryByTestId('host-live')).toBeNull();
  });

  it('names the game on each card of a category’s list, for interactive games only', async () => {
    fakeApi.on(
      `GET ${paths.category.replace(':id', CATEGORY_ID)}`,
      answer(200, {
        status: true,
        data: {
          id: CATEGORY_ID,
          key: 'phishing',
          name: { en: 'Phishing', ar: 'التصيد' },
          description: { en: '', ar: '' },
          icon: 'mail',
          order: 0,
          tier: 1,
          games_count: 2,
        },
      }),
    );
    const items = [summary(GAME_ID, 'interactive', 'Spot the lure'), summary(VR_ID, 'vr', 'Office walk')];
    fakeApi.on(
      `GET ${paths.games}`,
      answer(200, { status: true, data: { items, page: 1, per_page: 12, total: 2 } }),
    );
    await renderApp({ path: `/categories/${CATEGORY_ID}`, language: 'en', signedInAs: PLAYER_USER });
    const link = await screen.findByRole('link', { name: 'Host live: Spot the lure' });
    expect(link.getAttribute('href')).toBe(`/categories/kahoot/${GAME_ID}`);
    expect(screen.getAllByTestId('host-live')).toHaveLength(1);
    const vrCard = screen.getByRole('link', { name: 'Office walk' }).closest('.mantine-Card-root');
    expect(vrCard).not.toBeNull();
    expect(within(vrCard as HTMLElement).queryByTestId('host-live')).toBeNull();
  });
});
