import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server, type Socket } from 'socket.io';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LIVE_SOCKET_PATH } from '@awarequest/contracts';
import { ProtocolClient } from './protocol-client.js';

/** The benchmark's lean client against a real Socket.IO server: what it sends and hears is the protocol. */

let http: HttpServer;
let io: Server;
let url: string;
const serverSockets: Socket[] = [];

beforeEach(async () => {
  http = createServer();
  io = new Server(http, {
    path: LIVE_SOCKET_PATH,
    transports: ['websocket'],
    pingInterval: 50,
    pingTimeout: 100,
  });
  io.on('connection', (socket) => {
    serverSockets.push(socket);
    socket.on('echo', (payload: unknown, ack: (answer: unknown) => void) => {
      ack({ ok: true, data: payload });
    });
    socket.on('silent', () => undefined);
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
});

afterEach(async () => {
  serverSockets.length = 0;
  await io.close();
});

const nextTurn = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('ProtocolClient', () => {
  it('receives events with their payload and counts them', async () => {
    const client = await ProtocolClient.connect(url, 2000);
    const got: unknown[] = [];
    client.on('session:state', (payload) => got.push(payload));
    io.emit('session:state', { phase: 'get_ready', text: { ar: 'سؤال', en: 'question' } });
    io.emit('lobby:count', { players_count: 3 });
    await expect.poll(() => client.received).toBe(2);
    expect(got).toEqual([{ phase: 'get_ready', text: { ar: 'سؤال', en: 'question' } }]);
    client.disconnect();
  });

  it('resolves an emit with the server acknowledgement, each to its own call', async () => {
    const client = await ProtocolClient.connect(url, 2000);
    const answers = await Promise.all([
      client.emitWithAck('echo', { n: 1 }, 2000),
      client.emitWithAck('echo', { n: 2 }, 2000),
    ]);
    expect(answers).toEqual([
      { ok: true, data: { n: 1 } },
      { ok: true, data: { n: 2 } },
    ]);
    client.disconnect();
  });

  it('rejects an emit the server never acknowledges', async () => {
    const client = await ProtocolClient.connect(url, 2000);
    await expect(client.emitWithAck('silent', {}, 100)).rejects.toThrow('no acknowledgement in 100 ms');
    client.disconnect();
  });

  it('rejects the connection a middleware refuses', async () => {
    io.use((_socket, next) => {
      next(new Error('not today'));
    });
    await expect(ProtocolClient.connect(url, 2000)).rejects.toThrow('not today');
  });

  it('answers the heartbeat, so the server keeps the connection', async () => {
    const client = await ProtocolClient.connect(url, 2000);
    let dropped = false;
    client.onDisconnect = () => {
      dropped = true;
    };
    await nextTurn(400); // eight pings at 50 ms, each to be answered within 100 ms
    expect(dropped).toBe(false);
    expect(io.sockets.sockets.size).toBe(1);
    client.disconnect();
  });

  it('tells when the server drops it, not when it leaves by itself', async () => {
    const dropped = await ProtocolClient.connect(url, 2000);
    const leaving = await ProtocolClient.connect(url, 2000);
    const calls: string[] = [];
    dropped.onDisconnect = () => {
      calls.push('dropped');
    };
    leaving.onDisconnect = () => {
      calls.push('leaving');
    };
    serverSockets[0]?.disconnect(true);
    leaving.disconnect();
    await expect.poll(() => calls).toEqual(['dropped']);
    await expect.poll(() => io.sockets.sockets.size).toBe(0);
  });
});
