import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type {
  HostView,
  JoinPayload,
  LiveAnswerPayload,
  PlayerView,
  RuleMessage,
} from '@awarequest/contracts';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { DomainEventBus } from '../../lib/domain-events.js';
import { keyedHash, randomToken } from '../../lib/crypto.js';
import type { BackgroundTasks } from './background-tasks.js';
import type { Broadcaster } from './live-broadcaster.js';
import type { LiveClock } from './live-clock.js';
import { compareStanding } from './live-scoring.js';
import { matchesKeyedHash } from './live-secrets.js';
import { recordLiveAnswers } from './live-answers-recorder.js';
import { createQuestionSeals } from './question-seals.js';
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
  type Refusal,
} from './session-engine.js';
import type { LiveEvent, PlayerRecord, SessionCore, SessionCounts, SessionDef } from './session-model.js';
import type { SessionStore } from './session-store.js';
import { hostView, playerView } from './session-views.js';

/**
 * Commands on live sessions: read the slices, let the engine decide, commit with a
 * compare-and-set on the core (retrying when another command or instance came first), then
 * hand the events to the broadcaster. The server's clock moves phases on: a timer on the
 * instance that started a phase, and a sweep on every instance in case that one is gone (the
 * sweep also releases the connections a dead instance held).
 */

export interface LiveDeps {
  store: SessionStore;
  clock: LiveClock;
  broadcaster: Broadcaster;
  tasks: BackgroundTasks;
  secret: string;
  db: Db;
  log: FastifyBaseLogger;
  /** Told when a round ends ('live.round_ended'), so players' scores follow. */
  events?: DomainEventBus | undefined;
  /** Asks the other instances to send their own players their private results (no-op alone). */
  notifyOthers: (pin: string, kind: 'result' | 'performance', index: number) => void;
}

export type HostCommand = 'lock' | 'unlock' | 'start' | 'next' | 'end' | 'reset' | { kick: string };

/** Compare-and-set attempts before giving up (only a storm of commands on one session needs a second). */
const MAX_TRIES = 10;
const SWEEP_INTERVAL_MS = 1000;

const FIELD_RULES: Partial<Record<string, RuleMessage>> = {
  NICKNAME_TAKEN: { rule: 'nickname_taken' },
  NICKNAME_OFFENSIVE: { rule: 'nickname_offensive' },
};

function fail(refusal: Refusal | { code: Refusal['code']; field?: string | undefined }): never {
  const { code, field } = refusal;
  throw new AppError(code, {}, field ? { [field]: FIELD_RULES[code] ?? code } : undefined);
}

const newPlayerId = () => randomBytes(9).toString('base64url');

export function createLiveSessions(deps: LiveDeps) {
  const { store, clock, broadcaster, tasks, log } = deps;
  const seals = createQuestionSeals(store);
  const timers = new Map<string, () => void>();
  let sweepTimer: (() => void) | undefined;
  let isClosed = false;

  async function snapshot(pin: string) {
    const [read, def] = await Promise.all([store.read(pin), store.definition(pin)]);
    if (!read || !def) throw new AppError('SESSION_NOT_FOUND');
    return { ...read, def };
  }

  /** The phase's own timer on this instance; the sweep covers an instance that went away. */
  function schedule(core: SessionCore) {
    timers.get(core.pin)?.();
    timers.delete(core.pin);
    if (core.phaseEndsAt === null || isClosed) return;
    timers.set(
      core.pin,
      clock.at(core.phaseEndsAt, () => {
        timers.delete(core.pin);
        tasks.run(tick(core.pin), 'phase timer');
      }),
    );
  }

  function privateResults(
    pin: string,
    kind: 'result' | 'performance',
    index: number,
    ranked?: PlayerRecord[],
  ) {
    const known = ranked && new Map(ranked.map((player) => [player.id, player]));
    tasks.run(broadcaster.privateResults(pin, kind, index, known), 'private results');
    deps.notifyOthers(pin, kind, index);
  }

  function afterCommit(
    core: SessionCore,
    def: SessionDef,
    counts: SessionCounts,
    events: readonly LiveEvent[],
    ranked?: PlayerRecord[],
  ) {
    for (const event of events) {
      switch (event.type) {
        case 'state':
          broadcaster.phaseChanged(core, def, counts);
          schedule(core);
          break;
        case 'closed':
          broadcaster.closed(core.pin, event.closed);
          privateResults(core.pin, 'result', event.closed.index, ranked);
          break;
        case 'ended':
          broadcaster.ended(core.pin, event.ranking);
          privateResults(core.pin, 'performance', core.index, ranked);
          if (ranked) tasks.run(recordLiveAnswers(deps, core, def, ranked), 'recording answers');
          break;
        case 'player':
          broadcaster.playerChanged(core.pin, event.player, !event.removed, event.removed);
          break;
        case 'kicked':
          broadcaster.kicked(core.pin, event.playerId);
      }
    }
  }

  /** Closes the open question: true when done (by this call or another), false to try again. */
  async function tryClose(snap: { core: SessionCore; counts: SessionCounts; def: SessionDef }) {
    const { core, counts, def } = snap;
    const [players, answers] = await Promise.all([
      store.players(core.pin),
      store.answers(core.pin, core.round, core.index),
    ]);
    const closed = closeQuestion(core, players, answers, def.questions[core.index], clock.now());
    if (!closed.ok) return true;
    const guard = { round: core.round, index: core.index, count: answers.size };
    const committed = await store.commit(core.pin, core.version, {
      core: closed.core,
      players: closed.players,
      answersGuard: guard,
    });
    if (committed) afterCommit(closed.core, def, counts, closed.events, closed.players);
    return committed;
  }

  /**
   * Takes the step the clock asks for (open after get ready, close after the last window), or
   * closes question `early` of its round now (everyone answered).
   */
  async function tick(pin: string, early?: { round: number; index: number }) {
    for (let attempt = 0; attempt < MAX_TRIES; attempt++) {
      const snap = await snapshot(pin).catch(() => undefined);
      if (!snap) return;
      const { core, counts, def } = snap;
      const isEarly =
        early !== undefined &&
        core.phase === 'question' &&
        core.round === early.round &&
        core.index === early.index;
      const step = isEarly ? 'close' : dueStep(core, clock.now());
      if (step === 'open') {
        const opened = openQuestion(core, counts, clock.now());
        if (!opened.ok) return;
        if (await store.commit(pin, core.version, { core: opened.core })) {
          afterCommit(opened.core, def, counts, opened.events);
          return;
        }
      } else if (step === 'close') {
        if (await tryClose(snap)) return;
      } else return;
    }
  }

  /**
   * Renews this instance's lease on its players' connections, and takes those of instances that
   * died off the counts: their hosts see those players as gone (until they connect again).
   */
  async function heartbeat(now: number) {
    const { missedLease, released } = await store.heartbeat(now);
    if (missedLease)
      log.warn('live: this instance missed its lease; its players may show as gone until they reconnect');
    const idsByPin = new Map<string, string[]>();
    for (const { pin, playerId } of released) {
      const ids = idsByPin.get(pin) ?? [];
      ids.push(playerId);
      idsByPin.set(pin, ids);
    }
    for (const [pin, ids] of idsByPin)
      for (const player of await store.playersByIds(pin, ids))
        if (player) broadcaster.playerChanged(pin, player, false);
  }

  async function closeDue(now: number) {
    const due = await store.due(now);
    await Promise.all(due.map((pin) => tick(pin)));
  }

  async function sweep() {
    try {
      const now = clock.now();
      // Side by side: the heartbeat adds no wait before a due question closes.
      await Promise.all([heartbeat(now), closeDue(now)]);
    } catch (error) {
      log.warn({ err: error }, 'live sweep failed');
    }
  }

  function armSweep() {
    if (isClosed) return;
    sweepTimer = clock.at(clock.now() + SWEEP_INTERVAL_MS, () => {
      tasks.run(sweep().finally(armSweep), 'sweep');
    });
  }
  armSweep();

  /** Reads, decides and commits one host command, retrying when the core moved on meanwhile. */
  async function applyHost(pin: string, command: HostCommand) {
    for (let attempt = 0; attempt < MAX_TRIES; attempt++) {
      const snap = await snapshot(pin);
      const { core, counts, def } = snap;
      const now = clock.now();
      if (command === 'next' && core.phase === 'question') {
        if (await tryClose(snap)) return;
        continue;
      }
      if (command === 'end' || (command === 'next' && isLastReveal(core))) {
        const isOpen = core.phase === 'question';
        const [players, answers] = await Promise.all([
          store.players(pin),
          isOpen ? store.answers(pin, core.round, core.index) : undefined,
        ]);
        const open = answers ? { answers, question: def.questions[core.index] } : null;
        const ended = endSession(core, players, open, now);
        if (!ended.ok) fail(ended);
        const guard = answers && { round: core.round, index: core.index, count: answers.size };
        const change = {
          core: ended.core,
          players: ended.players,
          ...(guard ? { answersGuard: guard } : {}),
        };
        if (await store.commit(pin, core.version, change)) {
          afterCommit(ended.core, def, counts, ended.events, ended.players);
          return;
        }
        continue;
      }
      if (command === 'reset') {
        const reset = resetSession(core, await store.players(pin), now);
        if (!reset.ok) fail(reset);
        if (await store.commit(pin, core.version, { core: reset.core, players: reset.players })) {
          afterCommit(reset.core, def, counts, reset.events);
          return;
        }
        continue;
      }
      if (typeof command === 'object') {
        const kicked = kickPlayer(core, await store.player(pin, command.kick), now);
        if (!kicked.ok) fail(kicked);
        if (await store.commit(pin, core.version, { core: kicked.core, remove: kicked.removed })) {
          const after = { ...counts, players: counts.players - 1 };
          afterCommit(kicked.core, def, after, kicked.events);
          broadcaster.lobbyCount(pin);
          return;
        }
        continue;
      }
      const outcome =
        command === 'start'
          ? startSession(core, counts, now)
          : command === 'next'
            ? nextQuestion(core, now)
            : setLocked(core, command === 'lock', now);
      if (!outcome.ok) fail(outcome);
      if (outcome.events.length === 0) return;
      const questionIds = def.questions.map((question) => question.id);
      // A session in its lobby seals nothing: any seal here is another session's, whose
      // players this session's reveals would tell the solution.
      if (command === 'start' && (await seals.sealedAmong(questionIds)).size > 0)
        throw new AppError('QUESTIONS_IN_PLAY');
      // Sealed before the commit that shows a question, so no instant shows it unsealed.
      if (command !== 'lock' && command !== 'unlock') await store.holdQuestions(pin, questionIds);
      if (await store.commit(pin, core.version, { core: outcome.core })) {
        afterCommit(outcome.core, def, counts, outcome.events);
        return;
      }
    }
    throw new AppError('INTERNAL_ERROR');
  }

  return {
    store,
    clock,
    /** Questions a live game is playing now (lib/question-seals.ts). */
    seals,

    async attachHost(pin: string, hostKey: string): Promise<HostView> {
      const { core, counts, def } = await snapshot(pin);
      if (!matchesKeyedHash(def.hostKeyHash, deps.secret, hostKey)) throw new AppError('INVALID_HOST_KEY');
      const [players, connected, answered] = await Promise.all([
        store.players(pin),
        store.connectedIds(pin),
        core.phase === 'question' ? store.answersCount(pin, core.round, core.index) : 0,
      ]);
      const isRanked = core.phase === 'reveal' || core.phase === 'ended';
      players.sort(isRanked ? compareStanding : (a, b) => a.joinedAt - b.joinedAt);
      return hostView({
        core,
        def,
        counts,
        players,
        isConnected: (id) => connected.has(id),
        answered,
        now: clock.now(),
      });
    },

    host: applyHost,

    /** A new seat; `playerId` is chosen by the caller, so its sockets can be in the rooms first. */
    async join(
      pin: string,
      playerId: string,
      payload: Required<JoinPayload>,
      userId: string | null,
    ): Promise<{ player: PlayerRecord; seatToken: string; view: PlayerView }> {
      for (let attempt = 0; attempt < MAX_TRIES; attempt++) {
        const { core, counts, def } = await snapshot(pin);
        const seatToken = randomToken();
        const admitted = admitPlayer(
          core,
          counts,
          {
            id: playerId,
            nickname: payload.nickname,
            avatar: payload.avatar,
            extendedTime: payload.extended_time,
            seatHash: keyedHash(deps.secret, seatToken),
            userId,
          },
          clock.now(),
        );
        if (!admitted.ok) fail(admitted);
        const added = await store.addPlayer(pin, admitted.player, core.version, seatsOf(core));
        if (!added.ok) {
          if (added.code === 'RETRY') continue;
          fail({ code: added.code, field: added.code === 'NICKNAME_TAKEN' ? 'nickname' : undefined });
        }
        const { player } = admitted;
        broadcaster.playerChanged(pin, player, true);
        broadcaster.lobbyCount(pin);
        const after = {
          players: counts.players + 1,
          extended: counts.extended + (player.extendedTime ? 1 : 0),
        };
        const view = playerView({
          core,
          def,
          counts: after,
          player,
          connected: true,
          myAnswer: null,
          now: clock.now(),
        });
        return { player, seatToken, view };
      }
      throw new AppError('INTERNAL_ERROR');
    },

    /** Back to the same seat: same nickname, score and streak, and the screen the game is at. */
    async rejoin(
      pin: string,
      playerId: string,
      seatToken: string,
      isNewConnection = true,
    ): Promise<{ player: PlayerRecord; view: PlayerView }> {
      const [{ core, counts, def }, player] = await Promise.all([snapshot(pin), store.player(pin, playerId)]);
      if (!player || !matchesKeyedHash(player.seatHash, deps.secret, seatToken))
        throw new AppError('NOT_IN_SESSION');
      const hasQuestion = core.phase === 'question' || core.phase === 'reveal';
      const answer = hasQuestion ? await store.answer(pin, core.round, core.index, player.id) : undefined;
      if (isNewConnection && (await store.connect(pin, player.id, 1)) === 1)
        broadcaster.playerChanged(pin, player, true);
      const view = playerView({
        core,
        def,
        counts,
        player,
        connected: true,
        myAnswer: answer?.keys ?? null,
        now: clock.now(),
      });
      return { player, view };
    },

    async answer(
      pin: string,
      playerId: string,
      payload: LiveAnswerPayload,
    ): Promise<{ answered_at: number }> {
      const [snap, player] = await Promise.all([snapshot(pin), store.player(pin, playerId)]);
      if (!player) throw new AppError('NOT_IN_SESSION');
      let { core, def } = snap;
      // Screens open the question on their own clock: an answer may come before this
      // instance's timer has moved the session on.
      if (dueStep(core, clock.now()) === 'open') {
        await tick(pin);
        ({ core, def } = await snapshot(pin));
      }
      const taken = submitAnswer(core, player, payload, def.questions[core.index], clock.now());
      if (!taken.ok) fail(taken);
      const question = { round: core.round, index: core.index };
      const added = await store.addAnswer(pin, question, player.id, taken.answer);
      if (!added.ok) fail(added);
      broadcaster.answersCount(core);
      // Everyone who plays this question answered: no need to wait for the clock.
      if (added.count === core.eligible) tasks.run(tick(pin, question), 'closing when all answered');
      return { answered_at: taken.answer.at };
    },

    /**
     * A connection gives its seat up (it joins again): the seat is freed when no other
     * connection holds it and it has no part in the results yet; otherwise it is only left.
     */
    async release(pin: string, playerId: string): Promise<void> {
      if ((await store.connect(pin, playerId, -1)) > 0) return;
      for (let attempt = 0; attempt < MAX_TRIES; attempt++) {
        const snap = await snapshot(pin).catch(() => undefined);
        if (!snap) return;
        const { core, counts, def } = snap;
        const player = await store.player(pin, playerId);
        const released = releaseSeat(core, player, clock.now());
        if (!released.ok) {
          if (player) broadcaster.playerChanged(pin, player, false);
          return;
        }
        if (await store.commit(pin, core.version, { core: released.core, remove: released.removed })) {
          afterCommit(released.core, def, { ...counts, players: counts.players - 1 }, released.events);
          broadcaster.lobbyCount(pin);
          return;
        }
      }
    },

    /** One of a player's connections closed; the host hears when the last one did. */
    disconnected(pin: string, playerId: string) {
      const work = async () => {
        if ((await store.connect(pin, playerId, -1)) > 0) return;
        const player = await store.player(pin, playerId);
        if (player) broadcaster.playerChanged(pin, player, false);
      };
      tasks.run(work(), 'disconnect');
    },

    /**
     * After a start on sessions the store already holds (the memory store's journal): arms each
     * phase's timer again. A deadline that passed while the server was down is due at once, so
     * that question closes now with the answers acknowledged before; a question everyone had
     * answered closes now too, as it would have had the server not stopped. An ended game's
     * answers are recorded again, in case the stop came before they were (a second recording
     * changes nothing).
     */
    async resume(pins: readonly string[]) {
      for (const pin of pins) {
        const [read, def] = await Promise.all([store.read(pin), store.definition(pin)]);
        if (!read || !def) continue;
        const { core } = read;
        if (core.phase === 'ended') {
          const ranked = (await store.players(pin)).sort((a, b) => a.rank - b.rank);
          tasks.run(recordLiveAnswers(deps, core, def, ranked), 'recording answers');
          continue;
        }
        const answered =
          core.phase === 'question' ? await store.answersCount(pin, core.round, core.index) : 0;
        if (core.phase === 'question' && core.eligible > 0 && answered >= core.eligible)
          tasks.run(tick(pin, { round: core.round, index: core.index }), 'closing when all answered');
        else schedule(core);
      }
    },

    /** The clock's step for a session, now (tests and the sweep). */
    tick,
    sweep,

    /** Stops the clock's work and waits for what is under way (before the store's connection closes). */
    async close() {
      isClosed = true;
      sweepTimer?.();
      for (const cancel of timers.values()) cancel();
      timers.clear();
      broadcaster.close();
      await tasks.drain();
    },
  };
}

export type LiveSessions = ReturnType<typeof createLiveSessions>;

export { newPlayerId };
