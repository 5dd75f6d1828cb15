import type { LiveAnswerPayload, TeamsSetupPayload } from '@awarequest/contracts';
import { teamModeOf } from './live-teams.js';
import { assignTeam, formStartTeams, setTeamMode } from './session-teams.js';
import {
  admitPlayer,
  closeQuestion,
  dueStep,
  endSession,
  isLastReveal,
  kickPlayer,
  nextQuestion,
  openQuestion,
  releaseSeat,
  resetSession,
  seatsOf,
  setLocked,
  startSession,
  submitAnswer,
  type NewSeat,
  type Outcome,
} from './session-engine.js';
import type {
  AnswerRecord,
  LiveEvent,
  PlayerRecord,
  SessionCore,
  SessionCounts,
  SessionDef,
} from './session-model.js';
import type { Commit } from './session-store.js';

/**
 * The live game as one pure reducer: `apply(state, command, now) -> { state, write, events }`
 * over one command union. The cases are session-engine.ts's functions. `slicesFor` says which
 * slices a command reads beyond the core (so an answer reads one player, a close every player
 * once); `write` says how the store applies the result atomically (live-commit.ts commits it
 * with a compare-and-set on the core's version and retries on a conflict); `events` carry what
 * the broadcaster sends. No sockets, timers, storage or clock.
 */

export type HostCommand =
  | { type: 'lock' }
  | { type: 'unlock' }
  | { type: 'start' }
  | { type: 'next' }
  | { type: 'end' }
  | { type: 'reset' }
  | { type: 'kick'; playerId: string }
  /** The team mode, size and count (lobby). */
  | { type: 'teams'; setup: TeamsSetupPayload }
  /** A player put in a team by the host (lobby, team mode "host"). */
  | { type: 'assign'; playerId: string; teamId: string };

export type LiveCommand =
  | HostCommand
  | { type: 'join'; seat: NewSeat }
  /** Back to a seat; `holdsSeat` checks the seat token against the seat's stored hash. */
  | { type: 'rejoin'; playerId: string; holdsSeat: (seatHash: string) => boolean }
  | { type: 'answer'; playerId: string; payload: LiveAnswerPayload }
  /** A connection gave its seat up: freed if it has no part in the results, else only left. */
  | { type: 'release'; playerId: string }
  /**
   * The clock's step: open the question after get ready, close it after its last window; or
   * close question `early` of its round now (everyone answered).
   */
  | { type: 'step'; early?: { round: number; index: number } | undefined };

/** The slices a command decides on: always the core, its counts and definition; others on demand. */
export interface SessionState {
  core: SessionCore;
  counts: SessionCounts;
  def: SessionDef;
  /** The command's own player (rejoin, answer, kick, release); undefined when not seated. */
  player?: PlayerRecord | undefined;
  /** Every player (closing a question, ending, resetting). */
  players?: readonly PlayerRecord[];
  /** The open question's answers (closing it, or ending while it is open). */
  answers?: ReadonlyMap<string, AnswerRecord>;
}

/** How the store applies a decision: one atomic step each. */
export type SessionWrite =
  /** A seat, if the core is still at the version read and the session has a free seat. */
  | { kind: 'seat'; player: PlayerRecord; seats: number }
  /** A player's first answer to the open question. */
  | { kind: 'answer'; question: { round: number; index: number }; playerId: string; answer: AnswerRecord }
  /** A compare-and-set on the core's version. */
  | { kind: 'commit'; change: Commit };

export interface Applied {
  /** The slices after the command (counts included). */
  state: SessionState;
  /** Null when nothing is to be stored (a lock already on, a step not due, a rejoin). */
  write: SessionWrite | null;
  events: LiveEvent[];
}

/** The `player` id a command names, whose record it reads. */
export function playerIdOf(command: LiveCommand): string | undefined {
  return 'playerId' in command ? command.playerId : undefined;
}

const isEarlyClose = (command: LiveCommand, core: SessionCore) =>
  command.type === 'step' &&
  command.early !== undefined &&
  core.phase === 'question' &&
  core.round === command.early.round &&
  core.index === command.early.index;

/** Whether the command closes the open question now. */
function closesQuestion(command: LiveCommand, core: SessionCore, now: number): boolean {
  if (command.type === 'next') return core.phase === 'question';
  if (command.type !== 'step') return false;
  return isEarlyClose(command, core) || dueStep(core, now) === 'close';
}

function endsSession(command: LiveCommand, core: SessionCore): boolean {
  return command.type === 'end' || (command.type === 'next' && isLastReveal(core));
}

/** Which slices beyond the core `command` needs, given the core read: the rest is never read. */
export function slicesFor(
  command: LiveCommand,
  core: SessionCore,
  now: number,
): { players: boolean; answers: boolean } {
  if (closesQuestion(command, core, now)) return { players: true, answers: true };
  if (endsSession(command, core)) return { players: true, answers: core.phase === 'question' };
  // The start forms the teams when teams are on: it reads every player once.
  const isTeamStart = command.type === 'start' && teamModeOf(core.settings) !== 'off';
  return { players: command.type === 'reset' || isTeamStart, answers: false };
}

function sliceOf<T>(slice: T | undefined, name: string): T {
  if (slice === undefined) throw new Error(`live: the ${name} slice was not read`);
  return slice;
}

const unchanged = (state: SessionState): Applied => ({ state, write: null, events: [] });

function committed(
  state: SessionState,
  outcome: { core: SessionCore; events: LiveEvent[] },
  change: Omit<Commit, 'core'> = {},
  counts: SessionCounts = state.counts,
): Outcome<Applied> {
  return {
    ok: true,
    state: { ...state, core: outcome.core, counts },
    write: { kind: 'commit', change: { core: outcome.core, ...change } },
    events: outcome.events,
  };
}

const answersGuard = (core: SessionCore, answers: ReadonlyMap<string, AnswerRecord>) => ({
  round: core.round,
  index: core.index,
  count: answers.size,
});

/** Closes the open question; a question already closed (by another command) leaves all as is. */
function close(state: SessionState, now: number): Outcome<Applied> {
  const { core, def } = state;
  const answers = sliceOf(state.answers, 'answers');
  const closed = closeQuestion(
    core,
    sliceOf(state.players, 'players'),
    answers,
    def.questions[core.index],
    now,
  );
  if (!closed.ok) return { ok: true, ...unchanged(state) };
  return committed(state, closed, { players: closed.players, answersGuard: answersGuard(core, answers) });
}

function end(state: SessionState, now: number): Outcome<Applied> {
  const { core, def } = state;
  const answers = core.phase === 'question' ? sliceOf(state.answers, 'answers') : undefined;
  const open = answers ? { answers, question: def.questions[core.index] } : null;
  const ended = endSession(core, sliceOf(state.players, 'players'), open, now);
  if (!ended.ok) return ended;
  return committed(state, ended, {
    players: ended.players,
    ...(answers ? { answersGuard: answersGuard(core, answers) } : {}),
  });
}

function step(state: SessionState, command: LiveCommand, now: number): Outcome<Applied> {
  const { core, counts } = state;
  if (closesQuestion(command, core, now)) return close(state, now);
  if (dueStep(core, now) !== 'open') return { ok: true, ...unchanged(state) };
  const opened = openQuestion(core, counts, now);
  return opened.ok ? committed(state, opened) : { ok: true, ...unchanged(state) };
}

function join(state: SessionState, seat: NewSeat, now: number): Outcome<Applied> {
  const { core, counts } = state;
  const admitted = admitPlayer(core, counts, seat, now);
  if (!admitted.ok) return admitted;
  const { player } = admitted;
  const after = {
    players: counts.players + 1,
    extended: counts.extended + (player.extendedTime ? 1 : 0),
  };
  return {
    ok: true,
    state: { ...state, counts: after, player },
    write: { kind: 'seat', player, seats: seatsOf(core) },
    events: admitted.events,
  };
}

function answer(state: SessionState, payload: LiveAnswerPayload, now: number): Outcome<Applied> {
  const { core, def, player } = state;
  if (!player) return { ok: false, code: 'NOT_IN_SESSION' };
  const taken = submitAnswer(core, player, payload, def.questions[core.index], now);
  if (!taken.ok) return taken;
  const question = { round: core.round, index: core.index };
  return {
    ok: true,
    state,
    write: { kind: 'answer', question, playerId: player.id, answer: taken.answer },
    events: [],
  };
}

/** A seat freed (and the count with it), or, when it has a part in the results, only left. */
function release(state: SessionState, now: number): Outcome<Applied> {
  const { core, counts, player } = state;
  const released = releaseSeat(core, player, now);
  if (released.ok)
    return committed(
      state,
      released,
      { remove: released.removed },
      { ...counts, players: counts.players - 1 },
    );
  if (!player) return released;
  return {
    ok: true,
    state,
    write: null,
    events: [{ type: 'player', player, removed: false, connected: false }],
  };
}

/** The command applied to the slices read: the decision, how to store it, and what to tell. */
export function apply(state: SessionState, command: LiveCommand, now: number): Outcome<Applied> {
  const { core, counts } = state;
  switch (command.type) {
    case 'join':
      return join(state, command.seat, now);
    case 'rejoin':
      if (!state.player || !command.holdsSeat(state.player.seatHash))
        return { ok: false, code: 'NOT_IN_SESSION' };
      return { ok: true, ...unchanged(state) };
    case 'answer':
      return answer(state, command.payload, now);
    case 'release':
      return release(state, now);
    case 'step':
      return step(state, command, now);
    case 'lock':
    case 'unlock': {
      const locked = setLocked(core, command.type === 'lock', now);
      if (!locked.ok) return locked;
      return locked.events.length === 0 ? { ok: true, ...unchanged(state) } : committed(state, locked);
    }
    case 'start': {
      const started = startSession(core, counts, now);
      if (!started.ok) return started;
      const formed = state.players ? formStartTeams(started.core, state.players) : null;
      if (!formed) return committed(state, started);
      const events: LiveEvent[] = [{ type: 'state', core: formed.core }];
      return committed(state, { core: formed.core, events }, { players: formed.players });
    }
    case 'teams': {
      const set = setTeamMode(core, command.setup, now);
      return set.ok ? committed(state, set) : set;
    }
    case 'assign': {
      const assigned = assignTeam(core, state.player, command.teamId, now);
      return assigned.ok ? committed(state, assigned, { players: [assigned.player] }) : assigned;
    }
    case 'next': {
      if (core.phase === 'question') return close(state, now);
      if (isLastReveal(core)) return end(state, now);
      const next = nextQuestion(core, now);
      return next.ok ? committed(state, next) : next;
    }
    case 'end':
      return end(state, now);
    case 'reset': {
      const reset = resetSession(core, sliceOf(state.players, 'players'), now);
      return reset.ok ? committed(state, reset, { players: reset.players }) : reset;
    }
    case 'kick': {
      const kicked = kickPlayer(core, state.player, now);
      if (!kicked.ok) return kicked;
      return committed(state, kicked, { remove: kicked.removed }, { ...counts, players: counts.players - 1 });
    }
  }
}
