import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths, type GameSummary } from '@awarequest/contracts';
import arHosting from '../../../../locales/ar/hosting.json';
import { useAppHarness } from '../../../../test/app-harness';
import { answer, type SentCall } from '../../../../test/fake-api';
import { PLAYER_USER } from '../../../../test/people';
import { renderApp } from '../../../../test/render-app';

const game = (index: number, en: string, ar: string): GameSummary => ({
  id: `a0000000-0000-4000-8000-00000000000${index}`,
  key: `game-${index}`,
  name: { en, ar },
  description: { en: `About ${en}`, ar: `عن ${ar}` },
  type: 'interactive',
  difficulty: 'medium',
  audience: 'all_staff',
  duration_minutes: 10,
  pass_score: 70,
  attempts_allowed: null,
  questions_count: 5,
  published: true,
  category_ids: [],
  url: null,
});

const GAMES = [
  game(1, 'Phishing basics', 'أساسيات التصيد'),
  game(2, 'Password hygiene', 'نظافة كلمات المرور'),
];

/** The fake server searches the games as the real one does: by name, in both languages. */
const searchGames = (call: SentCall) => {
  const q = typeof call.params.q === 'string' ? call.params.q.toLowerCase() : '';
  const items = GAMES.filter((item) => !q || `${item.name.en} ${item.name.ar}`.toLowerCase().includes(q));
  return answer(200, { status: true, data: { items, page: 1, per_page: 12, total: items.length } });
};

describe('/host: the games a person may host', () => {
  const fakeApi = useAppHarness();
  const gamesRoute = `GET ${paths.games}`;

  it('lists the published interactive games (not only sessions this browser hosts) and searches them', async () => {
    fakeApi.on(gamesRoute, searchGames);
    const { user } = await renderApp({ path: '/host', language: 'en', signedInAs: PLAYER_USER });
    await screen.findByText('Games found: 2');
    expect(screen.queryByText('No games available')).toBeNull();
    const asked = fakeApi.callsTo(gamesRoute);
    expect(asked[0]?.params).toMatchObject({ type: 'interactive' });
    const link = screen.getByRole('link', { name: 'Host live: Phishing basics' });
    expect(link.getAttribute('href')).toBe(`/categories/kahoot/${GAMES[0]!.id}`);

    await user.type(screen.getByLabelText('Search games to host'), 'password');
    await screen.findByText('Games found: 1');
    const list = screen.getAllByTestId('hostable-game');
    expect(list).toHaveLength(1);
    within(list[0]!).getByText('Password hygiene');
    expect(fakeApi.callsTo(gamesRoute).at(-1)?.params).toMatchObject({ type: 'interactive', q: 'password' });
  });

  it('says "No games available" with a hint when a search finds nothing (Arabic)', async () => {
    fakeApi.on(gamesRoute, searchGames);
    const { user } = await renderApp({ path: '/host', language: 'ar', signedInAs: PLAYER_USER });
    await screen.findByRole('link', { name: arHosting.hostLive.named.replace('{{name}}', 'أساسيات التصيد') });
    await user.type(screen.getByLabelText(arHosting.hostPage.search), 'zzz');
    await waitFor(() => {
      expect(screen.queryAllByTestId('hostable-game')).toHaveLength(0);
    });
    expect(document.documentElement.dir).toBe('rtl');
  });

  it('asks a visitor to sign in, without calling the API (/host is public)', async () => {
    await renderApp({ path: '/host', language: 'en' });
    const signIn = await screen.findByRole('link', { name: 'Sign in' });
    expect(signIn.getAttribute('href')).toBe('/auth/login');
    expect(fakeApi.callsTo(gamesRoute)).toHaveLength(0);
  });
});
