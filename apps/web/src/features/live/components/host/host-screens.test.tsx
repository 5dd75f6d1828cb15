import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionSettingsSchema, type HostView, type RankEntry } from '@awarequest/contracts';
import arHosting from '../../../../locales/ar/hosting.json';
import arLive from '../../../../locales/ar/live.json';
import enHosting from '../../../../locales/en/hosting.json';
import enLive from '../../../../locales/en/live.json';
import { addNumberFormat } from '../../../../lib/i18n';
import { Podium } from '../podium';
import { RankingList } from '../ranking-list';
import { HostAnnouncer } from './host-announcer';
import { HostLobby } from './host-lobby';
import { HostPhaseRegion } from './host-phase-region';
import { shownPin } from './join-details';

async function i18nIn(language: 'en' | 'ar') {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: language,
    resources: { en: { live: enLive, hosting: enHosting }, ar: { live: arLive, hosting: arHosting } },
    interpolation: { escapeValue: false },
  });
  addNumberFormat(i18n);
  return i18n;
}

async function renderIn(language: 'en' | 'ar', ui: ReactNode) {
  const i18n = await i18nIn(language);
  const wrap = (node: ReactNode) => (
    <I18nextProvider i18n={i18n}>
      <MantineProvider>{node}</MantineProvider>
    </I18nextProvider>
  );
  const view = render(wrap(ui));
  return {
    ...view,
    rerenderWith: (node: ReactNode) => {
      view.rerender(wrap(node));
    },
  };
}

const ranking: RankEntry[] = [
  { rank: 1, player_id: 'p1', nickname: 'Amal', avatar: 'cat', score: 1200, correct: 2 },
  { rank: 2, player_id: 'p2', nickname: 'Badr', avatar: 'dog', score: 800, correct: 1 },
];

const lobby: HostView = {
  pin: '123456',
  title: { en: 'Game', ar: 'لعبة' },
  phase: 'lobby',
  locked: false,
  players_count: 1,
  question_index: 0,
  questions_count: 2,
  phase_ends_at: null,
  server_now: 0,
  question: null,
  closed: null,
  settings: sessionSettingsSchema.parse({}),
  players: [{ id: 'p1', nickname: 'Amal', avatar: 'cat', connected: true, score: 0 }],
  answered: 0,
  eligible: null,
  correct_choice_keys: null,
  ranking: null,
};

const commands = {
  pending: null,
  send: vi.fn(() => Promise.resolve(true)),
  kick: vi.fn(() => Promise.resolve(true)),
  setTeams: vi.fn(() => Promise.resolve(true)),
  assignTeam: vi.fn(() => Promise.resolve(true)),
};

afterEach(cleanup);

describe("the host's screens for a screen-reader and keyboard user", () => {
  it('reads rank and points as words ("Rank 1", "1,200 points"), not as a bare number', async () => {
    await renderIn('en', <Podium ranking={ranking} />);
    expect(screen.getByText('Rank 1')).toBeTruthy();
    expect(screen.getByText(/^1\D?200 points$/)).toBeTruthy();
    // The digits drawn for the eye are hidden from the reader, so nothing is read twice.
    const drawn = screen
      .getAllByText('1')
      .filter((element) => element.getAttribute('aria-hidden') === 'true');
    expect(drawn.length).toBeGreaterThan(0);
    expect(document.querySelector('p[aria-label]')).toBeNull();
  });

  it('writes the PIN in the page’s digits, in groups that keep their order right to left', () => {
    expect(shownPin('873489', 'en')).toBe('873 489');
    expect(shownPin('873489', 'ar')).toBe('٨٧٣\u200E ٤٨٩');
  });

  it('reads ranks in a ranking list in Arabic words and digits', async () => {
    await renderIn('ar', <RankingList ranking={ranking} label="الترتيب" />);
    expect(screen.getByText('المركز ١')).toBeTruthy();
    expect(screen.getByText('المركز ٢')).toBeTruthy();
    expect(document.querySelector('p[aria-label]')).toBeNull();
  });

  it('puts Lock and Start before the join details and the invite panel in the tab order', async () => {
    await renderIn(
      'en',
      <HostLobby view={lobby} commands={commands} extra={<button type="button">Invite people</button>} />,
    );
    const order = Array.from(document.querySelectorAll<HTMLElement>('button, a[href], input')).map(
      (element) => element.getAttribute('aria-label') ?? element.textContent.trim(),
    );
    const lock = order.indexOf('Lock');
    const start = order.indexOf('Start');
    expect(lock).toBe(0);
    expect(start).toBe(1);
    expect(order.indexOf('Copy the join link')).toBeGreaterThan(start);
    expect(order.indexOf('Invite people')).toBe(order.length - 1);
  });

  it('moves focus to the new screen when the pressed button goes away, and announces it', async () => {
    const { rerenderWith } = await renderIn(
      'en',
      <>
        <HostAnnouncer view={lobby} />
        <HostPhaseRegion phaseKey="lobby" label="Lobby">
          <button type="button">Start</button>
        </HostPhaseRegion>
      </>,
    );
    screen.getByRole('button', { name: 'Start' }).focus();
    expect(screen.getByTestId('host-announcer').textContent).toBe(
      'Lobby open. Players join with the game PIN 1 2 3 4 5 6.',
    );
    const question: HostView = {
      ...lobby,
      phase: 'question',
      question: {
        index: 0,
        count: 2,
        kind: 'single',
        text: { en: 'Is this phishing?', ar: 'هل هذا تصيد؟' },
        choices: [],
        image: null,
        opens_at: 0,
        closes_at: 1,
      },
    };
    rerenderWith(
      <>
        <HostAnnouncer view={question} />
        <HostPhaseRegion phaseKey="question:0" label="Question">
          <p>Is this phishing?</p>
        </HostPhaseRegion>
      </>,
    );
    expect(document.activeElement).toBe(screen.getByTestId('host-phase'));
    expect(screen.getByRole('region', { name: 'Question' })).toBe(document.activeElement);
    expect(screen.getByTestId('host-announcer').textContent).toBe('Question 1 of 2: Is this phishing?');
    expect(screen.getByTestId('host-announcer').getAttribute('aria-live')).toBe('polite');
  });

  it('leaves focus where it is when it was not lost (End quiz in the header stays)', async () => {
    const { rerenderWith } = await renderIn(
      'en',
      <>
        <button type="button">End quiz</button>
        <HostPhaseRegion phaseKey="question:0" label="Question">
          <p>Q</p>
        </HostPhaseRegion>
      </>,
    );
    screen.getByRole('button', { name: 'End quiz' }).focus();
    rerenderWith(
      <>
        <button type="button">End quiz</button>
        <HostPhaseRegion phaseKey="reveal:0" label="Results">
          <p>R</p>
        </HostPhaseRegion>
      </>,
    );
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'End quiz' }));
  });
});
