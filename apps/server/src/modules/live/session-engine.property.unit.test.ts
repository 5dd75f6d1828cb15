import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STREAK_CAP, type AnswerInput } from '@awarequest/contracts';
import { submitAnswer } from './session-engine.js';
import { EVERY_KIND, QUESTIONS, seat, sessionOf } from './session-engine.fixtures.js';
import type { AnswerRecord, PlayerRecord, SessionCore, SessionDef } from './session-model.js';
import { apply, slicesFor, type LiveCommand, type SessionWrite } from './session-reducer.js';

/**
 * Random games driven through the reducer the way live-sessions.ts drives it (a join, an
 * answer, the clock, the host's commands): each command reads the slices `slicesFor` names,
 * and its write goes to a model store that keeps the first answer only and commits players
 * still seated. Whatever the order, the invariants of issue 5 hold.
 */

type Op =
  | { kind: 'join'; extended: boolean }
  | { kind: 'answer'; player: number; input: AnswerInput; again: boolean }
  | { kind: 'wait'; ms: number }
  | { kind: 'start' | 'next' | 'end' | 'reset' | 'lock' | 'unlock' | 'close' }
  | { kind: 'kick'; player: number };

const opArbitrary: fc.Arbitrary<Op> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('join' as const), extended: fc.boolean() }) },
  {
    weight: 8,
    arbitrary: fc.record({
      kind: fc.constant('answer' as const),
      player: fc.nat(20),
      // Picks, orders (a permutation or not), typed texts and estimates, whatever the question.
      input: fc.oneof(
        fc.record({
          choice_keys: fc.subarray(['a', 'b', 'c', 'd', 'true', 'false'], { minLength: 1, maxLength: 3 }),
        }),
        fc.record({ choice_keys: fc.shuffledSubarray(['a', 'b', 'c', 'd'], { minLength: 3, maxLength: 4 }) }),
        fc.record({ text: fc.constantFrom('phishing', 'التصيّد الإحتيالي', 'password', '  ', '') }),
        fc.record({ value: fc.double({ min: -20, max: 120, noNaN: true }) }),
      ),
      again: fc.boolean(),
    }),
  },
  {
    weight: 5,
    arbitrary: fc.record({ kind: fc.constant('wait' as const), ms: fc.integer({ min: 0, max: 12_000 }) }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constantFrom('start', 'next', 'end', 'reset', 'lock', 'unlock', 'close' as const),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('kick' as const), player: fc.nat(20) }) },
);

const settingsArbitrary = fc.record({
  points_per_question: fc.constantFrom(0, 1000, 2000),
  speed_bonus: fc.boolean(),
  streak_bonus: fc.boolean(),
  reading_seconds: fc.integer({ min: 0, max: 3 }),
  answer_seconds: fc.integer({ min: 5, max: 10 }),
  late_join: fc.boolean(),
  extended_time_percent: fc.integer({ min: 0, max: 200 }),
});

/** A model of the store: the slices, the first answer per player and question, the closes. */
class Model {
  players = new Map<string, PlayerRecord>();
  answers = new Map<string, Map<string, AnswerRecord>>();
  closes = new Map<string, number>();
  extended = 0;
  now = 0;
  constructor(
    public core: SessionCore,
    readonly def: SessionDef,
  ) {}

  get counts() {
    return { players: this.players.size, extended: this.extended };
  }
  answersOf(core: SessionCore) {
    const key = `${core.round}:${core.index}`;
    let answers = this.answers.get(key);
    if (!answers) this.answers.set(key, (answers = new Map<string, AnswerRecord>()));
    return answers;
  }

  /** Reads what the command needs, applies it, and stores its write; false when refused. */
  run(command: LiveCommand): boolean {
    const needs = slicesFor(command, this.core, this.now);
    const playerId = 'playerId' in command ? command.playerId : undefined;
    const applied = apply(
      {
        core: this.core,
        counts: this.counts,
        def: this.def,
        ...(playerId === undefined ? {} : { player: this.players.get(playerId) }),
        ...(needs.players ? { players: [...this.players.values()] } : {}),
        ...(needs.answers ? { answers: new Map(this.answersOf(this.core)) } : {}),
      },
      command,
      this.now,
    );
    if (!applied.ok) return false;
    if (applied.write) this.write(applied.write);
    for (const event of applied.events)
      if (event.type === 'closed') {
        const key = `${this.core.round}:${event.closed.index}`;
        this.closes.set(key, (this.closes.get(key) ?? 0) + 1);
        checkRanks(event.players);
      } else if (event.type === 'ended') checkRanks(event.players);
    if (applied.write?.kind === 'commit') this.core = applied.write.change.core;
    return true;
  }

  private write(write: SessionWrite) {
    switch (write.kind) {
      case 'seat':
        this.players.set(write.player.id, write.player);
        if (write.player.extendedTime) this.extended += 1;
        return;
      case 'answer': {
        const answers = this.answersOf(this.core);
        if (!answers.has(write.playerId)) answers.set(write.playerId, write.answer);
        return;
      }
      case 'commit': {
        const { players = [], remove } = write.change;
        for (const player of players) if (this.players.has(player.id)) this.players.set(player.id, player);
        if (remove) this.players.delete(remove.id);
      }
    }
  }
}

function checkRanks(players: readonly PlayerRecord[]) {
  const ranks = players.map((player) => player.rank).sort((a, b) => a - b);
  expect(ranks).toEqual(players.map((_, position) => position + 1));
}

function play(model: Model, op: Op) {
  const playerAt = (index: number) => [...model.players.values()][index % Math.max(model.players.size, 1)];
  switch (op.kind) {
    case 'join':
      model.run({ type: 'join', seat: seat({ extendedTime: op.extended }) });
      return;
    case 'answer': {
      const player = playerAt(op.player);
      if (!player) return;
      const payload = { question_index: model.core.index, ...op.input };
      const sends = op.again ? 2 : 1;
      for (let sent = 0; sent < sends; sent++) model.run({ type: 'answer', playerId: player.id, payload });
      return;
    }
    case 'wait':
      model.now += op.ms;
      model.run({ type: 'step' });
      return;
    case 'close':
      // Whatever the phase: everyone answered, a late timer or another instance's sweep.
      model.run({ type: 'step', early: { round: model.core.round, index: model.core.index } });
      return;
    case 'kick': {
      const player = playerAt(op.player);
      model.run({ type: 'kick', playerId: player?.id ?? 'nobody' });
      return;
    }
    default:
      model.run({ type: op.kind });
  }
}

describe('the reducer, on random games', () => {
  it('keeps scores non-negative, closes each question once, counts an answer once, ranks a permutation', () => {
    let closedQuestions = 0;
    fc.assert(
      fc.property(
        settingsArbitrary,
        fc.constantFrom(QUESTIONS, EVERY_KIND),
        fc.array(opArbitrary, { minLength: 20, maxLength: 150 }),
        (settings, questions, ops) => {
          const { core, def } = sessionOf(settings, questions);
          const model = new Model(core, def);
          let version = core.version;
          // Most random games get going: a few players join and the host starts.
          const opening: Op[] = [
            { kind: 'join', extended: false },
            { kind: 'join', extended: true },
            { kind: 'start' },
          ];
          for (const op of [...opening, ...ops]) {
            play(model, op);
            expect(model.core.version).toBeGreaterThanOrEqual(version);
            version = model.core.version;
            if (model.core.phase !== 'question') {
              // Outside an open question (closed, revealed, ended) no answer is taken.
              const late = submitAnswer(
                model.core,
                { extendedTime: true, firstIndex: 0 },
                { question_index: model.core.index, choice_keys: ['a'] },
                def.questions[model.core.index],
                model.now,
              );
              expect(late.ok).toBe(false);
            }
            const maxPerQuestion = settings.points_per_question + STREAK_CAP;
            // Plain checks (an expect per player per step costs more than the game itself).
            for (const player of model.players.values())
              if (
                player.score < 0 ||
                player.correct > player.played - (player.polls ?? 0) ||
                player.score > (player.played - (player.polls ?? 0)) * maxPerQuestion ||
                (player.result !== null && player.result.points < 0)
              )
                expect.fail(`bad standing after ${op.kind}: ${JSON.stringify(player)}`);
          }
          for (const count of model.closes.values()) expect(count).toBe(1);
          closedQuestions += model.closes.size;
        },
      ),
      { numRuns: 200 },
    );
    // The runs really played: questions were closed, and so scored.
    expect(closedQuestions).toBeGreaterThan(60);
  }, 30_000);

  it('closes a question exactly once however often the clock and the host ask', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('wait', 'close', 'end'), { minLength: 1, maxLength: 10 }),
        (asks) => {
          const { core, def } = sessionOf({ reading_seconds: 0, answer_seconds: 5 });
          const model = new Model(core, def);
          play(model, { kind: 'join', extended: false });
          play(model, { kind: 'start' });
          play(model, { kind: 'wait', ms: 3000 });
          expect(model.core.phase).toBe('question');
          for (const ask of asks) play(model, ask === 'wait' ? { kind: 'wait', ms: 6000 } : { kind: ask });
          expect(model.closes.get(`${model.core.round}:0`)).toBe(1);
        },
      ),
    );
  });
});
