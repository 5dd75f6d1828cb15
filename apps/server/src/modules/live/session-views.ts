import {
  TYPED_ANSWER_MAX,
  sliderView,
  type HostView,
  type LivePlayer,
  type LiveQuestion,
  type PhaseState,
  type PlayerView,
  type RankEntry,
  type SessionStateView,
  type SessionSummary,
} from '@awarequest/contracts';
import { rankPlayers } from './live-scoring.js';
import { shuffledOrdering } from './seeded-shuffle.js';
import { lobbyTeams, rankTeams } from './live-teams.js';
import { performanceOf, rankEntry } from './session-engine.js';
import type {
  AnswerRecord,
  LiveQuestionDef,
  PlayerRecord,
  SessionCore,
  SessionCounts,
  SessionDef,
} from './session-model.js';

/**
 * What each audience sees of a session, pure. Players never see correct answers, others'
 * answers or the explanation before a question closes; with `show_questions_on_devices` off
 * they see only the answer shapes (texts null). The host sees the texts and, on attach, the
 * solution of the open question. An ordering's items come shuffled, the same for every screen
 * of the session and never in the right order; a slider comes with its range and unit only;
 * a typed answer with no choices, only its longest length. From get ready on, everyone has the coming question with its
 * answer window, so every screen opens it at the same moment without another message.
 */

export type Audience = { kind: 'host' } | { kind: 'player'; extendedTime: boolean; firstIndex?: number };

/** The choices as served: an ordering's shuffled by a seed of the session and question. */
function servedChoices(def: SessionDef, question: LiveQuestionDef) {
  if (question.kind !== 'ordering') return question.choices;
  return shuffledOrdering(question.choices, question.correctKeys, `${def.id}:${question.id}`);
}

/** What each kind adds to a question while it is open: never a part of its solution. */
function kindFields(question: LiveQuestionDef): Pick<LiveQuestion, 'slider' | 'max_length'> {
  if (question.kind === 'slider' && question.slider) return { slider: sliderView(question.slider) };
  if (question.kind === 'type_answer') return { max_length: TYPED_ANSWER_MAX };
  return {};
}

function questionView(core: SessionCore, def: SessionDef, audience: Audience): LiveQuestion | null {
  if (core.phase !== 'get_ready' && core.phase !== 'question' && core.phase !== 'reveal') return null;
  const question = def.questions[core.index];
  if (!question || core.opensAt === null) return null;
  // A late joiner waits for the next question; the open one is not theirs.
  if (audience.kind === 'player' && (audience.firstIndex ?? 0) > core.index) return null;
  const withTexts = audience.kind === 'host' || core.settings.show_questions_on_devices;
  const extended = audience.kind === 'player' && audience.extendedTime;
  return {
    index: core.index,
    count: core.questionsCount,
    kind: question.kind,
    text: withTexts ? question.text : null,
    choices: servedChoices(def, question).map((choice) => ({
      key: choice.key,
      text: withTexts ? choice.text : null,
      ...(choice.image
        ? { image: withTexts ? choice.image : null, image_alt: withTexts ? (choice.image_alt ?? null) : null }
        : {}),
    })),
    image: withTexts ? question.image : null,
    ...(question.image ? { image_alt: withTexts ? (question.imageAlt ?? null) : null } : {}),
    ...kindFields(question),
    opens_at: core.opensAt,
    closes_at: (extended ? core.extendedClosesAt : core.closesAt) ?? core.opensAt,
  };
}

/** A phase change as sent to an audience: the state without the title, which never changes. */
export function phaseView(
  core: SessionCore,
  def: SessionDef,
  counts: SessionCounts,
  audience: Audience,
  now: number,
): PhaseState {
  const extended = audience.kind === 'player' && audience.extendedTime;
  const phaseEndsAt =
    core.phase === 'question'
      ? ((extended ? core.extendedClosesAt : core.closesAt) ?? null)
      : core.phaseEndsAt;
  return {
    pin: core.pin,
    phase: core.phase,
    locked: core.locked,
    players_count: counts.players,
    question_index: Math.max(core.index, 0),
    questions_count: core.questionsCount,
    phase_ends_at: phaseEndsAt,
    server_now: now,
    question: questionView(core, def, audience),
    closed: core.phase === 'reveal' || core.phase === 'ended' ? core.closed : null,
  };
}

export const stateView = (...args: Parameters<typeof phaseView>): SessionStateView => ({
  title: args[0].title,
  ...phaseView(...args),
});

export const livePlayer = (player: PlayerRecord, connected: boolean): LivePlayer => ({
  id: player.id,
  nickname: player.nickname,
  avatar: player.avatar,
  connected,
  score: player.score,
  team: player.team ?? null,
});

/**
 * The ranking as it stands, ranked here rather than read from the records: a player who joined
 * after the last close (a late joiner) has no rank stored yet, and showed as rank 0.
 */
export const rankingOf = (players: readonly PlayerRecord[]): RankEntry[] =>
  rankPlayers(players).map(rankEntry);

export function hostView(input: {
  core: SessionCore;
  def: SessionDef;
  counts: SessionCounts;
  /** In ranking order once a question closed, else in joining order. */
  players: readonly PlayerRecord[];
  isConnected: (playerId: string) => boolean;
  answered: number;
  now: number;
}): HostView {
  const { core, def } = input;
  const question = def.questions[core.index];
  const showsSolution = (core.phase === 'question' || core.phase === 'reveal') && question;
  const isRanked = core.phase === 'reveal' || core.phase === 'ended';
  return {
    ...stateView(core, def, input.counts, { kind: 'host' }, input.now),
    settings: core.settings,
    players: input.players.map((player) => livePlayer(player, input.isConnected(player.id))),
    answered: core.phase === 'question' ? input.answered : 0,
    eligible: core.phase === 'question' ? core.eligible : null,
    correct_choice_keys: showsSolution ? [...question.correctKeys] : null,
    ranking: isRanked ? rankingOf(input.players) : null,
    teams: teamsOf(core, input.players),
  };
}

/** The teams with their standings: formed at the start, or the host's lobby teams; null when off. */
function teamsOf(core: SessionCore, players: readonly PlayerRecord[]) {
  const teams = core.teams ?? (core.phase === 'lobby' ? lobbyTeams(core.settings) : null);
  return teams ? rankTeams(teams, players) : null;
}

export function playerView(input: {
  core: SessionCore;
  def: SessionDef;
  counts: SessionCounts;
  player: PlayerRecord;
  connected: boolean;
  /** The player's answer to the open question. */
  myAnswer: AnswerRecord | null;
  now: number;
}): PlayerView {
  const { core, player } = input;
  const answer = core.phase === 'question' || core.phase === 'reveal' ? input.myAnswer : null;
  const audience: Audience = {
    kind: 'player',
    extendedTime: player.extendedTime,
    firstIndex: player.firstIndex,
  };
  return {
    ...stateView(core, input.def, input.counts, audience, input.now),
    player: {
      ...livePlayer(player, input.connected),
      streak: player.streak,
      extended_time: player.extendedTime,
    },
    my_answer: answer ? answer.keys : null,
    my_text: answer?.text ?? null,
    my_value: answer?.value ?? null,
    result: player.result,
    performance: core.phase === 'ended' ? performanceOf(player, input.counts.players) : null,
    team: myTeam(core, player),
  };
}

/**
 * The player's team: its standing as of their last result, or before any result its name with no
 * points (members are not counted here: the view is built without reading every player).
 */
function myTeam(core: SessionCore, player: PlayerRecord) {
  if (player.result?.team) return player.result.team;
  const team = player.team ? core.teams?.find((entry) => entry.id === player.team) : undefined;
  return team
    ? { id: team.id, kind: team.kind, name: team.name, rank: 0, score: team.score, members: 0 }
    : null;
}

export function summaryView(core: SessionCore, counts: SessionCounts): SessionSummary {
  return {
    pin: core.pin,
    title: core.title,
    phase: core.phase,
    locked: core.locked,
    late_join: core.settings.late_join,
    questions_count: core.questionsCount,
    players_count: counts.players,
  };
}
