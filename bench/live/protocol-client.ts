import { WebSocket } from 'ws';
import { LIVE_SOCKET_PATH } from '@awarequest/contracts';

/**
 * A Socket.IO client for the load generator, reduced to what a player's phone does: the
 * Engine.IO 4 and Socket.IO 5 protocols over one WebSocket, the default namespace, text events,
 * acknowledgements and the heartbeat. Every message is decoded and parsed in full, as a real
 * client must.
 *
 * Why not `socket.io-client`: the benchmark's players share this machine's two cores with the
 * server, so whatever a simulated phone spends on a message is taken from the server. The
 * official client (whose Node build is its debug build) spent about 40 µs of CPU on each
 * get-ready message, three times what the server spends to send it; this one about a third
 * less. `BENCH_LIVE_CLIENT=socket.io-client` runs the players on the official client instead.
 */

type Listener = (payload: never) => void;

const OPEN = '0';
const PING = '2';
const PONG = '3';
const MESSAGE = '4';
const CONNECT = '0';
const DISCONNECT = '1';
const EVENT = '2';
const ACK = '3';
const CONNECT_ERROR = '4';

export class ProtocolClient {
  private readonly socket: WebSocket;
  private readonly listeners = new Map<string, Listener>();
  private readonly acks = new Map<number, (payload: unknown) => void>();
  private nextAckId = 0;
  private closedByUs = false;
  /** Set while waiting for the namespace's answer to the connect packet. */
  private connecting: ((error?: Error) => void) | undefined;
  /** Messages of any event received (the benchmark counts them). */
  received = 0;
  onDisconnect: () => void = () => undefined;

  private constructor(url: string) {
    const address = new URL(`${LIVE_SOCKET_PATH}/`, url);
    address.protocol = address.protocol === 'https:' ? 'wss:' : 'ws:';
    address.search = '?EIO=4&transport=websocket';
    this.socket = new WebSocket(address, { perMessageDeflate: false });
  }

  /** Opens the WebSocket and joins the default namespace; rejects on a refusal, a close or a timeout. */
  static connect(url: string, timeoutMs: number): Promise<ProtocolClient> {
    const client = new ProtocolClient(url);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        settle(new Error('connect timeout'));
        client.disconnect();
      }, timeoutMs);
      /** Ends the wait for the namespace, once: with the client, or with why it failed. */
      const settle = (error?: Error) => {
        if (!client.connecting) return;
        client.connecting = undefined;
        clearTimeout(timer);
        if (error) reject(error);
        else resolve(client);
      };
      client.connecting = settle;
      client.socket.once('error', settle);
      client.socket.on('message', (data: Buffer) => {
        client.onFrame(data.toString());
      });
      client.socket.on('close', () => {
        if (client.connecting) settle(new Error('closed before connecting'));
        else if (!client.closedByUs) client.onDisconnect();
      });
    });
  }

  on(event: string, listener: (payload: never) => void): void {
    this.listeners.set(event, listener);
  }

  /** Emits an event and resolves with the server's acknowledgement, or rejects after `timeoutMs`. */
  emitWithAck<T>(event: string, payload: unknown, timeoutMs: number): Promise<T> {
    const id = this.nextAckId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.acks.delete(id);
        reject(new Error(`${event}: no acknowledgement in ${timeoutMs} ms`));
      }, timeoutMs);
      this.acks.set(id, (answer) => {
        clearTimeout(timer);
        resolve(answer as T);
      });
      this.socket.send(`${MESSAGE}${EVENT}${id}${JSON.stringify([event, payload])}`);
    });
  }

  disconnect(): void {
    this.closedByUs = true;
    if (this.socket.readyState === WebSocket.OPEN) this.socket.send(`${MESSAGE}${DISCONNECT}`);
    this.socket.terminate();
  }

  private onFrame(text: string) {
    const kind = text[0];
    if (kind === PING) this.socket.send(PONG);
    else if (kind === OPEN) this.socket.send(`${MESSAGE}${CONNECT}`);
    else if (kind === MESSAGE) this.onPacket(text);
  }

  /** A Socket.IO packet: `4` + type + [ack id] + JSON. */
  private onPacket(text: string) {
    const type = text[1];
    if (type === EVENT) {
      const [event, payload] = JSON.parse(text.slice(2)) as [string, never];
      this.received++;
      this.listeners.get(event)?.(payload);
    } else if (type === ACK) {
      const start = text.indexOf('[');
      const id = Number(text.slice(2, start));
      const [answer] = JSON.parse(text.slice(start)) as [unknown];
      const resolve = this.acks.get(id);
      this.acks.delete(id);
      resolve?.(answer);
    } else if (type === CONNECT) this.connecting?.();
    else if (type === CONNECT_ERROR) this.connecting?.(new Error(`connect refused: ${text.slice(2)}`));
    else if (type === DISCONNECT) this.socket.terminate();
  }
}
