import type { QuestionClosed, RankEntry, SessionSettings, TeamRankEntry } from '@awarequest/contracts';
import type { AppSocketServer } from '../../plugins/socket-io.js';
import type { BackgroundTasks } from './background-tasks.js';
import { createThrottle, type LiveClock } from './live-clock.js';
import { LEADERBOARD_SIZE, performanceOf } from './session-engine.js';
import type { PlayerRecord, SessionCore, SessionCounts, SessionDef } from './session-model.js';
import type { SessionStore } from './session-store.js';
import { livePlayer, phaseView } from './session-views.js';

/**
 * Events to sockets, by room: `s:<pin>` everyone, `h:<pin>` hosts, `p:<pin>` players,
 * `x:<pin>` players with extended time, `u:<pin>:<id>` one player's sockets. A broadcast is one
 * emit to a room (the adapter fans it out, across instances with Redis), never a loop over
 * sockets. Private results are the exception: each instance sends them to its own sockets,
 * so no instance sends another N messages.
 *
 * What it sends comes with the events of a commit (live-effects.ts): the committed core, the
 * reveal, the ranked players. The store is read only for the two throttled counters (seats in
 * the lobby, answers to the open question), which joins and answers on every instance change
 * outside any commit, and for the private results another instance asks for.
 */

export const rooms = {
  all: (pin: string) => `s:${pin}`,
  hosts: (pin: string) => `h:${pin}`,
  players: (pin: string) => `p:${pin}`,
  extended: (pin: string) => `x:${pin}`,
  player: (pin: string, id: string) => `u:${pin}:${id}`,
};

/** Counts sent to a room at most this often (ms): players in the lobby, answers to the host. */
const LOBBY_COUNT_INTERVAL_MS = 500;
const ANSWER_COUNT_INTERVAL_MS = 250;

/**
 * The lobby count goes to every player, so its cost grows with the room: every 500 ms up to
 * 1000 players, then 500 ms more per thousand, at most every 5 s (10,000 players joining in
 * 20 s get 4 counts rather than 40 — 360,000 messages fewer).
 */
export function lobbyCountInterval(players: number): number {
  return Math.min(5000, LOBBY_COUNT_INTERVAL_MS * Math.max(1, Math.ceil(players / 1000)));
}

export function createBroadcaster(
  io: AppSocketServer,
  store: SessionStore,
  clock: LiveClock,
  tasks: BackgroundTasks,
) {
  const lobbyPlayers = new Map<string, number>();
  const lobbyCounts = createThrottle(clock, (pin) => lobbyCountInterval(lobbyPlayers.get(pin) ?? 0));
  const answerCounts = createThrottle(clock, ANSWER_COUNT_INTERVAL_MS);

  /** This instance's sockets in a session's player room, with the seat each plays. */
  function localPlayers(pin: string) {
    const ids = io.of('/').adapter.rooms.get(rooms.players(pin));
    if (!ids) return [];
    return [...ids].flatMap((socketId) => {
      const socket = io.of('/').sockets.get(socketId);
      const seat = socket?.data.player;
      return socket && seat?.pin === pin ? [{ socket, playerId: seat.id }] : [];
    });
  }

  return {
    /** A phase change: one state per audience (host, players, players with extended time). */
    phaseChanged(core: SessionCore, def: SessionDef, counts: SessionCounts) {
      const now = clock.now();
      const { pin } = core;
      io.to(rooms.hosts(pin)).emit('session:state', phaseView(core, def, counts, { kind: 'host' }, now));
      // The host's "answered / players" counts only those who may answer (late joiners wait).
      if (core.phase === 'question')
        io.to(rooms.hosts(pin)).emit('host:answers', {
          index: core.index,
          answered: 0,
          players: core.eligible,
        });
      // The count is the lobby's: once the game starts, a trailing one would be a message to
      // every player in the middle of the first question's fan-out, for a number nobody sees.
      if (core.phase !== 'lobby') lobbyCounts.forget(pin);
      // Players have the question and its answer window since get ready and open it on their
      // own clock, all at the same moment: no message to every player as answers start.
      if (core.phase === 'question') return;
      const playerState = (extendedTime: boolean) => {
        const view = phaseView(core, def, counts, { kind: 'player', extendedTime }, now);
        // At a close, players have the question on screen and the solution from
        // `question:closed`, sent just before: the state only moves the phase on, and the
        // largest message of a question is not sent to every player twice.
        return core.phase === 'reveal' ? { ...view, question: null, closed: null } : view;
      };
      io.to(rooms.players(pin)).except(rooms.extended(pin)).emit('session:state', playerState(false));
      if (counts.extended > 0) io.to(rooms.extended(pin)).emit('session:state', playerState(true));
      if (core.phase === 'ended') {
        lobbyPlayers.delete(pin);
        answerCounts.forget(pin);
      }
    },

    closed(pin: string, closed: QuestionClosed) {
      io.to(rooms.all(pin)).emit('question:closed', closed);
    },

    /** The host gets the whole ranking; players the top of it (their own rank comes privately). */
    ended(pin: string, ranking: RankEntry[], teams: TeamRankEntry[] | null = null) {
      io.to(rooms.hosts(pin)).emit('session:ended', { ranking, teams });
      io.to(rooms.players(pin)).emit('session:ended', { ranking: ranking.slice(0, LEADERBOARD_SIZE), teams });
    },

    /** The team setup changed (a mode, or a player put in a team), to the host's screens. */
    teamsChanged(pin: string, settings: SessionSettings, assigned: PlayerRecord | null) {
      const player = assigned ? { player_id: assigned.id, team: assigned.team ?? null } : null;
      io.to(rooms.hosts(pin)).emit('host:teams-changed', { settings, assigned: player });
    },

    playerChanged(pin: string, player: PlayerRecord, connected: boolean, removed = false) {
      io.to(rooms.hosts(pin)).emit('host:player', { player: livePlayer(player, connected), removed });
    },

    kicked(pin: string, playerId: string) {
      const room = rooms.player(pin, playerId);
      io.to(room).emit('player:kicked');
      io.in(room).socketsLeave([rooms.all(pin), rooms.players(pin), rooms.extended(pin), room]);
    },

    /** The number of players, to players in the lobby, at most twice a second (slower when many). */
    lobbyCount(pin: string) {
      lobbyCounts.run(pin, () => {
        tasks.run(
          store.read(pin).then((read) => {
            if (read?.core.phase !== 'lobby') return;
            lobbyPlayers.set(pin, read.counts.players);
            io.to(rooms.players(pin)).emit('lobby:count', { players_count: read.counts.players });
          }),
          'lobby count',
        );
      });
    },

    /** Answers received, to the host, at most four times a second. */
    answersCount(core: SessionCore) {
      const { pin, round, index } = core;
      answerCounts.run(pin, () => {
        tasks.run(
          store.answersCount(pin, round, index).then((answered) => {
            io.to(rooms.hosts(pin)).emit('host:answers', { index, answered, players: core.eligible });
          }),
          'answer count',
        );
      });
    },

    /**
     * Each player's own result of question `index` (after its close) or performance (at the
     * end), to this instance's sockets; a late joiner who did not play the question gets none. `known` holds the records when this instance has them already (it committed the
     * change); otherwise they are read for the local sockets only.
     */
    async privateResults(
      pin: string,
      kind: 'result' | 'performance',
      index: number,
      known?: ReadonlyMap<string, PlayerRecord>,
    ) {
      const local = localPlayers(pin);
      if (local.length === 0) return;
      let records: (PlayerRecord | undefined)[];
      if (known) records = local.map(({ playerId }) => known.get(playerId));
      else
        records = await store.playersByIds(
          pin,
          local.map(({ playerId }) => playerId),
        );
      const playersCount = known?.size ?? (await store.read(pin))?.counts.players ?? 0;
      local.forEach(({ socket }, position) => {
        const record = records[position];
        if (!record) return;
        if (kind === 'performance') socket.emit('player:performance', performanceOf(record, playersCount));
        else if (record.result?.index === index) socket.emit('player:result', record.result);
      });
    },

    close() {
      lobbyCounts.clear();
      answerCounts.clear();
    },
  };
}

export type Broadcaster = ReturnType<typeof createBroadcaster>;
