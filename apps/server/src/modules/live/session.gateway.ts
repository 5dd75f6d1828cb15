import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import {
  answerSchema,
  hostAttachSchema,
  joinSchema,
  kickSchema,
  languageSchema,
  rejoinSchema,
  teamAssignSchema,
  teamsSetupSchema,
  type Ack,
  type AckFn,
  type ClientToServerEvents,
} from '@awarequest/contracts';
import { AppError } from '../../lib/app-error.js';
import { assertCleanText } from '../../lib/forbidden-text.js';
import type { AppSocket, AppSocketServer } from '../../plugins/socket-io.js';
import { rooms } from './live-broadcaster.js';
import { errorAck, validationAck } from './live-acks.js';
import { newPlayerId, type LiveSessions } from './live-sessions.js';
import type { PinLookups } from './pin-lookups.js';
import type { HostCommand } from './session-reducer.js';

/**
 * Socket messages → commands. Every payload's text is checked for forbidden characters
 * (INVALID_CHARACTERS, as over REST), then it is parsed with the contracts' schema first (a bad
 * one is answered with a VALIDATION_FAILED ack naming its fields); host commands need a socket
 * attached as the host with the session's host key; player commands need a seat.
 */

type CommandName = keyof ClientToServerEvents;

const emptySchema = z.object({});

/** The host's commands without a payload, by event. */
const HOST_COMMANDS = [
  ['host:lock', { type: 'lock' }],
  ['host:unlock', { type: 'unlock' }],
  ['host:start', { type: 'start' }],
  ['host:next', { type: 'next' }],
  ['host:end', { type: 'end' }],
  ['host:reset', { type: 'reset' }],
] as const satisfies readonly (readonly [CommandName, HostCommand])[];

export function registerLiveGateway(
  io: AppSocketServer,
  live: LiveSessions,
  pins: PinLookups,
  log: FastifyBaseLogger,
) {
  io.on('connection', (socket: AppSocket) => {
    const client = { address: socket.data.address, socketId: socket.id };
    /**
     * Commands naming a PIN run one after another on a socket: two joins sent at once cannot
     * both keep a seat, and a burst of guesses is counted one by one against the budget.
     */
    let seatWork: Promise<unknown> = Promise.resolve();
    function oneAtATime<T>(run: () => Promise<T>): Promise<T> {
      const next = seatWork.then(run, run);
      seatWork = next.catch(() => undefined);
      return next;
    }

    /**
     * The listener of one command: parse, run, answer the ack (if the client asked for one).
     * `socket.on` checks it against the contracts' event map (the ack's data included); the
     * payload is parsed all the same, since a client may send anything.
     */
    function command<T extends z.ZodType, D>(
      event: CommandName,
      schema: T,
      run: (payload: z.output<T>) => Promise<D>,
    ) {
      return (payload: unknown, ack?: AckFn<D>) => {
        const reply = (answer: Ack<D>) => {
          // A client that asked for no acknowledgement sends no function.
          if (typeof ack === 'function') ack(answer);
        };
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
        // A payload that names a PIN looks it up: that spends the client's budget of wrong PINs.
        const data: unknown = parsed.data;
        const hasPin = typeof data === 'object' && data !== null && 'pin' in data;
        const work = hasPin
          ? oneAtATime(() => pins.lookUp(client, () => run(parsed.data)))
          : run(parsed.data);
        work.then(
          (result) => {
            reply({ ok: true, data: result });
          },
          (error: unknown) => {
            if (!(error instanceof AppError)) log.error({ err: error, event }, 'live command failed');
            reply(errorAck(error, socket.data.language));
          },
        );
      };
    }

    const hostPin = (): string => {
      if (!socket.data.hostPin) throw new AppError('FORBIDDEN');
      return socket.data.hostPin;
    };

    /** The rooms of a seat: the session's, its players', extended time's and the seat's own. */
    const seatRooms = (pin: string, id: string) => [
      rooms.all(pin),
      rooms.players(pin),
      rooms.extended(pin),
      rooms.player(pin, id),
    ];

    function leaveRooms(pin: string, id: string) {
      for (const room of seatRooms(pin, id))
        if (room !== rooms.all(pin) || socket.data.hostPin !== pin) void socket.leave(room);
    }

    /** This socket gives its seat up for another: the seat is freed, not left behind empty. */
    async function giveSeatUp() {
      const seat = socket.data.player;
      if (!seat) return;
      socket.data.player = undefined;
      leaveRooms(seat.pin, seat.id);
      await live.release(seat.pin, seat.id);
    }

    async function takeSeat(pin: string, id: string, extendedTime: boolean) {
      await socket.join(seatRooms(pin, id).filter((room) => extendedTime || room !== rooms.extended(pin)));
      socket.data.player = { pin, id };
    }

    socket.on(
      'host:attach',
      command('host:attach', hostAttachSchema, async ({ pin, host_key }) => {
        const view = await live.attachHost(pin, host_key);
        socket.data.hostPin = pin;
        await socket.join([rooms.all(pin), rooms.hosts(pin)]);
        return view;
      }),
    );

    for (const [event, hostCommand] of HOST_COMMANDS)
      socket.on(
        event,
        command(event, emptySchema, async () => {
          await live.host(hostPin(), hostCommand);
          return null;
        }),
      );
    socket.on(
      'host:kick',
      command('host:kick', kickSchema, async ({ player_id }) => {
        await live.host(hostPin(), { type: 'kick', playerId: player_id });
        return null;
      }),
    );

    socket.on(
      'host:teams',
      command('host:teams', teamsSetupSchema, async (setup) => {
        await live.host(hostPin(), { type: 'teams', setup });
        return null;
      }),
    );
    socket.on(
      'host:team-assign',
      command('host:team-assign', teamAssignSchema, async ({ player_id, team_id }) => {
        await live.host(hostPin(), { type: 'assign', playerId: player_id, teamId: team_id });
        return null;
      }),
    );

    // Both run one at a time on a socket (they name a PIN): a seat is given up before the next.
    socket.on(
      'player:join',
      command('player:join', joinSchema, async (payload) => {
        await pins.joining(socket.id);
        await giveSeatUp();
        const id = newPlayerId();
        // In the rooms before the seat exists, so no phase change between the two is missed.
        await takeSeat(payload.pin, id, payload.extended_time);
        try {
          const joined = await live.join(payload.pin, id, payload, socket.data.userId);
          // Gone while its join waited its turn: the seat is counted as left, not held by no one.
          if (socket.disconnected) live.disconnected(payload.pin, id);
          return { player_id: id, seat_token: joined.seatToken, view: joined.view };
        } catch (error) {
          socket.data.player = undefined;
          leaveRooms(payload.pin, id);
          throw error;
        }
      }),
    );

    socket.on(
      'player:rejoin',
      command('player:rejoin', rejoinSchema, async ({ pin, player_id, seat_token }) => {
        const seat = socket.data.player;
        const isSameSeat = seat?.pin === pin && seat.id === player_id;
        const { player, view } = await live.rejoin(pin, player_id, seat_token, !isSameSeat);
        // Only once the seat asked for is proven: a wrong seat token does not cost the one held.
        if (!isSameSeat) await giveSeatUp();
        await takeSeat(pin, player.id, player.extendedTime);
        return view;
      }),
    );

    socket.on(
      'player:answer',
      command('player:answer', answerSchema, async (payload) => {
        const seat = socket.data.player;
        if (!seat) throw new AppError('NOT_IN_SESSION');
        return live.answer(seat.pin, seat.id, payload);
      }),
    );

    // The handshake said the screen's language; a user who switches it later says it again.
    socket.on(
      'live:language',
      command('live:language', languageSchema, async ({ language }) => {
        socket.data.language = language;
        return null;
      }),
    );

    socket.on('disconnect', () => {
      const seat = socket.data.player;
      if (seat) live.disconnected(seat.pin, seat.id);
    });
  });
}
