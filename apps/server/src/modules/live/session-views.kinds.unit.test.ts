import { describe, expect, it } from 'vitest';
import { GET_READY_SECONDS, TYPED_ANSWER_MAX } from '@awarequest/contracts';
import { openQuestion, startSession } from './session-engine.js';
import { EVERY_KIND, join, orderingQuestion, sessionOf } from './session-engine.fixtures.js';
import type { AnswerRecord, LiveQuestionDef, SessionDef } from './session-model.js';
import { hostView, playerView } from './session-views.js';

/** What players see of the new kinds while a question is open: never a part of its solution. */

function openAt(questions: LiveQuestionDef[], sessionId = 'session-1') {
  const made = sessionOf({ reading_seconds: 0 }, questions);
  const def: SessionDef = { ...made.def, id: sessionId };
  const player = join(made.core);
  const counts = { players: 1, extended: 0 };
  const ready = startSession(made.core, counts, 0);
  if (!ready.ok) throw new Error(ready.code);
  const open = openQuestion(ready.core, counts, GET_READY_SECONDS * 1000);
  if (!open.ok) throw new Error(open.code);
  const view = (myAnswer: AnswerRecord | null = null) =>
    playerView({
      core: open.core,
      def,
      counts,
      player,
      connected: true,
      myAnswer,
      now: open.core.opensAt ?? 0,
    });
  return { core: open.core, def, counts, player, view };
}

describe('an open question of a new kind, as a player sees it', () => {
  it('a typed answer: no choices, the longest answer, nothing of the accepted answers', () => {
    const { view } = openAt(EVERY_KIND);
    const question = view().question;
    expect(question).toMatchObject({ kind: 'type_answer', choices: [], max_length: TYPED_ANSWER_MAX });
    expect(JSON.stringify(view())).not.toMatch(/Phishing|التصيد/);
  });

  it('a slider: its range, step and unit, never its answer, tolerance or limit', () => {
    const { view } = openAt([EVERY_KIND[2] as LiveQuestionDef]);
    const question = view().question;
    expect(question?.slider).toEqual({ min: 0, max: 100, step: 1, unit: { en: '%', ar: '٪' } });
    expect(question?.slider).not.toHaveProperty('answer');
    expect(question?.slider).not.toHaveProperty('tolerance');
    expect(question?.slider).not.toHaveProperty('limit');
  });

  it('an ordering: its items shuffled, never in the right order, the same on every screen and reload', () => {
    const rightOrders = [
      ['a', 'b', 'c', 'd'],
      ['c', 'a', 'd', 'b'],
      ['d', 'c', 'b', 'a'],
    ];
    const served = new Set<string>();
    for (const rightOrder of rightOrders)
      for (let session = 0; session < 30; session += 1) {
        const { view, core, def, counts } = openAt([orderingQuestion('o', rightOrder)], `session-${session}`);
        const keys = view().question?.choices.map((choice) => choice.key) ?? [];
        expect([...keys].sort()).toEqual(['a', 'b', 'c', 'd']);
        expect(keys).not.toEqual(rightOrder);
        // Another player, a reload and the host: the same order.
        expect(view().question?.choices.map((choice) => choice.key)).toEqual(keys);
        const host = hostView({
          core,
          def,
          counts,
          players: [],
          isConnected: () => true,
          answered: 0,
          now: 0,
        });
        expect(host.question?.choices.map((choice) => choice.key)).toEqual(keys);
        served.add(keys.join(''));
      }
    // Sessions differ: the order is no constant a player could learn.
    expect(served.size).toBeGreaterThan(5);
  });

  it('tells the player their own typed answer or estimate after a reload', () => {
    const { view } = openAt(EVERY_KIND);
    expect(view({ keys: [], text: 'phishing', at: 1 })).toMatchObject({
      my_answer: [],
      my_text: 'phishing',
      my_value: null,
    });
    expect(view({ keys: [], value: 42, at: 1 })).toMatchObject({
      my_answer: [],
      my_text: null,
      my_value: 42,
    });
    expect(view({ keys: ['c', 'a', 'd', 'b'], at: 1 })).toMatchObject({ my_answer: ['c', 'a', 'd', 'b'] });
    expect(view(null)).toMatchObject({ my_answer: null, my_text: null, my_value: null });
  });
});
