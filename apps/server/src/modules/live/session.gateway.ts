import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import {
  answerSchema,
  hostAttachSchema,
  joinSchema,
  kickSchema,
  languageSchema,
  rejoinSchema,
  type Ack,
} from '@awarequest/contracts';
import { AppError } from '../../lib/app-error.js';
import { assertCleanText } from '../../lib/forbidden-text.js';
import type { AppSocket, AppSocketServer } from '../../plugins/socket-io.js';
import { rooms } from './live-broadcaster.js';
import { errorAck, validationAck } from './live-acks.js';
import { newPlayerId, type HostCommand, type LiveSessions } from './live-sessions.js';

/**
 * Socket messages → commands. Every payload's text is checked for forbidden characters
 * (INVALID_CHARACTERS, as over REST), then it is parsed with the contracts' schema first (a bad
 * one is answered with a VALIDATION_FAILED ack naming its fields); host commands need a socket
 * attached as the host with the session's host key; player commands need a seat.
 */

type AckFn = (answer: Ack<unknown>) => void;

const emptySchema = z.object({});

const HOST_COMMANDS: [string, HostCommand][] = [
  ['host:lock', 'lock'],
  ['host:unlock', 'unlock'],
  ['host:start', 'start'],
  ['host:next', 'next'],
  ['host:end', 'end'],
  ['host:reset', 'reset'],
];

export function registerLiveGateway(io: AppSocketServer, live: LiveSessions, log: FastifyBaseLogger) {
  io.on('connection', (socket: AppSocket) => {
    /** One command: parse, run, answer the ack (if the client asked for one). */
    function on<T extends z.ZodType>(
      event: string,
      schema: T,
      run: (payload: z.output<T>) => Promise<unknown>,
    ) {
      (socket as unknown as { on: (event: string, listener: (...args: unknown[]) => void) => void }).on(
        event,
        (payload: unknown, ack: unknown) => {
          const reply: AckFn = typeof ack === 'function' ? (ack as AckFn) : () => undefined;
          // The character rule of every REST input holds for socket payloads too.
          try {
            assertCleanText(payload);
          } catch (error) {
            reply(errorAck(error, socket.data.language));
            return;
          }
          const parsed = schema.safeParse(payload ?? {});
          if (!parsed.success) {
            reply(validationAck(parsed.error, socket.data.language));
            return;
          }
          run(parsed.data).then(
            (data) => {
              reply({ ok: true, data: data ?? null });
            },
            (error: unknown) => {
              if (!(error instanceof AppError)) log.error({ err: error, event }, 'live command failed');
              reply(errorAck(error, socket.data.language));
            },
          );
        },
      );
    }

    const hostPin = (): string => {
      if (!socket.data.hostPin) throw new AppError('FORBIDDEN');
      return socket.data.hostPin;
    };

    /** Leaves the seat this socket held (a socket that joins again, or another session). */
    const seatRooms = (pin: string, id: string) => [
      rooms.all(pin),
      rooms.players(pin),
      rooms.extended(pin),
      rooms.player(pin, id),
    ];

    function leaveSeat() {
      const seat = socket.data.player;
      if (!seat) return;
      socket.data.player = undefined;
      for (const room of seatRooms(seat.pin, seat.id))
        if (room !== rooms.all(seat.pin) || socket.data.hostPin !== seat.pin) void socket.leave(room);
      live.disconnected(seat.pin, seat.id);
    }

    async function takeSeat(pin: string, id: string, extendedTime: boolean) {
      await socket.join(seatRooms(pin, id).filter((room) => extendedTime || room !== rooms.extended(pin)));
      socket.data.player = { pin, id };
    }

    on('host:attach', hostAttachSchema, async ({ pin, host_key }) => {
      const view = await live.attachHost(pin, host_key);
      socket.data.hostPin = pin;
      await socket.join([rooms.all(pin), rooms.hosts(pin)]);
      return view;
    });

    for (const [event, command] of HOST_COMMANDS)
      on(event, emptySchema, async () => {
        await live.host(hostPin(), command);
        return null;
      });
    on('host:kick', kickSchema, async ({ player_id }) => {
      await live.host(hostPin(), { kick: player_id });
      return null;
    });

    on('player:join', joinSchema, async (payload) => {
      leaveSeat();
      const id = newPlayerId();
      // In the rooms before the seat exists, so no phase change between the two is missed.
      await takeSeat(payload.pin, id, payload.extended_time);
      try {
        const joined = await live.join(payload.pin, id, payload, socket.data.userId);
        return { player_id: id, seat_token: joined.seatToken, view: joined.view };
      } catch (error) {
        socket.data.player = undefined;
        for (const room of seatRooms(payload.pin, id))
          if (room !== rooms.all(payload.pin) || socket.data.hostPin !== payload.pin) void socket.leave(room);
        throw error;
      }
    });

    on('player:rejoin', rejoinSchema, async ({ pin, player_id, seat_token }) => {
      const seat = socket.data.player;
      const isSameSeat = seat?.pin === pin && seat.id === player_id;
      if (!isSameSeat) leaveSeat();
      const { player, view } = await live.rejoin(pin, player_id, seat_token, !isSameSeat);
      await takeSeat(pin, player.id, player.extendedTime);
      return view;
    });

    on('player:answer', answerSchema, async (payload) => {
      const seat = socket.data.player;
      if (!seat) throw new AppError('NOT_IN_SESSION');
      return live.answer(seat.pin, seat.id, payload);
    });

    // The handshake said the screen's language; a user who switches it later says it again.
    on('live:language', languageSchema, async ({ language }) => {
      socket.data.language = language;
      return null;
    });

    socket.on('disconnect', () => {
      const seat = socket.data.player;
      if (seat) live.disconnected(seat.pin, seat.id);
    });
  });
}
