import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STREAK_CAP } from '@awarequest/contracts';
import {
  admitPlayer,
  closeQuestion,
  dueStep,
  endSession,
  isLastReveal,
  kickPlayer,
  nextQuestion,
  openQuestion,
  resetSession,
  setLocked,
  startSession,
  submitAnswer,
} from './session-engine.js';
import { seat, sessionOf } from './session-engine.fixtures.js';
import type { AnswerRecord, PlayerRecord, SessionCore, SessionDef } from './session-model.js';

/**
 * Random games driven through the engine the way the gateway drives it (a join, an answer,
 * the clock, the host's commands), with a model store that keeps the first answer only.
 * Whatever the order, the invariants of issue 5 hold.
 */

type Op =
  | { kind: 'join'; extended: boolean }
  | { kind: 'answer'; player: number; keys: string[]; again: boolean }
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
      keys: fc.subarray(['a', 'b', 'c', 'd', 'true', 'false'], { minLength: 1, maxLength: 3 }),
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

/** A model of the store: the slices, the first answer per player and question, the commits. */
class Model {
  players = new Map<string, PlayerRecord>();
  answers = new Map<string, Map<string, AnswerRecord>>();
  closes = new Map<string, number>();
  answersCounted = 0;
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
  commitPlayers(players: PlayerRecord[]) {
    for (const player of players) if (this.players.has(player.id)) this.players.set(player.id, player);
  }
  closeNow() {
    const key = `${this.core.round}:${this.core.index}`;
    const closed = closeQuestion(
      this.core,
      [...this.players.values()],
      this.answersOf(this.core),
      this.def.questions[this.core.index],
      this.now,
    );
    if (!closed.ok) return;
    this.closes.set(key, (this.closes.get(key) ?? 0) + 1);
    this.core = closed.core;
    this.commitPlayers(closed.players);
    checkRanks(closed.players);
  }
  tick() {
    const step = dueStep(this.core, this.now);
    if (step === 'open') {
      const opened = openQuestion(this.core, this.counts, this.now);
      if (opened.ok) this.core = opened.core;
    } else if (step === 'close') this.closeNow();
  }
}

function checkRanks(players: readonly PlayerRecord[]) {
  const ranks = players.map((player) => player.rank).sort((a, b) => a - b);
  expect(ranks).toEqual(players.map((_, position) => position + 1));
}

function apply(model: Model, op: Op) {
  const playerAt = (index: number) => [...model.players.values()][index % Math.max(model.players.size, 1)];
  switch (op.kind) {
    case 'join': {
      const admitted = admitPlayer(model.core, model.counts, seat({ extendedTime: op.extended }), model.now);
      if (admitted.ok) {
        model.players.set(admitted.player.id, admitted.player);
        if (op.extended) model.extended += 1;
      }
      return;
    }
    case 'answer': {
      const player = playerAt(op.player);
      if (!player) return;
      const payload = { question_index: model.core.index, choice_keys: op.keys };
      const sends = op.again ? 2 : 1;
      for (let sent = 0; sent < sends; sent++) {
        const taken = submitAnswer(
          model.core,
          player,
          payload,
          model.def.questions[model.core.index],
          model.now,
        );
        const answers = model.answersOf(model.core);
        if (taken.ok && !answers.has(player.id)) answers.set(player.id, taken.answer);
      }
      return;
    }
    case 'wait':
      model.now += op.ms;
      model.tick();
      return;
    case 'close':
      // Whatever the phase: the host's skip, a late timer or another instance's sweep.
      model.closeNow();
      return;
    case 'start': {
      const started = startSession(model.core, model.counts, model.now);
      if (started.ok) model.core = started.core;
      return;
    }
    case 'next': {
      if (isLastReveal(model.core)) {
        apply(model, { kind: 'end' });
        return;
      }
      const next = nextQuestion(model.core, model.now);
      if (next.ok) model.core = next.core;
      return;
    }
    case 'end': {
      const open =
        model.core.phase === 'question'
          ? { answers: model.answersOf(model.core), question: model.def.questions[model.core.index] }
          : null;
      const before = model.core;
      const ended = endSession(model.core, [...model.players.values()], open, model.now);
      if (!ended.ok) return;
      if (before.phase === 'question') {
        const key = `${before.round}:${before.index}`;
        model.closes.set(key, (model.closes.get(key) ?? 0) + 1);
      }
      model.core = ended.core;
      model.commitPlayers(ended.players);
      checkRanks(ended.players);
      return;
    }
    case 'reset': {
      const reset = resetSession(model.core, [...model.players.values()], model.now);
      if (reset.ok) {
        model.core = reset.core;
        model.commitPlayers(reset.players);
      }
      return;
    }
    case 'lock':
    case 'unlock': {
      const locked = setLocked(model.core, op.kind === 'lock', model.now);
      if (locked.ok) model.core = locked.core;
      return;
    }
    case 'kick': {
      const kicked = kickPlayer(model.core, playerAt(op.player), model.now);
      if (kicked.ok) {
        model.core = kicked.core;
        model.players.delete(kicked.removed.id);
      }
    }
  }
}

describe('the engine, on random games', () => {
  it('keeps scores non-negative, closes each question once, counts an answer once, ranks a permutation', () => {
    let closedQuestions = 0;
    fc.assert(
      fc.property(
        settingsArbitrary,
        fc.array(opArbitrary, { minLength: 20, maxLength: 150 }),
        (settings, ops) => {
          const { core, def } = sessionOf(settings);
          const model = new Model(core, def);
          let version = core.version;
          // Most random games get going: a few players join and the host starts.
          const opening: Op[] = [
            { kind: 'join', extended: false },
            { kind: 'join', extended: true },
            { kind: 'start' },
          ];
          for (const op of [...opening, ...ops]) {
            apply(model, op);
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
                player.correct > player.played ||
                player.score > player.played * maxPerQuestion
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
          apply(model, { kind: 'join', extended: false });
          apply(model, { kind: 'start' });
          apply(model, { kind: 'wait', ms: 3000 });
          expect(model.core.phase).toBe('question');
          for (const ask of asks) apply(model, ask === 'wait' ? { kind: 'wait', ms: 6000 } : { kind: ask });
          expect(model.closes.get(`${model.core.round}:0`)).toBe(1);
        },
      ),
    );
  });
});
