import { ERRORS, isLanguage, type Ack } from '@awarequest/contracts';
import { currentLanguage, i18next } from '../../../lib/i18n';
import {
  COMMAND_TIMEOUT_MS,
  isRefusedToken,
  openLiveSocket,
  sendCommand,
  type CommandAck,
  type CommandName,
  type CommandPayload,
  type LiveSocket,
} from '../../../lib/socket';
import { toastError } from '../../../lib/toast';
import { createStore, type Store } from './store';

export type ConnectionStatus = 'connecting' | 'connected' | 'reconnecting' | 'failed';

/** What every live screen knows besides its view: the connection and the server's clock. */
export interface LiveSessionState {
  pin: string;
  status: ConnectionStatus;
  /** Server clock minus this clock (ms). */
  offset: number;
}

/** After this long without a connection, the user is told the updates stopped. */
export const LOST_AFTER_MS = 8000;
/** A screen that unmounts keeps the socket this long, so moving lobby → start → play reuses it. */
const KEEP_ALIVE_MS = 3000;

export interface LiveSessionHandle<S extends LiveSessionState> {
  pin: string;
  store: Store<S>;
  socket: Promise<LiveSocket>;
  /** A screen uses the session; the returned function ends that use. */
  retain: () => () => void;
  /** Disconnects for good (kicked, session gone, another PIN opened). */
  close: () => void;
  isClosed: () => boolean;
  /**
   * This connection holds its seat (or is attached as the host): a join that succeeded on it.
   * The rejoin or attach of each connection says it by itself.
   */
  markReady: () => void;
  /** Resolves once the connection holds its seat again (at once if it does); false after `ms`. */
  whenReady: (ms: number) => Promise<boolean>;
}

interface SessionTexts {
  /** i18n keys in the live namespace: the spec's "Failed to set up / receive …" toasts. */
  setupFailed: string;
  receiveFailed: string;
}

/**
 * A socket to one session and the store of its screen. Runs `onConnect` on every connection
 * (the first and each reconnect: attach or rejoin), and tells the user, once each, when the
 * first connection fails or a lost one does not come back.
 */
export function openLiveSession<S extends LiveSessionState>(
  initial: S,
  texts: SessionTexts,
  /** `onConnect` resolves true once the connection is back in its seat or attached. */
  bind: (
    socket: LiveSocket,
    store: Store<S>,
    handle: LiveSessionHandle<S>,
  ) => { onConnect: () => Promise<boolean> },
): LiveSessionHandle<S> {
  const store = createStore(initial);
  let users = 0;
  let isClosed = false;
  let idleTimer: ReturnType<typeof setTimeout> | undefined;
  let lostTimer: ReturnType<typeof setTimeout> | undefined;
  const setStatus = (status: ConnectionStatus) => {
    store.set((state) => (state.status === status ? state : { ...state, status }));
  };
  const socket = openLiveSocket();
  let stopFollowingLanguage: () => void = () => undefined;
  // A command sent before the seat is back would reach the server first (socket.io sends what
  // was emitted while disconnected before anything else) and be refused as from no seat.
  let isReady = false;
  let readyWaiters: (() => void)[] = [];
  let connection = 0;
  const handle: LiveSessionHandle<S> = {
    pin: initial.pin,
    store,
    socket,
    isClosed: () => isClosed,
    markReady: () => {
      isReady = true;
      for (const resolve of readyWaiters.splice(0)) resolve();
    },
    whenReady: (ms) => {
      if (isReady) return Promise.resolve(true);
      return new Promise((resolve) => {
        const done = () => {
          clearTimeout(timer);
          resolve(true);
        };
        const timer = setTimeout(() => {
          readyWaiters = readyWaiters.filter((waiter) => waiter !== done);
          resolve(false);
        }, ms);
        readyWaiters.push(done);
      });
    },
    close: () => {
      isClosed = true;
      clearTimeout(idleTimer);
      clearTimeout(lostTimer);
      stopFollowingLanguage();
      void socket.then((opened) => opened.disconnect());
    },
    retain: () => {
      users += 1;
      clearTimeout(idleTimer);
      return () => {
        users -= 1;
        if (users === 0) idleTimer = setTimeout(handle.close, KEEP_ALIVE_MS);
      };
    },
  };
  void socket.then((opened) => {
    if (isClosed) {
      opened.disconnect();
      return;
    }
    const { onConnect } = bind(opened, store, handle);
    const connected = () => {
      connection += 1;
      const current = connection;
      void onConnect().then((isSeated) => {
        if (isSeated && current === connection && opened.connected) handle.markReady();
      });
    };
    // The server writes its error texts in the screen's language: a switch is told at once,
    // and a socket not connected now says it in its next handshake.
    const followLanguage = (language: string) => {
      if (isLanguage(language) && opened.connected) void sendCommand(opened, 'live:language', { language });
    };
    i18next.on('languageChanged', followLanguage);
    stopFollowingLanguage = () => {
      i18next.off('languageChanged', followLanguage);
    };
    let hasConnected = false;
    let isSetupTold = false;
    opened.on('connect', () => {
      clearTimeout(lostTimer);
      lostTimer = undefined;
      hasConnected = true;
      setStatus('connected');
      connected();
    });
    opened.on('connect_error', (error) => {
      // A refused token: openLiveSocket ends the session and connects again as a guest.
      if (hasConnected || isClosed || isRefusedToken(error)) return;
      setStatus('failed');
      if (!isSetupTold) toastError(i18next.t(texts.setupFailed, { ns: 'live' }));
      isSetupTold = true;
    });
    opened.on('disconnect', (reason) => {
      isReady = false;
      connection += 1;
      if (isClosed || reason === 'io client disconnect') return;
      // openLiveSocket connects again when the server closed the socket (a restart, a deploy).
      setStatus('reconnecting');
      lostTimer ??= setTimeout(() => {
        if (!isClosed && !opened.connected) toastError(i18next.t(texts.receiveFailed, { ns: 'live' }));
      }, LOST_AFTER_MS);
    });
    if (opened.connected) {
      hasConnected = true;
      setStatus('connected');
      connected();
    }
  });
  return handle;
}

/**
 * Sends a command that needs the seat (or the host's attachment) once the connection holds it
 * again: a tap while reconnecting goes out after the rejoin, not before it. Not back within the
 * command's time: a timed-out ack, as a lost command.
 */
export async function sendWhenReady<E extends CommandName>(
  handle: Pick<LiveSessionHandle<LiveSessionState>, 'socket' | 'whenReady'>,
  event: E,
  payload: CommandPayload<E>,
): Promise<CommandAck<E>> {
  const socket = await handle.socket;
  if (await handle.whenReady(COMMAND_TIMEOUT_MS)) return sendCommand(socket, event, payload);
  const timedOut: Ack<never> = {
    ok: false,
    code: 'REQUEST_TIMEOUT',
    message: ERRORS.REQUEST_TIMEOUT[currentLanguage()],
  };
  return timedOut;
}

/** Resolves once the socket is connected (at once if it is). */
export function whenConnected(socket: LiveSocket): Promise<void> {
  if (socket.connected) return Promise.resolve();
  return new Promise((resolve) => {
    socket.once('connect', () => {
      resolve();
    });
  });
}
