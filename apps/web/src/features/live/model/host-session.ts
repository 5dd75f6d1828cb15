import type { Ack, HostView } from '@awarequest/contracts';
import { sendCommand, type LiveSocket } from '../../../lib/socket';
import { loadToaster } from '../../../lib/toast';
import { applyAnswers, applyHostClosed, applyHostEnded, applyHostState, applyPlayer } from './host-view';
import { applyTeamsChanged } from './host-teams';
import { clockOffset } from './live-clock';
import {
  openLiveSession,
  sendWhenReady,
  type LiveSessionHandle,
  type LiveSessionState,
} from './live-session';
import { readHostKey } from './seats';

export interface HostSessionState extends LiveSessionState {
  view: HostView | null;
  /** This browser holds no key for the PIN, or the server knows no such session. */
  isNotFound: boolean;
  /** Players who may answer the open question (late joiners wait for the next), once known. */
  eligible: number | null;
}

export type HostSession = LiveSessionHandle<HostSessionState>;

let current: HostSession | null = null;

function bindHost(socket: LiveSocket, session: HostSession, pin: string) {
  const { store } = session;
  const update = (change: (view: HostView) => HostView) => {
    store.set((state) => (state.view ? { ...state, view: change(state.view) } : state));
  };
  socket.on('session:state', (state) => {
    store.set((current) =>
      current.view
        ? {
            ...current,
            view: applyHostState(current.view, state),
            eligible: state.phase === 'question' ? current.eligible : null,
            offset: clockOffset(state.server_now, Date.now()),
          }
        : current,
    );
  });
  socket.on('host:player', ({ player, removed }) => {
    update((view) => applyPlayer(view, player, removed));
  });
  socket.on('host:answers', ({ index, answered, players }) => {
    store.set((state) =>
      state.view ? { ...state, view: applyAnswers(state.view, index, answered), eligible: players } : state,
    );
  });
  socket.on('question:closed', (closed) => {
    update((view) => applyHostClosed(view, closed));
  });
  socket.on('session:ended', ({ ranking, teams }) => {
    update((view) => applyHostEnded(view, ranking, teams));
  });
  socket.on('host:teams-changed', ({ settings, assigned }) => {
    update((view) => applyTeamsChanged(view, settings, assigned));
  });
  return {
    // Every connection attaches again, so a reloaded or reconnected host sees the session as it is now.
    onConnect: async () => {
      const hostKey = readHostKey(pin);
      if (!hostKey) {
        store.set((state) => ({ ...state, isNotFound: true }));
        session.close();
        return false;
      }
      const ack = await sendCommand(socket, 'host:attach', { pin, host_key: hostKey });
      if (ack.ok) {
        store.set((state) => ({
          ...state,
          view: ack.data,
          eligible: ack.data.eligible,
          offset: clockOffset(ack.data.server_now, Date.now()),
          isNotFound: false,
        }));
      } else if (ack.code !== 'REQUEST_TIMEOUT') {
        store.set((state) => ({ ...state, isNotFound: true }));
        session.close();
      }
      return ack.ok;
    },
  };
}

/** The session `pin` hosted from this browser, opened if it is not yet. */
export function hostSession(pin: string): HostSession {
  if (current?.pin === pin && !current.isClosed()) return current;
  current?.close();
  const initial: HostSessionState = {
    pin,
    status: 'connecting',
    offset: 0,
    view: null,
    isNotFound: false,
    eligible: null,
  };
  const texts = { setupFailed: 'errors.setupRealtime', receiveFailed: 'errors.receiveRealtime' };
  // A lost connection is told by a toast, when the server may not answer: its code comes now
  // (a player's light page shows toasts its own way).
  void loadToaster();
  current = openLiveSession(initial, texts, (socket, _store, handle) => bindHost(socket, handle, pin));
  return current;
}

export type HostCommand =
  'host:lock' | 'host:unlock' | 'host:start' | 'host:next' | 'host:end' | 'host:reset';

/** A command of the attached host; one tapped while reconnecting goes once attached again. */
export function sendHostCommand(session: HostSession, command: HostCommand): Promise<Ack<null>> {
  return sendWhenReady(session, command, {});
}

export function kickPlayer(session: HostSession, playerId: string): Promise<Ack<null>> {
  return sendWhenReady(session, 'host:kick', { player_id: playerId });
}
