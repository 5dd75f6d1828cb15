import type { Ack, Joined } from '@awarequest/contracts';
import {
  addReading,
  bestOffset,
  msUntil,
  type ClockReading,
} from '../../apps/web/src/features/live/model/live-clock.js';
import { benchAnswer, type AnswerableQuestion } from './bench-answer.js';
import { clientKind, connectPlayer, type PlayerSocket } from './player-socket.js';
import type { EndReport, JoinCommand, QuestionReport, RunnerMessage, WorkerMessage } from './protocol.js';

/**
 * A share of the benchmark's players in one process: Socket.IO clients (`player-socket.ts`) that join by PIN,
 * get each question with "get ready", open it on the server's clock as the web client does
 * (the best of the clock readings, `addReading`/`bestOffset`), answer it at a random moment (a
 * room of people does not answer in one millisecond), and record when every message arrives.
 * A report goes to the runner when all of this worker's players have their result and the
 * reveal of a question, or when the runner asks for it.
 */

const ACK_TIMEOUT_MS = 10_000;
const CLIENT_KIND = clientKind(process.env.BENCH_LIVE_CLIENT);
const now = () => performance.timeOrigin + performance.now();

interface QuestionTally extends Omit<QuestionReport, 'type' | 'index' | 'players' | 'getReadyCpuMicros'> {
  /** CPU time (µs) when the first and the last of this worker's "get ready" arrived. */
  cpuAtFirstGetReady: number;
  cpuAtLastGetReady: number;
  reported: boolean;
}

const cpuMicros = () => {
  const { user, system } = process.cpuUsage();
  return user + system;
};

const players: PlayerSocket[] = [];
const tallies = new Map<number, QuestionTally>();
const end = { gotEnded: 0, gotPerformance: 0, reported: false };
let disconnects = 0;
let answerSpreadMs = 0;
let ending = false;

/**
 * Collects this process's garbage while no message is on its way to it: after the joins, and after
 * each question's report (the runner sends "next" only when every worker has reported). Ten
 * thousand phones each collect their own small heap on their own processor; here one heap holds
 * a quarter of the room, and a collection of it (20–50 ms, copying what 2,500 phones keep) would
 * stop all of them at once, on the cores the server needs, in the middle of a fan-out. The
 * server's own collections are left where V8 puts them. `BENCH_LIVE_WORKER_GC=off` leaves the
 * workers' too.
 */
const COLLECTS_BETWEEN_QUESTIONS = process.env.BENCH_LIVE_WORKER_GC !== 'off';
/** `gc(true)` collects the young generation only; `gc(false)` the whole heap. */
function collectGarbage(extent: 'young' | 'full') {
  if (COLLECTS_BETWEEN_QUESTIONS) globalThis.gc?.(extent === 'young');
}
const send = (message: WorkerMessage) => process.send?.(message);

function tally(index: number): QuestionTally {
  let entry = tallies.get(index);
  if (!entry) {
    entry = {
      getReadyAt: [],
      cpuAtFirstGetReady: 0,
      cpuAtLastGetReady: 0,
      openDelays: [],
      ackLatencies: [],
      answersLost: 0,
      gotGetReady: 0,
      gotQuestion: 0,
      opened: 0,
      gotReveal: 0,
      gotClosed: 0,
      gotResult: 0,
      answersSent: 0,
      resultsUnanswered: 0,
      reported: false,
    };
    tallies.set(index, entry);
  }
  return entry;
}

function reportQuestion(index: number) {
  const entry = tally(index);
  if (entry.reported) return;
  entry.reported = true;
  collectGarbage('young');
  send({
    type: 'question',
    index,
    players: players.length,
    getReadyAt: entry.getReadyAt,
    // A player who missed "get ready" leaves the last reading to the report.
    getReadyCpuMicros:
      entry.gotGetReady === 0 ? 0 : (entry.cpuAtLastGetReady || cpuMicros()) - entry.cpuAtFirstGetReady,
    openDelays: entry.openDelays,
    ackLatencies: entry.ackLatencies,
    answersLost: entry.answersLost,
    gotGetReady: entry.gotGetReady,
    gotQuestion: entry.gotQuestion,
    opened: entry.opened,
    gotReveal: entry.gotReveal,
    gotClosed: entry.gotClosed,
    gotResult: entry.gotResult,
    answersSent: entry.answersSent,
    resultsUnanswered: entry.resultsUnanswered,
  });
}

/** The report of a question once every player here has its result and the reveal. */
function reportWhenAllArrived(index: number) {
  const entry = tally(index);
  if (entry.gotResult === players.length && entry.gotReveal === players.length) reportQuestion(index);
}

function reportEnd() {
  if (end.reported) return;
  end.reported = true;
  const report: EndReport = {
    type: 'ended',
    players: players.length,
    gotEnded: end.gotEnded,
    gotPerformance: end.gotPerformance,
    disconnects,
    messages: players.reduce((total, client) => total + client.received(), 0),
    cpuMicros: cpuMicros(),
  };
  send(report);
}

/** Answers the open question at a random moment within the spread, then records its ack. */
function answerLater(client: PlayerSocket, index: number, question: AnswerableQuestion) {
  const entry = tally(index);
  const input = benchAnswer(question);
  setTimeout(() => {
    const sentAt = now();
    entry.answersSent++;
    client
      .emitWithAck('player:answer', { question_index: index, ...input }, ACK_TIMEOUT_MS)
      .then((ack: Ack<{ answered_at: number }>) => {
        if (ack.ok) entry.ackLatencies.push(now() - sentAt);
        else entry.answersLost++;
      })
      .catch(() => {
        entry.answersLost++;
      });
  }, Math.random() * answerSpreadMs);
}

function listen(client: PlayerSocket) {
  let lastGetReady = -1;
  let readings: ClockReading[] = [];
  client.on('session:state', (state) => {
    const at = now();
    readings = addReading(readings, state.server_now, Date.now());
    if (state.phase === 'reveal') {
      tally(state.question_index).gotReveal++;
      reportWhenAllArrived(state.question_index);
    }
    if (state.phase !== 'get_ready' || state.question_index <= lastGetReady) return;
    lastGetReady = state.question_index;
    const entry = tally(state.question_index);
    // Two readings a question, not one per message: the figure must not add to what it measures.
    if (entry.gotGetReady === 0) entry.cpuAtFirstGetReady = cpuMicros();
    entry.gotGetReady++;
    if (entry.gotGetReady === players.length) entry.cpuAtLastGetReady = cpuMicros();
    entry.getReadyAt.push(at);
    const { question, phase_ends_at: opensAt } = state;
    if (!question || opensAt === null) return;
    entry.gotQuestion++;
    // Only what answering needs outlives the message: 2,500 phones' questions in one heap would
    // be copied by every collection, a cost that a phone with its own heap does not have.
    const answerable: AnswerableQuestion = {
      kind: question.kind,
      choiceKeys: question.choices.map((choice) => choice.key),
      slider: question.slider ? { min: question.slider.min, max: question.slider.max } : null,
    };
    const index = question.index;
    // Opens the question when get ready ends on the server's clock, as the web client does.
    setTimeout(
      () => {
        entry.opened++;
        entry.openDelays.push(now() - opensAt);
        answerLater(client, index, answerable);
      },
      msUntil(opensAt, bestOffset(readings), Date.now()),
    );
  });
  client.on('question:closed', (closed) => {
    tally(closed.index).gotClosed++;
  });
  client.on('player:result', (result) => {
    const entry = tally(result.index);
    entry.gotResult++;
    if (!result.answered) entry.resultsUnanswered++;
    reportWhenAllArrived(result.index);
  });
  client.on('session:ended', () => {
    end.gotEnded++;
  });
  client.on('player:performance', () => {
    end.gotPerformance++;
    if (end.gotPerformance === players.length) reportEnd();
  });
  client.onDisconnect(() => {
    if (!ending) disconnects++;
  });
  return {
    /** The join's view says the server's time too. */
    readClock: (serverNow: number) => {
      readings = addReading(readings, serverNow, Date.now());
    },
  };
}

/** Connects and seats one player; resolves with the ms it took. */
async function joinOne(command: JoinCommand, number: number): Promise<number> {
  const startedAt = now();
  const client = await connectPlayer(CLIENT_KIND, command.url, 60_000);
  const seat = listen(client);
  const joined: Ack<Joined> = await client.emitWithAck(
    'player:join',
    {
      pin: command.pin,
      nickname: `p${String(number).padStart(5, '0')}`,
      avatar: 'cat',
      extended_time: false,
    },
    60_000,
  );
  if (!joined.ok) {
    client.disconnect();
    throw new Error(`${joined.code}: ${joined.message}`);
  }
  seat.readClock(joined.data.view.server_now);
  players.push(client);
  return now() - startedAt;
}

async function joinAll(command: JoinCommand) {
  answerSpreadMs = command.answerSpreadMs;
  const latencies: number[] = [];
  let failed = 0;
  let failure: string | null = null;
  let next = 0;
  const lane = async () => {
    while (next < command.count) {
      const number = command.first + next++;
      try {
        latencies.push(await joinOne(command, number));
      } catch (error) {
        failed++;
        failure ??= error instanceof Error ? error.message : String(error);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(command.concurrency, command.count) }, lane));
  collectGarbage('full');
  send({ type: 'joined', joined: players.length, failed, failure, latencies, doneAt: now() });
}

process.on('message', (message: RunnerMessage) => {
  if (message.type === 'join') void joinAll(message);
  else if (message.type === 'flush') {
    if (message.index < 0) reportEnd();
    else reportQuestion(message.index);
  } else {
    ending = true;
    for (const client of players) client.disconnect();
    process.exit(0);
  }
});
process.on('disconnect', () => process.exit(0));
send({ type: 'ready' });
