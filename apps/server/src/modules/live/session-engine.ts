import {
  DEFAULT_MAX_PLAYERS,
  GET_READY_SECONDS,
  displayNickname,
  gradeAnswer,
  nicknameKey,
  parseAnswerFor,
  type ErrorCode,
  type LiveAnswerPayload,
  type QuestionClosed,
  type RankEntry,
  type SessionSettings,
} from '@awarequest/contracts';
import { answerPoints, answerWindowMs, rankPlayers } from './live-scoring.js';
import { answerFieldOf, answerRecordOf, givenAnswerOf, gradableOf } from './live-question-grading.js';
import { roomTally } from './live-question-stats.js';
import { isOffensiveNickname } from './nickname.js';
import { seatAvatar } from './live-avatars.js';
import { lateJoinerTeam, rankTeams, scoreTeams } from './live-teams.js';
import type {
  AnswerRecord,
  LiveEvent,
  LiveQuestionDef,
  Localized,
  PlayerRecord,
  SessionCore,
  SessionCounts,
} from './session-model.js';

/**
 * The rules of the live game, one pure function per transition: `(slices, …, now) -> { new
 * slices, events }`. They are the cases of the one entry point, `apply` in session-reducer.ts,
 * which picks the case for a command. No sockets, timers, storage or clock; the store applies
 * the new slices with a compare-and-set on the core's version (live-commit.ts), and the events
 * carry what the broadcaster sends (live-effects.ts).
 *
 * Cost: admitting a player and taking an answer read and write O(1) slices; closing a question
 * and ending rank every player once, O(N log N).
 */

export interface Refusal {
  ok: false;
  code: ErrorCode;
  /** The payload field the refusal is about, for the ack's `errors`. */
  field?: string;
}
export type Outcome<T> = ({ ok: true } & T) | Refusal;

const refuse = (code: ErrorCode, field?: string): Refusal =>
  field ? { ok: false, code, field } : { ok: false, code };

/** How many of the top of the ranking a reveal and the players' final screen show. */
export const LEADERBOARD_SIZE = 10;

interface Transition {
  core: SessionCore;
  events: LiveEvent[];
}

/** The next version of the core: every change bumps the version the store compares on. */
const advance = (core: SessionCore, changes: Partial<SessionCore>, now: number): SessionCore => ({
  ...core,
  ...changes,
  version: core.version + 1,
  updatedAt: now,
});

const noTimes = { opensAt: null, closesAt: null, extendedClosesAt: null } as const;

export function createCore(
  input: { id: string; pin: string; title: Localized; settings: SessionSettings; questionsCount: number },
  now: number,
): SessionCore {
  return {
    ...input,
    phase: 'lobby',
    locked: false,
    round: 1,
    index: -1,
    phaseStartedAt: now,
    phaseEndsAt: null,
    ...noTimes,
    eligible: 0,
    closed: null,
    closedAt: [],
    podium: null,
    version: 1,
    updatedAt: now,
  };
}

// ── players ─────────────────────────────────────────────────────────────────────────────────

export interface NewSeat {
  id: string;
  nickname: string;
  avatar: string;
  extendedTime: boolean;
  seatHash: string;
  userId: string | null;
  /** The first department of the signed-in user's profile, for department teams. */
  department?: string | null;
}

/** The session's seats. A core stored in Redis before the setting existed has none: the default. */
export function seatsOf(core: SessionCore): number {
  const stored: { max_players?: number } = core.settings;
  return stored.max_players ?? DEFAULT_MAX_PLAYERS;
}

/** The question a player joining now plays first: the next one once the game has started. */
function entryIndex(core: SessionCore): number {
  if (core.phase === 'lobby') return 0;
  if (core.phase === 'get_ready') return core.index;
  return core.index + 1;
}

/**
 * A new seat. Refused when the session ended, is locked, started with late join off, or has
 * no free seat, or when the nickname is offensive. Uniqueness of the nickname and the seat
 * count are the store's to check atomically as well (joins do not take the core's lock).
 */
export function admitPlayer(
  core: SessionCore,
  counts: SessionCounts,
  seat: NewSeat,
  now: number,
): Outcome<{ player: PlayerRecord; events: LiveEvent[] }> {
  if (core.phase === 'ended') return refuse('SESSION_ENDED');
  if (core.locked) return refuse('SESSION_LOCKED');
  if (core.phase !== 'lobby' && !core.settings.late_join) return refuse('SESSION_STARTED');
  if (counts.players >= seatsOf(core)) return refuse('SESSION_FULL');
  const nickname = displayNickname(seat.nickname);
  if (isOffensiveNickname(nickname)) return refuse('NICKNAME_OFFENSIVE', 'nickname');
  const player: PlayerRecord = {
    id: seat.id,
    nickname,
    nicknameKey: nicknameKey(nickname),
    avatar: seatAvatar(seat.avatar, counts.avatars),
    extendedTime: seat.extendedTime,
    seatHash: seat.seatHash,
    userId: seat.userId,
    department: seat.department ?? null,
    // Teams form at the start; a late joiner is put in one at once.
    team: lateJoinerTeam(core.teams, core.settings, counts.players, seat.department ?? null),
    joinedAt: now,
    firstIndex: entryIndex(core),
    ...freshStats,
  };
  return {
    ok: true,
    player,
    events: [{ type: 'player', player, removed: false, connected: true }, { type: 'seats' }],
  };
}

const freshStats = {
  score: 0,
  streak: 0,
  correct: 0,
  played: 0,
  polls: 0,
  answerMs: 0,
  rank: 0,
  result: null,
} as const;

export function setLocked(core: SessionCore, locked: boolean, now: number): Outcome<Transition> {
  if (core.locked === locked) return { ok: true, core, events: [] };
  const next = advance(core, { locked }, now);
  return { ok: true, core: next, events: [{ type: 'state', core: next }] };
}

/** Removes a player; they cannot come back to that seat. Bumps the version so a concurrent close retries without them. */
export function kickPlayer(
  core: SessionCore,
  player: PlayerRecord | undefined,
  now: number,
): Outcome<Transition & { removed: PlayerRecord }> {
  if (!player) return refuse('NOT_IN_SESSION', 'player_id');
  return {
    ok: true,
    core: advance(core, {}, now),
    removed: player,
    events: [
      { type: 'kicked', playerId: player.id },
      { type: 'player', player, removed: true, connected: false },
      { type: 'seats' },
    ],
  };
}

/**
 * A player gave their seat up (joined again from the same screen): it goes, nickname and count
 * included, as long as it is no part of the results. A seat that has played a question, or
 * whose game has ended, stays in the ranking, only disconnected (refused: SESSION_WRONG_PHASE).
 */
export function releaseSeat(
  core: SessionCore,
  player: PlayerRecord | undefined,
  now: number,
): Outcome<Transition & { removed: PlayerRecord }> {
  if (!player) return refuse('NOT_IN_SESSION');
  if (player.played > 0 || core.phase === 'ended') return refuse('SESSION_WRONG_PHASE');
  return {
    ok: true,
    core: advance(core, {}, now),
    removed: player,
    events: [{ type: 'player', player, removed: true, connected: false }, { type: 'seats' }],
  };
}

// ── phases ──────────────────────────────────────────────────────────────────────────────────

/**
 * The answer window of the question after get ready, fixed when get ready starts: the players'
 * screens get the question with these times at once and open it by themselves at that moment,
 * all together, whenever the server's timer runs. The question shows for `reading_seconds`,
 * then answers are open for `answer_seconds` (longer for players with extended time).
 */
function questionTimes(settings: SessionSettings, questionStartsAt: number) {
  const opensAt = questionStartsAt + settings.reading_seconds * 1000;
  return {
    opensAt,
    closesAt: opensAt + answerWindowMs(settings, false),
    extendedClosesAt: opensAt + answerWindowMs(settings, true),
  };
}

function getReady(core: SessionCore, index: number, now: number): SessionCore {
  const phaseEndsAt = now + GET_READY_SECONDS * 1000;
  return advance(
    core,
    {
      phase: 'get_ready',
      index,
      phaseStartedAt: now,
      phaseEndsAt,
      ...questionTimes(core.settings, phaseEndsAt),
      eligible: 0,
    },
    now,
  );
}

/** Lobby → get ready for the first question. Refused without players or questions ('Failed to start game'). */
export function startSession(core: SessionCore, counts: SessionCounts, now: number): Outcome<Transition> {
  if (core.phase !== 'lobby' || counts.players < 1 || core.questionsCount < 1)
    return refuse('SESSION_START_FAILED');
  const next = getReady(core, 0, now);
  return { ok: true, core: next, events: [{ type: 'state', core: next }] };
}

/** What the clock asks for now: open the question after get ready, close it after its last window. */
export function dueStep(core: SessionCore, now: number): 'open' | 'close' | null {
  if (core.phaseEndsAt === null || now < core.phaseEndsAt) return null;
  if (core.phase === 'get_ready') return 'open';
  if (core.phase === 'question') return 'close';
  return null;
}

/**
 * Get ready → question, in the answer window fixed at get ready (a late timer does not shorten
 * it). The server closes the question at the last window that applies to someone in the session.
 */
export function openQuestion(core: SessionCore, counts: SessionCounts, now: number): Outcome<Transition> {
  if (core.phase !== 'get_ready') return refuse('SESSION_WRONG_PHASE');
  // A core stored before get ready fixed the window (an older version's, in Redis) gets it now.
  const times =
    core.opensAt !== null && core.closesAt !== null && core.extendedClosesAt !== null
      ? { opensAt: core.opensAt, closesAt: core.closesAt, extendedClosesAt: core.extendedClosesAt }
      : questionTimes(core.settings, now);
  const next = advance(
    core,
    {
      phase: 'question',
      phaseStartedAt: now,
      ...times,
      phaseEndsAt: counts.extended > 0 ? times.extendedClosesAt : times.closesAt,
      eligible: counts.players,
    },
    now,
  );
  return { ok: true, core: next, events: [{ type: 'state', core: next }] };
}

/** When answers close for this player. */
export function deadlineOf(core: SessionCore, player: Pick<PlayerRecord, 'extendedTime'>): number | null {
  return player.extendedTime ? core.extendedClosesAt : core.closesAt;
}

/**
 * One answer, checked against the open question and the player's own window, and read for the
 * question's kind (a key of another question, two keys for a single choice, an ordering that is
 * not a permutation of the items, a number off the slider or an empty text: VALIDATION_FAILED).
 * The store keeps at most one per player and question, and takes it only while the question is open.
 */
export function submitAnswer(
  core: SessionCore,
  player: Pick<PlayerRecord, 'extendedTime' | 'firstIndex'>,
  payload: LiveAnswerPayload,
  question: LiveQuestionDef | undefined,
  now: number,
): Outcome<{ answer: AnswerRecord }> {
  const deadline = deadlineOf(core, player);
  if (
    core.phase !== 'question' ||
    !question ||
    payload.question_index !== core.index ||
    player.firstIndex > core.index ||
    deadline === null ||
    core.opensAt === null
  )
    return refuse('ANSWER_CLOSED');
  if (now < core.opensAt) return refuse('ANSWER_NOT_OPEN');
  if (now > deadline) return refuse('ANSWER_CLOSED');
  const given = parseAnswerFor(gradableOf(question), payload);
  if (!given) return refuse('VALIDATION_FAILED', answerFieldOf(question.kind));
  return { ok: true, answer: answerRecordOf(question.kind, given, now) };
}

export interface ClosedQuestion extends Transition {
  /** Every player, ranked, with this question scored. */
  players: PlayerRecord[];
  closed: QuestionClosed;
}

export const rankEntry = (player: PlayerRecord): RankEntry => ({
  rank: player.rank,
  player_id: player.id,
  nickname: player.nickname,
  avatar: player.avatar,
  score: player.score,
  correct: player.correct,
});

/**
 * Scores one question for one player who plays it: the speed-based points times the answer's
 * credit (all or nothing but for a slider's closeness). A poll scores nothing and leaves the
 * streak, the right answers and the answer time as they were.
 */
function scorePlayer(
  core: SessionCore,
  player: PlayerRecord,
  answer: AnswerRecord | undefined,
  question: LiveQuestionDef,
): PlayerRecord {
  const windowMs = answerWindowMs(core.settings, player.extendedTime);
  const grade = answer
    ? gradeAnswer(gradableOf(question), givenAnswerOf(answer), { partial: false })
    : { credit: 0, isCorrect: false, scored: question.kind !== 'poll' };
  const { credit, isCorrect, scored } = grade;
  const elapsedMs = answer
    ? Math.min(Math.max(answer.at - (core.opensAt ?? answer.at), 0), windowMs)
    : windowMs;
  const streak = !scored ? player.streak : isCorrect ? player.streak + 1 : 0;
  const points = scored ? answerPoints(core.settings, { credit, isCorrect, elapsedMs, windowMs, streak }) : 0;
  return {
    ...player,
    score: player.score + points,
    streak,
    correct: player.correct + (isCorrect ? 1 : 0),
    played: player.played + 1,
    polls: (player.polls ?? 0) + (scored ? 0 : 1),
    answerMs: player.answerMs + (scored ? elapsedMs : 0),
    result: {
      index: core.index,
      answered: answer !== undefined,
      is_correct: isCorrect,
      credit,
      scored,
      points,
      score: player.score + points,
      streak,
      rank: 0,
      players: 0,
    },
  };
}

/**
 * Question → reveal: scores every player who plays this question, ranks everyone, and gives
 * the room the solution, the distribution of answers and the top of the ranking. O(N log N),
 * once per question. The store commits it only if no answer arrived since `answers` was read.
 */
export function closeQuestion(
  core: SessionCore,
  players: readonly PlayerRecord[],
  answers: ReadonlyMap<string, AnswerRecord>,
  question: LiveQuestionDef | undefined,
  now: number,
): Outcome<ClosedQuestion> {
  if (core.phase !== 'question' || !question) return refuse('SESSION_WRONG_PHASE');
  const tally = roomTally(question);
  let answered = 0;
  const scored = players.map((player) => {
    if (player.firstIndex > core.index) return player;
    const answer = answers.get(player.id);
    if (answer) {
      answered += 1;
      tally.add(answer);
    }
    return scorePlayer(core, player, answer, question);
  });
  const teams = core.teams ? scoreTeams(core.teams, scored, core.index) : null;
  const rankedTeams = teams ? rankTeams(teams, scored) : null;
  const teamOf = new Map(rankedTeams?.map((team) => [team.id, team]));
  const ranked = rankPlayers(scored).map((player) =>
    player.result?.index === core.index
      ? {
          ...player,
          result: {
            ...player.result,
            rank: player.rank,
            players: scored.length,
            ...(rankedTeams ? { team: (player.team && teamOf.get(player.team)) || null } : {}),
          },
        }
      : player,
  );
  const closed: QuestionClosed = {
    index: core.index,
    correct_choice_keys: [...question.correctKeys],
    explanation: question.explanation,
    ...tally.result(),
    ...solutionOf(question),
    answered,
    players: ranked.length,
    leaderboard: ranked.slice(0, LEADERBOARD_SIZE).map(rankEntry),
    ...(rankedTeams ? { teams: rankedTeams } : {}),
  };
  const closedAt = [...core.closedAt];
  closedAt[core.index] = now;
  const next = advance(
    core,
    {
      phase: 'reveal',
      phaseStartedAt: now,
      phaseEndsAt: null,
      closed,
      closedAt,
      ...(teams ? { teams } : {}),
    },
    now,
  );
  return {
    ok: true,
    core: next,
    players: ranked,
    closed,
    events: [
      { type: 'closed', closed, players: ranked },
      { type: 'state', core: next },
    ],
  };
}

/** The solution a typed answer or a slider adds to the right keys, once the question closes. */
function solutionOf(question: LiveQuestionDef): Pick<QuestionClosed, 'accepted_answers' | 'slider'> {
  if (question.kind === 'type_answer') return { accepted_answers: [...(question.acceptedAnswers ?? [])] };
  if (question.kind === 'slider' && question.slider) {
    const { answer, tolerance, limit, unit } = question.slider;
    return { slider: { answer, tolerance, limit, unit } };
  }
  return {};
}

/** Reveal → get ready for the next question. After the last one, `endSession` applies instead. */
export function nextQuestion(core: SessionCore, now: number): Outcome<Transition> {
  if (core.phase !== 'reveal' || core.index + 1 >= core.questionsCount) return refuse('SESSION_WRONG_PHASE');
  const next = getReady(core, core.index + 1, now);
  return { ok: true, core: next, events: [{ type: 'state', core: next }] };
}

/** True when the host's "next" ends the game: the last question has been revealed. */
export const isLastReveal = (core: SessionCore): boolean =>
  core.phase === 'reveal' && core.index + 1 >= core.questionsCount;

export interface EndedSession extends Transition {
  players: PlayerRecord[];
  ranking: RankEntry[];
}

/**
 * Any phase → ended (the host ends at any time, or "next" after the last reveal). A question
 * still open is closed and scored first, so answers already given count.
 */
export function endSession(
  core: SessionCore,
  players: readonly PlayerRecord[],
  open: { answers: ReadonlyMap<string, AnswerRecord>; question: LiveQuestionDef | undefined } | null,
  now: number,
): Outcome<EndedSession> {
  if (core.phase === 'ended') return refuse('SESSION_WRONG_PHASE');
  let current = core;
  let standing: readonly PlayerRecord[] = players;
  const events: LiveEvent[] = [];
  if (core.phase === 'question' && open) {
    const closed = closeQuestion(core, players, open.answers, open.question, now);
    if (!closed.ok) return closed;
    current = closed.core;
    standing = closed.players;
    events.push(closed.events[0] as LiveEvent);
  }
  const ranked = rankPlayers(standing);
  const ranking = ranked.map(rankEntry);
  const next = advance(
    current,
    {
      phase: 'ended',
      phaseStartedAt: now,
      phaseEndsAt: null,
      ...noTimes,
      podium: ranking.slice(0, LEADERBOARD_SIZE),
    },
    now,
  );
  // A close folded into the end bumps the version once only: the store compares on `core`'s.
  next.version = core.version + 1;
  const teams = next.teams ? rankTeams(next.teams, ranked) : null;
  events.push({ type: 'state', core: next }, { type: 'ended', ranking, players: ranked, teams });
  return { ok: true, core: next, players: ranked, ranking, events };
}

/** Any phase → lobby: scores cleared, players kept (with their seats), a new round of answers. */
export function resetSession(
  core: SessionCore,
  players: readonly PlayerRecord[],
  now: number,
): Outcome<Transition & { players: PlayerRecord[] }> {
  const next = advance(
    core,
    {
      phase: 'lobby',
      round: core.round + 1,
      index: -1,
      phaseStartedAt: now,
      phaseEndsAt: null,
      ...noTimes,
      eligible: 0,
      closed: null,
      closedAt: [],
      podium: null,
      teams: null,
    },
    now,
  );
  const cleared = players.map((player) => ({ ...player, ...freshStats, firstIndex: 0 }));
  return { ok: true, core: next, players: cleared, events: [{ type: 'state', core: next }] };
}

/** A player's performance (docs/product.md §2): score, correct, wrong, accuracy, rank. Polls count in none. */
export function performanceOf(player: PlayerRecord, playersCount: number) {
  const scored = player.played - (player.polls ?? 0);
  const wrong = scored - player.correct;
  return {
    score: player.score,
    correct: player.correct,
    wrong,
    accuracy: scored === 0 ? 0 : Math.round((100 * player.correct) / scored),
    rank: player.rank,
    players: playersCount,
  };
}
