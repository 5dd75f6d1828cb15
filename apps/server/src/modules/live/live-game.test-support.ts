import type { Joined, SessionSettingsInput } from '@awarequest/contracts';
import type { QuestionFixture } from '../../test/content.fixtures.js';
import {
  attachHost,
  createSession,
  joinAs,
  recorder,
  send,
  sendOk,
  type Client,
  type Recorder,
  type useLiveApp,
} from './live.test-support.js';

/** Games for the gateway's tests: a host attached, players seated, questions opened. */

export const QUESTIONS: QuestionFixture[] = [
  { kind: 'single', correct: ['a'] },
  { kind: 'multiple', correct: ['a', 'c'] },
  { kind: 'true_false', correct: ['true'] },
];

export interface Seat {
  client: Client;
  events: Recorder;
  joined: Joined;
}

export const answer = (seat: Seat, index: number, keys: string[]) =>
  send<{ answered_at: number }>(seat.client, 'player:answer', { question_index: index, choice_keys: keys });

export function gameHelpers({ live, connect }: ReturnType<typeof useLiveApp>) {
  /** A session with its host attached and players seated (reading time 0, 20 s to answer). */
  async function setUp(nicknames: string[], settings: SessionSettingsInput = {}, questions = QUESTIONS) {
    const { app } = live();
    const session = await createSession(app, { settings, game: { questions } });
    const host = await connect();
    const hostEvents = recorder(host);
    await attachHost(host, session);
    const seats: Seat[] = [];
    for (const nickname of nicknames) {
      const client = await connect();
      const events = recorder(client);
      seats.push({ client, events, joined: await joinAs(client, session.pin, nickname) });
    }
    return { session, host, hostEvents, seats };
  }

  /**
   * Starts the game, waits until every player has question 0 (it comes with "get ready", the
   * players' screens open it by themselves) and lets the server's clock open it. Returns the
   * players' get-ready states.
   */
  async function startAndOpen(host: Client, seats: Pick<Seat, 'events'>[]) {
    return openNext(host, seats, 'host:start');
  }

  /** "Next" from a reveal, likewise for the next question. */
  async function nextQuestion(host: Client, seats: Pick<Seat, 'events'>[]) {
    return openNext(host, seats, 'host:next');
  }

  async function openNext(host: Client, seats: Pick<Seat, 'events'>[], command: 'host:start' | 'host:next') {
    const ready = seats.map((seat) =>
      seat.events.next('session:state', (state) => state.phase === 'get_ready' && state.question !== null),
    );
    await sendOk(host, command);
    const states = await Promise.all(ready);
    await live().clock.advance(3000);
    return states;
  }

  return { setUp, startAndOpen, nextQuestion };
}
