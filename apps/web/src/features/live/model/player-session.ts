import type { Ack, AnswerInput, JoinPayload, Joined, PlayerView } from '@awarequest/contracts';
import { sendCommand } from '../../../lib/socket';
import { addReading, bestOffset, type ClockReading } from './live-clock';
import { openQuestionsOnTime } from './open-on-time';
import {
  openLiveSession,
  sendWhenReady,
  whenConnected,
  type LiveSessionHandle,
  type LiveSessionState,
} from './live-session';
import {
  applyAnswered,
  applyClosed,
  applyEnded,
  applyPerformance,
  applyPlayersCount,
  applyPlayerState,
  applyResult,
  playerGameOf,
  type PlayerGame,
} from './player-view';
import { clearSeat, readSeat, saveSeat } from './seats';

/** Why a player has no game to show: unknown or finished session, removed by the host, or never joined. */
export type PlayerProblem = 'notFound' | 'kicked' | 'noSeat';

export interface PlayerSessionState extends LiveSessionState {
  game: PlayerGame | null;
  /** Recent readings of the server's clock; `offset` is the best of them. */
  clockReadings: ClockReading[];
  problem: PlayerProblem | null;
}

export type PlayerSession = LiveSessionHandle<PlayerSessionState>;

// One game at a time per tab; the participant screens share it as they follow the phases.
let current: PlayerSession | null = null;
let joining: string | null = null;

/** The server's clock as read from a message that says its time. */
function withClockReading(state: PlayerSessionState, serverNow: number): PlayerSessionState {
  const clockReadings = addReading(state.clockReadings, serverNow, Date.now());
  return { ...state, clockReadings, offset: bestOffset(clockReadings) };
}

const withView = (state: PlayerSessionState, view: PlayerView): PlayerSessionState => ({
  ...withClockReading(state, view.server_now),
  game: playerGameOf(view),
  problem: null,
});

function open(pin: string): PlayerSession {
  const initial: PlayerSessionState = {
    pin,
    status: 'connecting',
    offset: 0,
    clockReadings: [],
    game: null,
    problem: null,
  };
  const texts = { setupFailed: 'errors.setupStatus', receiveFailed: 'errors.receiveStatus' };
  return openLiveSession(initial, texts, (socket, store, handle) => {
    const update = (change: (game: PlayerGame) => PlayerGame) => {
      store.set((state) => (state.game ? { ...state, game: change(state.game) } : state));
    };
    const stopOpening = openQuestionsOnTime(store);
    const giveUp = (problem: PlayerProblem) => {
      stopOpening();
      clearSeat(pin);
      store.set((state) => ({ ...state, problem }));
      handle.close();
    };
    socket.on('session:state', (state) => {
      store.set((current) =>
        current.game
          ? { ...withClockReading(current, state.server_now), game: applyPlayerState(current.game, state) }
          : current,
      );
    });
    socket.on('lobby:count', ({ players_count: count }) => {
      update((game) => applyPlayersCount(game, count));
    });
    socket.on('question:closed', (closed) => {
      update((game) => applyClosed(game, closed));
    });
    socket.on('player:result', (result) => {
      update((game) => applyResult(game, result));
    });
    socket.on('player:performance', (performance) => {
      update((game) => applyPerformance(game, performance));
    });
    socket.on('session:ended', ({ ranking }) => {
      update((game) => applyEnded(game, ranking));
    });
    socket.on('player:kicked', () => {
      giveUp('kicked');
    });
    return {
      // Every connection, the first after a reload included, goes back to the seat this tab holds.
      onConnect: async () => {
        const seat = readSeat(pin);
        if (!seat) {
          if (joining !== pin) store.set((state) => ({ ...state, problem: 'noSeat' }));
          return false;
        }
        const ack = await sendCommand(socket, 'player:rejoin', { pin, ...seat });
        if (ack.ok) store.set((state) => withView(state, ack.data));
        // A timeout means the connection dropped again: the next connect tries once more.
        else if (ack.code !== 'REQUEST_TIMEOUT') giveUp('notFound');
        return ack.ok;
      },
    };
  });
}

/** The session of `pin`, opened (and connected) if this tab has none for it yet. */
export function playerSession(pin: string): PlayerSession {
  if (current?.pin === pin && !current.isClosed()) return current;
  current?.close();
  current = open(pin);
  return current;
}

/** Joins with a nickname and avatar; on success the seat is kept for rejoining. */
export async function joinGame(payload: JoinPayload): Promise<Ack<Joined>> {
  joining = payload.pin;
  try {
    const session = playerSession(payload.pin);
    const socket = await session.socket;
    await whenConnected(socket);
    const ack = await sendCommand(socket, 'player:join', payload);
    if (ack.ok) {
      saveSeat(payload.pin, ack.data);
      session.store.set((state) => withView(state, ack.data.view));
      session.markReady();
    }
    return ack;
  } finally {
    joining = null;
  }
}

/** Sends the player's answer to the open question: keys, a typed text or an estimate, by its kind. */
export async function submitAnswer(
  session: PlayerSession,
  questionIndex: number,
  input: AnswerInput,
): Promise<Ack<{ answered_at: number }>> {
  const ack = await sendWhenReady(session, 'player:answer', { question_index: questionIndex, ...input });
  if (ack.ok) {
    session.store.set((state) =>
      state.game ? { ...state, game: applyAnswered(state.game, questionIndex, input) } : state,
    );
  }
  return ack;
}
