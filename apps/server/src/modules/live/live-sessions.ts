import { randomBytes } from 'node:crypto';
import type { HostView, JoinPayload, LiveAnswerPayload, PlayerView } from '@awarequest/contracts';
import { AppError } from '../../lib/app-error.js';
import { keyedHash, randomToken } from '../../lib/crypto.js';
import type { BackgroundTasks } from './background-tasks.js';
import type { Broadcaster } from './live-broadcaster.js';
import type { LiveClock } from './live-clock.js';
import { createCommitter } from './live-commit.js';
import { createLiveEffects } from './live-effects.js';
import { createPhaseTimers } from './live-phase-timers.js';
import { compareStanding } from './live-scoring.js';
import { matchesKeyedHash } from './live-secrets.js';
import { createLiveSweep } from './live-sweep.js';
import { recordLiveAnswers, type RecorderDeps } from './live-answers-recorder.js';
import { createQuestionSeals } from './question-seals.js';
import { dueStep } from './session-engine.js';
import { firstDepartment } from './live.repository.js';
import type { AnswerRecord, PlayerRecord } from './session-model.js';
import type { Applied, HostCommand, LiveCommand, SessionState } from './session-reducer.js';
import { hostView, playerView } from './session-views.js';

/**
 * Commands on live sessions. Every command goes through one path (live-commit.ts): read the
 * slices, `apply` it (session-reducer.ts), commit with a compare-and-set on the core (retrying
 * when another command or instance came first), then hand the events to live-effects.ts. The
 * server's clock moves phases on: a timer on the instance that started a phase
 * (live-phase-timers.ts), and a sweep on every instance in case that one is gone
 * (live-sweep.ts, which also releases the connections a dead instance held).
 */

export interface LiveDeps extends RecorderDeps {
  clock: LiveClock;
  broadcaster: Broadcaster;
  tasks: BackgroundTasks;
  secret: string;
  /** Asks the other instances to send their own players their private results (no-op alone). */
  notifyOthers: (pin: string, kind: 'result' | 'performance', index: number) => void;
}

const newPlayerId = () => randomBytes(9).toString('base64url');

/** A refusal of the clock's own work or of a connection leaving is nobody's to hear. */
function quietly(error: unknown): void {
  if (!(error instanceof AppError)) throw error;
}

export function createLiveSessions(deps: LiveDeps) {
  const { store, clock, broadcaster, tasks, log } = deps;
  const seals = createQuestionSeals(store);
  const timers = createPhaseTimers(clock, (pin) => {
    tasks.run(tick(pin), 'phase timer');
  });
  const afterWrite = createLiveEffects({
    ...deps,
    schedule: (core) => {
      timers.schedule(core);
    },
  });

  /**
   * A session in its lobby seals nothing: any seal at its start is another session's, whose
   * players this session's reveals would tell the solution. A question is sealed before the
   * commit that shows it, so no instant shows it unsealed.
   */
  async function beforeWrite(command: LiveCommand, before: SessionState, applied: Applied) {
    const showsQuestion = command.type === 'start' || command.type === 'next';
    if (!showsQuestion || applied.state.core.phase !== 'get_ready') return;
    const questionIds = before.def.questions.map((question) => question.id);
    if (command.type === 'start' && (await seals.sealedAmong(questionIds)).size > 0)
      throw new AppError('QUESTIONS_IN_PLAY');
    await store.holdQuestions(before.core.pin, questionIds);
  }

  const { commit, readState, readSession } = createCommitter(store, clock, { beforeWrite, afterWrite });

  /**
   * Takes the step the clock asks for (open after get ready, close after the last window), or
   * closes question `early` of its round now (everyone answered).
   */
  async function tick(pin: string, early?: { round: number; index: number }) {
    await commit(pin, { type: 'step', early }).then(() => undefined, quietly);
  }

  /** What a player sees on the connection that just joined or came back. */
  function connectedView(
    state: SessionState,
    player: PlayerRecord,
    myAnswer: AnswerRecord | null,
  ): PlayerView {
    const { core, def, counts } = state;
    return playerView({ core, def, counts, player, connected: true, myAnswer, now: clock.now() });
  }

  const sweeper = createLiveSweep({ store, clock, broadcaster, tasks, log, step: (pin) => tick(pin) });
  sweeper.arm();

  return {
    store,
    clock,
    /** Questions a live game is playing now (lib/question-seals.ts). */
    seals,

    async attachHost(pin: string, hostKey: string): Promise<HostView> {
      const { core, counts, def } = await readSession(pin);
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

    async host(pin: string, command: HostCommand): Promise<void> {
      await commit(pin, command);
    },

    /** A new seat; `playerId` is chosen by the caller, so its sockets can be in the rooms first. */
    async join(
      pin: string,
      playerId: string,
      payload: Required<JoinPayload>,
      userId: string | null,
    ): Promise<{ player: PlayerRecord; seatToken: string; view: PlayerView }> {
      const seatToken = randomToken();
      const seat = {
        id: playerId,
        nickname: payload.nickname,
        avatar: payload.avatar,
        extendedTime: payload.extended_time,
        seatHash: keyedHash(deps.secret, seatToken),
        userId,
        // For department teams; a guest has none.
        department: userId ? await firstDepartment(deps.db, userId) : null,
      };
      const { state } = await commit(pin, { type: 'join', seat });
      const { player } = state;
      if (!player) throw new AppError('INTERNAL_ERROR');
      return { player, seatToken, view: connectedView(state, player, null) };
    },

    /** Back to the same seat: same nickname, score and streak, and the screen the game is at. */
    async rejoin(
      pin: string,
      playerId: string,
      seatToken: string,
      isNewConnection = true,
    ): Promise<{ player: PlayerRecord; view: PlayerView }> {
      const holdsSeat = (seatHash: string) => matchesKeyedHash(seatHash, deps.secret, seatToken);
      const { state } = await commit(pin, { type: 'rejoin', playerId, holdsSeat });
      const { core, player } = state;
      if (!player) throw new AppError('NOT_IN_SESSION');
      const hasQuestion = core.phase === 'question' || core.phase === 'reveal';
      const answer = hasQuestion ? await store.answer(pin, core.round, core.index, player.id) : undefined;
      if (isNewConnection && (await store.connect(pin, player.id, 1)) === 1)
        broadcaster.playerChanged(pin, player, true);
      return { player, view: connectedView(state, player, answer ?? null) };
    },

    async answer(
      pin: string,
      playerId: string,
      payload: LiveAnswerPayload,
    ): Promise<{ answered_at: number }> {
      const command = { type: 'answer', playerId, payload } as const;
      let read = await readState(pin, command);
      if (!read.state.player) throw new AppError('NOT_IN_SESSION');
      // Screens open the question on their own clock: an answer may come before this
      // instance's timer has moved the session on.
      if (dueStep(read.state.core, read.now) === 'open') {
        await tick(pin);
        read = await readState(pin, command);
      }
      const { state, answersCount } = await commit(pin, command, read);
      const { core } = state;
      broadcaster.answersCount(core);
      // Everyone who plays this question answered: no need to wait for the clock.
      if (answersCount === core.eligible)
        tasks.run(tick(pin, { round: core.round, index: core.index }), 'closing when all answered');
      return { answered_at: read.now };
    },

    /**
     * A connection gives its seat up (it joins again): the seat is freed when no other
     * connection holds it and it has no part in the results yet; otherwise it is only left.
     */
    async release(pin: string, playerId: string): Promise<void> {
      if ((await store.connect(pin, playerId, -1)) > 0) return;
      await commit(pin, { type: 'release', playerId }).then(() => undefined, quietly);
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
        else timers.schedule(core);
      }
    },

    /** The clock's step for a session, now (tests and the sweep). */
    tick,
    sweep: sweeper.sweep,

    /** Stops the clock's work and waits for what is under way (before the store's connection closes). */
    async close() {
      sweeper.close();
      timers.close();
      broadcaster.close();
      await tasks.drain();
    },
  };
}

export type LiveSessions = ReturnType<typeof createLiveSessions>;

export { newPlayerId };
