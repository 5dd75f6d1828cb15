import type { RuleMessage } from '@awarequest/contracts';
import { AppError } from '../../lib/app-error.js';
import type { LiveClock } from './live-clock.js';
import type { Refusal } from './session-engine.js';
import {
  apply,
  playerIdOf,
  slicesFor,
  type Applied,
  type LiveCommand,
  type SessionState,
  type SessionWrite,
} from './session-reducer.js';
import type { SessionStore } from './session-store.js';

/**
 * The one way a command reaches the store: read the slices it needs, apply it, write the
 * result with a compare-and-set on the core's version, and on a conflict (another command or
 * instance came first) read again and retry, up to MAX_TRIES. Refusals become AppErrors.
 */

/** Compare-and-set attempts before giving up (only a storm of commands on one session needs a second). */
const MAX_TRIES = 10;

const FIELD_RULES: Partial<Record<string, RuleMessage>> = {
  NICKNAME_TAKEN: { rule: 'nickname_taken' },
  NICKNAME_OFFENSIVE: { rule: 'nickname_offensive' },
};

function fail(refusal: Pick<Refusal, 'code' | 'field'>): never {
  const { code, field } = refusal;
  throw new AppError(code, {}, field ? { [field]: FIELD_RULES[code] ?? code } : undefined);
}

/** What a committed command did: its decision, and the answers counted after an answer. */
export interface Committed {
  state: SessionState;
  events: Applied['events'];
  answersCount?: number;
}

interface ReadState {
  state: SessionState;
  now: number;
}

interface CommitHooks {
  /** Runs after the decision and before its write (seals a game's questions); may refuse by throwing. */
  beforeWrite(command: LiveCommand, before: SessionState, applied: Applied): Promise<void>;
  /** Tells the room what a command changed (or, for a seat only left, what happened). */
  afterWrite(pin: string, committed: Committed): void;
}

export function createCommitter(store: SessionStore, clock: LiveClock, hooks: CommitHooks) {
  /** The core, its counts and the session's definition. */
  async function readSession(pin: string) {
    const [read, def] = await Promise.all([store.read(pin), store.definition(pin)]);
    if (!read || !def) throw new AppError('SESSION_NOT_FOUND');
    return { ...read, def };
  }

  /** The core, counts and definition, and the command's own player. */
  async function readBase(pin: string, command: LiveCommand) {
    const playerId = playerIdOf(command);
    const [session, player] = await Promise.all([
      readSession(pin),
      playerId === undefined ? undefined : store.player(pin, playerId),
    ]);
    return { ...session, ...(playerId === undefined ? {} : { player }) };
  }

  /**
   * The slices `command` decides on (every player only when it needs them), and the time it
   * applies at: the server's clock once the core is read.
   */
  async function readState(pin: string, command: LiveCommand): Promise<ReadState> {
    const base = await readBase(pin, command);
    const now = clock.now();
    const { core } = base;
    const needs = slicesFor(command, core, now);
    if (!needs.players && !needs.answers) return { state: base, now };
    const [players, answers] = await Promise.all([
      needs.players ? store.players(pin) : undefined,
      needs.answers ? store.answers(pin, core.round, core.index) : undefined,
    ]);
    return { state: { ...base, ...(players ? { players } : {}), ...(answers ? { answers } : {}) }, now };
  }

  /** Writes a decision: 'conflict' when the core moved on since it was read. */
  async function write(
    pin: string,
    version: number,
    change: SessionWrite,
  ): Promise<'conflict' | { answersCount?: number }> {
    switch (change.kind) {
      case 'seat': {
        const added = await store.addPlayer(pin, change.player, version, change.seats);
        if (added.ok) return {};
        if (added.code === 'RETRY') return 'conflict';
        return fail({ code: added.code, field: added.code === 'NICKNAME_TAKEN' ? 'nickname' : undefined });
      }
      case 'answer': {
        const added = await store.addAnswer(pin, change.question, change.playerId, change.answer);
        if (!added.ok) fail(added);
        return { answersCount: added.count };
      }
      case 'commit':
        return (await store.commit(pin, version, change.change)) ? {} : 'conflict';
    }
  }

  /**
   * Applies `command` to session `pin` and commits it. `first` is state the caller read
   * already (the first attempt uses it rather than reading again).
   */
  async function commit(pin: string, command: LiveCommand, first?: ReadState): Promise<Committed> {
    let known = first;
    for (let attempt = 0; attempt < MAX_TRIES; attempt++) {
      const { state, now } = known ?? (await readState(pin, command));
      known = undefined;
      const applied = apply(state, command, now);
      if (!applied.ok) fail(applied);
      if (!applied.write) {
        hooks.afterWrite(pin, applied);
        return applied;
      }
      await hooks.beforeWrite(command, state, applied);
      const written = await write(pin, state.core.version, applied.write);
      if (written === 'conflict') continue;
      const committed = { state: applied.state, events: applied.events, ...written };
      hooks.afterWrite(pin, committed);
      return committed;
    }
    throw new AppError('INTERNAL_ERROR');
  }

  return { commit, readState, readSession };
}
