import { io, type Socket } from 'socket.io-client';
import {
  LIVE_SOCKET_PATH,
  type Ack,
  type ClientToServerEvents,
  type Joined,
  type ServerToClientEvents,
  type SessionStateView,
} from '@awarequest/contracts';
import type { EndReport, JoinCommand, QuestionReport, RunnerMessage, WorkerMessage } from './protocol.js';

/**
 * A share of the benchmark's players in one process: real socket.io clients that join by PIN,
 * answer each question at a random moment (a room of people does not answer in one
 * millisecond), and record when every message arrives. A report goes to the runner when all
 * of this worker's players have their result of a question, or when the runner asks for it.
 */

type Client = Socket<ServerToClientEvents, ClientToServerEvents>;

const ACK_TIMEOUT_MS = 10_000;
const now = () => performance.timeOrigin + performance.now();

interface QuestionTally extends Omit<QuestionReport, 'type' | 'index' | 'players'> {
  reported: boolean;
}

const players: Client[] = [];
const tallies = new Map<number, QuestionTally>();
const end = { gotEnded: 0, gotPerformance: 0, reported: false };
let disconnects = 0;
let messages = 0;
let answerSpreadMs = 0;
let ending = false;

const send = (message: WorkerMessage) => process.send?.(message);

function tally(index: number): QuestionTally {
  let entry = tallies.get(index);
  if (!entry) {
    entry = {
      getReadyAt: [],
      openDelays: [],
      ackLatencies: [],
      answersLost: 0,
      gotGetReady: 0,
      gotQuestion: 0,
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
  send({
    type: 'question',
    index,
    players: players.length,
    getReadyAt: entry.getReadyAt,
    openDelays: entry.openDelays,
    ackLatencies: entry.ackLatencies,
    answersLost: entry.answersLost,
    gotGetReady: entry.gotGetReady,
    gotQuestion: entry.gotQuestion,
    gotClosed: entry.gotClosed,
    gotResult: entry.gotResult,
    answersSent: entry.answersSent,
    resultsUnanswered: entry.resultsUnanswered,
  });
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
    messages,
    cpuMicros: process.cpuUsage().user + process.cpuUsage().system,
  };
  send(report);
}

/** Waits for the answer of a question, then records its ack. */
function answerLater(client: Client, state: SessionStateView) {
  const question = state.question;
  if (!question) return;
  const entry = tally(question.index);
  const choice = question.choices[Math.floor(Math.random() * question.choices.length)];
  if (!choice) return;
  setTimeout(() => {
    const sentAt = now();
    entry.answersSent++;
    client
      .timeout(ACK_TIMEOUT_MS)
      .emitWithAck('player:answer', { question_index: question.index, choice_keys: [choice.key] })
      .then((ack: Ack<{ answered_at: number }>) => {
        if (ack.ok) entry.ackLatencies.push(now() - sentAt);
        else entry.answersLost++;
      })
      .catch(() => {
        entry.answersLost++;
      });
  }, Math.random() * answerSpreadMs);
}

function listen(client: Client) {
  let lastGetReady = -1;
  let lastQuestion = -1;
  client.onAny(() => {
    messages++;
  });
  client.on('session:state', (state) => {
    const at = now();
    if (state.phase === 'get_ready' && state.question_index > lastGetReady) {
      lastGetReady = state.question_index;
      const entry = tally(state.question_index);
      entry.gotGetReady++;
      entry.getReadyAt.push(at);
    }
    if (state.phase === 'question' && state.question && state.question_index > lastQuestion) {
      lastQuestion = state.question_index;
      const entry = tally(state.question_index);
      entry.gotQuestion++;
      entry.openDelays.push(at - state.server_now);
      answerLater(client, state);
    }
  });
  client.on('question:closed', (closed) => {
    tally(closed.index).gotClosed++;
  });
  client.on('player:result', (result) => {
    const entry = tally(result.index);
    entry.gotResult++;
    if (!result.answered) entry.resultsUnanswered++;
    if (entry.gotResult === players.length) reportQuestion(result.index);
  });
  client.on('session:ended', () => {
    end.gotEnded++;
  });
  client.on('player:performance', () => {
    end.gotPerformance++;
    if (end.gotPerformance === players.length) reportEnd();
  });
  client.on('disconnect', () => {
    if (!ending) disconnects++;
  });
}

/** Connects and seats one player; resolves with the ms it took. */
async function joinOne(command: JoinCommand, number: number): Promise<number> {
  const startedAt = now();
  const client: Client = io(command.url, {
    path: LIVE_SOCKET_PATH,
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    timeout: 60_000,
  });
  await new Promise<void>((resolve, reject) => {
    client.once('connect', resolve);
    client.once('connect_error', reject);
  });
  listen(client);
  const joined = (await client.timeout(60_000).emitWithAck('player:join', {
    pin: command.pin,
    nickname: `p${String(number).padStart(5, '0')}`,
    avatar: 'fox',
    extended_time: false,
  })) as Ack<Joined>;
  if (!joined.ok) {
    client.disconnect();
    throw new Error(`${joined.code}: ${joined.message}`);
  }
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
