import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  sessionSettingsSchema,
  type HostView,
  type SessionSettingsInput,
  type TeamRankEntry,
} from '@awarequest/contracts';
import arLive from '../../../../locales/ar/live.json';
import enLive from '../../../../locales/en/live.json';
import arAvatars from '../../../../locales/ar/avatars.json';
import enAvatars from '../../../../locales/en/avatars.json';
import { addNumberFormat } from '../../../../lib/i18n';
import type { useHostCommand } from '../../hooks/use-host-command';
import { lobbyTeams } from '../../model/host-teams';
import { YourTeam } from '../player/your-team';
import { TeamLeaderboard } from './team-leaderboard';
import { TeamPodium } from './team-podium';
import { TeamsSetup } from './teams-setup';
import { useForm } from 'react-hook-form';
import { createFormDefaults, type CreateFormInput } from '../../model/create-form';
import { TeamSettingsFields } from '../team-settings-fields';

/** The creation form's team fields, reporting the form's values on every change. */
function CreateForm({ onValues }: { onValues: (values: CreateFormInput) => void }) {
  const form = useForm<CreateFormInput>({ defaultValues: createFormDefaults() });
  onValues(form.watch());
  return <TeamSettingsFields control={form.control} />;
}

async function renderIn(language: 'en' | 'ar', node: ReactNode) {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: language,
    resources: { en: { live: enLive, avatars: enAvatars }, ar: { live: arLive, avatars: arAvatars } },
    defaultNS: 'live',
    interpolation: { escapeValue: false },
  });
  addNumberFormat(i18n);
  const wrap = (inner: ReactNode) => (
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <div dir={language === 'ar' ? 'rtl' : 'ltr'}>{inner}</div>
      </MantineProvider>
    </I18nextProvider>
  );
  const result = render(wrap(node));
  return {
    ...result,
    rerender: (inner: ReactNode) => {
      result.rerender(wrap(inner));
    },
  };
}

afterEach(() => {
  document.body.innerHTML = '';
});

function commandsMock() {
  return {
    pending: null,
    send: vi.fn(() => Promise.resolve(true)),
    kick: vi.fn(() => Promise.resolve(true)),
    setTeams: vi.fn(() => Promise.resolve(true)),
    assignTeam: vi.fn(() => Promise.resolve(true)),
  } satisfies ReturnType<typeof useHostCommand>;
}

function lobby(settings: SessionSettingsInput): HostView {
  const parsed = sessionSettingsSchema.parse(settings);
  const players = [
    { id: 'p1', nickname: 'Amal', avatar: 'cat', connected: true, score: 0, team: 'A' },
    { id: 'p2', nickname: 'Badr', avatar: 'dog', connected: true, score: 0, team: null },
  ];
  return {
    pin: '123456',
    title: { en: 'Game', ar: 'لعبة' },
    phase: 'lobby',
    locked: false,
    players_count: 2,
    question_index: 0,
    questions_count: 3,
    phase_ends_at: null,
    server_now: 0,
    question: null,
    closed: null,
    settings: parsed,
    players,
    answered: 0,
    eligible: null,
    correct_choice_keys: null,
    ranking: null,
    teams: lobbyTeams(parsed, players),
  };
}

const TEAMS: TeamRankEntry[] = [
  { id: 'd:finance', kind: 'department', name: 'Finance', rank: 1, score: 1500, members: 4 },
  { id: 'none', kind: 'no_department', name: '', rank: 2, score: 900, members: 1 },
  { id: 'd:it', kind: 'department', name: 'IT', rank: 3, score: 250, members: 12 },
  { id: 'd:hr', kind: 'department', name: 'HR', rank: 4, score: 0, members: 2 },
];

describe('the team setup in the lobby', () => {
  it('sends the mode chosen with the size and count kept', async () => {
    const commands = commandsMock();
    await renderIn('en', <TeamsSetup view={lobby({})} commands={commands} />);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'No teams' }).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Random' }));
    expect(commands.setTeams).toHaveBeenCalledWith({ team_mode: 'random', team_size: 4, team_count: 2 });
  });

  it('asks for the size of random teams', async () => {
    const commands = commandsMock();
    await renderIn('en', <TeamsSetup view={lobby({ team_mode: 'random' })} commands={commands} />);
    fireEvent.change(screen.getByRole('combobox', { name: 'Players per team' }), { target: { value: '6' } });
    expect(commands.setTeams).toHaveBeenCalledWith({ team_mode: 'random', team_size: 6, team_count: 2 });
    expect(screen.getByTestId('teams-hint').textContent).toContain('teams of this size');
  });

  it('lets the host put each player in a team, each select named after the player', async () => {
    const commands = commandsMock();
    await renderIn(
      'en',
      <TeamsSetup view={lobby({ team_mode: 'host', team_count: 3 })} commands={commands} />,
    );
    const amal = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Team of Amal' });
    expect(amal.value).toBe('A');
    expect(within(amal).getByRole('option', { name: 'Team A · 1 player' })).toBeTruthy();
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Team of Badr' }).value).toBe('');
    fireEvent.change(screen.getByRole('combobox', { name: 'Team of Badr' }), { target: { value: 'C' } });
    expect(commands.assignTeam).toHaveBeenCalledWith({ player_id: 'p2', team_id: 'C' });
  });

  it('shows the chosen mode at once while the server has not answered, and the old one if it refuses', async () => {
    const commands = commandsMock();
    let answer: (isSent: boolean) => void = () => undefined;
    commands.setTeams.mockImplementation(() => new Promise<boolean>((resolve) => (answer = resolve)));
    await renderIn('en', <TeamsSetup view={lobby({})} commands={commands} />);
    fireEvent.click(screen.getByRole('radio', { name: 'I assign them' }));
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'I assign them' }).checked).toBe(true);
    expect(screen.getByRole('combobox', { name: 'Team of Amal' })).toBeTruthy();
    await act(async () => {
      answer(false);
    });
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'No teams' }).checked).toBe(true);
    expect(screen.queryByRole('combobox', { name: 'Team of Amal' })).toBeNull();
  });

  it("keeps a player's new team shown until the server's lobby says so", async () => {
    const commands = commandsMock();
    commands.assignTeam.mockImplementation(() => new Promise<boolean>(() => undefined));
    const view = lobby({ team_mode: 'host', team_count: 3 });
    const { rerender } = await renderIn('en', <TeamsSetup view={view} commands={commands} />);
    fireEvent.change(screen.getByRole('combobox', { name: 'Team of Badr' }), { target: { value: 'C' } });
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Team of Badr' }).value).toBe('C');
    const moved = { ...view, players: view.players.map((p) => (p.id === 'p2' ? { ...p, team: 'B' } : p)) };
    rerender(<TeamsSetup view={moved} commands={commands} />);
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Team of Badr' }).value).toBe('B');
  });

  it('reads in Arabic, with the team names and counts in Arabic', async () => {
    await renderIn('ar', <TeamsSetup view={lobby({ team_mode: 'host' })} commands={commandsMock()} />);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'أوزّعهم بنفسي' }).checked).toBe(true);
    const amal = screen.getByRole('combobox', { name: 'فريق Amal' });
    expect(within(amal).getByRole('option', { name: 'الفريق A · لاعب واحد' })).toBeTruthy();
  });
});

describe('the team leaderboard and podium', () => {
  it('lists every team with its rank, name, players and points, read out in words', async () => {
    await renderIn('en', <TeamLeaderboard teams={TEAMS} />);
    const list = screen.getByRole('list', { name: 'Team leaderboard' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Rank 11Finance4 players1500 team points1500',
      'Rank 22No department1 player900 team points900',
      'Rank 33IT12 players250 team points250',
      'Rank 44HR2 players0 team points0',
    ]);
  });

  it('puts the top three teams on the podium in Arabic digits', async () => {
    await renderIn('ar', <TeamPodium teams={TEAMS} />);
    const podium = screen.getByRole('list', { name: 'منصة الفرق' });
    const places = within(podium).getAllByRole('listitem');
    expect(places).toHaveLength(3);
    expect(places[0]?.textContent).toContain('Finance');
    expect(places[0]?.textContent).toContain('١٥٠٠ نقطة للفريق');
    expect(places[1]?.textContent).toContain('بدون قسم');
    expect(places[2]?.getAttribute('data-rank')).toBe('3');
  });
});

describe("the player's team line", () => {
  it('shows the team, its place among the teams and its points', async () => {
    const closed = {
      index: 0,
      correct_choice_keys: ['a'],
      explanation: { en: '', ar: '' },
      distribution: {},
      answered: 3,
      players: 3,
      leaderboard: [],
      teams: TEAMS,
    };
    await renderIn('en', <YourTeam view={{ team: TEAMS[1], closed }} />);
    expect(screen.getByTestId('your-team').textContent).toBe(
      'Your team: No departmentPlace 2 of 4900 team points',
    );
  });

  it('shows nothing without a team, and the name alone before the first reveal', async () => {
    await renderIn('ar', <YourTeam view={{ team: null, closed: null }} />);
    expect(screen.queryByTestId('your-team')).toBeNull();
    await renderIn('ar', <YourTeam view={{ team: { ...TEAMS[0]!, rank: 0, score: 0 }, closed: null }} />);
    expect(screen.getByTestId('your-team').textContent).toBe('فريقك: Finance٠ نقطة للفريق');
  });
});

describe('the team fields of the creation form', () => {
  it('starts without teams and asks for the size once random teams are chosen, in Arabic digits', async () => {
    let values: CreateFormInput | undefined;
    await renderIn('ar', <CreateForm onValues={(next) => (values = next)} />);
    const mode = screen.getByRole<HTMLSelectElement>('combobox', { name: 'نظام الفرق' });
    expect(mode.value).toBe('off');
    expect(screen.queryByRole('combobox', { name: 'عدد اللاعبين في كل فريق' })).toBeNull();
    fireEvent.change(mode, { target: { value: 'random' } });
    const size = screen.getByRole<HTMLSelectElement>('combobox', { name: 'عدد اللاعبين في كل فريق' });
    expect(within(size).getByRole('option', { name: '٦' })).toBeTruthy();
    fireEvent.change(size, { target: { value: '6' } });
    expect(values).toMatchObject({ team_mode: 'random', team_size: 6, team_count: 2 });
  });
});
