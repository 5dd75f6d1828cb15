import { describe, expect, it } from 'vitest';
import type { QuestionInput, SliderSpecInput } from '@awarequest/contracts';
import { categoryInput, gameInput, pack, questionInput } from '../pack.fixtures.js';
import { answerCues } from './answer-cues.js';
import { judgeContent } from './content-verdict.js';
import { houseStyleFindings } from './house-style.js';
import { servedScoredQuestions } from './served-questions.js';
import {
  longestWord,
  pick,
  playZeroKnowledge,
  sliderGuess,
  ZERO_KNOWLEDGE_STRATEGIES,
  zeroKnowledgeCredit,
} from './zero-knowledge.js';

/** The content check on the kinds of issue 26: type answer, poll, slider and ordering. */

const [midpointListed, minListed, maxReversed] = ZERO_KNOWLEDGE_STRATEGIES;
const text = (en: string, ar = `${en} بالعربية`) => ({ en, ar });
const noChoices = { choices: [], correct: [] };

const typed = (key: string, question: string, accepted: string[]): QuestionInput =>
  questionInput(key, {
    kind: 'type_answer',
    text: text(question, 'سؤال يُكتب جوابه'),
    ...noChoices,
    accepted_answers: accepted,
  });
const slider = (key: string, spec: Partial<SliderSpecInput>): QuestionInput =>
  questionInput(key, {
    kind: 'slider',
    ...noChoices,
    slider: { min: 0, max: 100, step: 1, answer: 30, tolerance: 2, limit: 10, ...spec },
  });
/** An ordering of `items` listed as given, whose right order is `order` (keys). */
const ordering = (key: string, items: string[], order: string[]): QuestionInput =>
  questionInput(key, {
    kind: 'ordering',
    choices: items.map((item) => ({ key: item, text: text(`Step ${item} of the procedure`) })),
    correct: order,
  });
const poll = (key: string): QuestionInput =>
  questionInput(key, {
    kind: 'poll',
    choices: [
      { key: 'a', text: text('Very confident and ready for anything') },
      { key: 'b', text: text('Not sure') },
    ],
    correct: [],
  });

function packOf(questions: QuestionInput[], passScore = 70) {
  return pack({
    categories: [categoryInput('topic')],
    games: [{ ...gameInput('game', ['topic'], []), pass_score: passScore, questions }],
  });
}
const only = (question: QuestionInput) => packOf([question]).games[0]!.questions[0]!;

describe('type answer', () => {
  it('flags accepted answers the question gives away and answers in one language only', () => {
    const cues = answerCues(
      packOf([
        typed('q1', 'Which sign-in method, the passkey, resists phishing?', ['passkey', 'مفتاح المرور']),
        typed('q2', 'What replaces a password with a key pair on your device?', ['passkey', 'pass key']),
        typed('q3', 'How many characters at least?', ['15']),
        typed('q4', 'What replaces a password with a key pair on your device?', ['passkey', 'مفتاح المرور']),
      ]),
    );
    expect(cues.typeAnswer).toEqual({
      count: 4,
      givenAway: ['game/q1'],
      oneLanguage: ['game/q2'],
      redundant: ['game/q2: pass key = passkey'],
    });
  });

  it('finds accepted answers that matching would fold into one', () => {
    const cues = answerCues(
      packOf([
        typed('q1', 'Which flaw has no fix yet?', [
          'zero-day',
          'Zero Day',
          '0-day',
          'ثغرة يوم الصفر',
          'ثغرة يومَ الصفر',
        ]),
      ]),
    );
    expect(cues.typeAnswer.redundant).toEqual([
      'game/q1: Zero Day = zero-day',
      'game/q1: ثغرة يومَ الصفر = ثغرة يوم الصفر',
    ]);
  });

  it('finds an answer hidden in several words or in the Arabic text, folded as matching folds', () => {
    const question = questionInput('q1', {
      kind: 'type_answer',
      text: text('What is it called?', 'ما اسم «المصادقة متعدّدة العوامل» هنا؟'),
      ...noChoices,
      accepted_answers: ['MFA', 'المصادقة متعددة العوامل'],
    });
    expect(answerCues(packOf([question])).typeAnswer.givenAway).toEqual(['game/q1']);
  });

  it('has the zero-knowledge player type the longest word of the question', () => {
    expect(longestWord('Name it: authentication, or MFA?')).toBe('authentication');
    const givenAway = only(typed('q1', 'Name it: authentication', ['authentication', 'المصادقة']));
    expect(pick(givenAway, midpointListed!)).toEqual({ text: 'authentication' });
    expect(zeroKnowledgeCredit(givenAway, midpointListed!)).toEqual({
      credit: 1,
      isCorrect: true,
      scored: true,
    });
    const fair = only(typed('q2', 'What replaces a password on your device?', ['passkey', 'مفتاح المرور']));
    expect(zeroKnowledgeCredit(fair, midpointListed!)).toEqual({ credit: 0, isCorrect: false, scored: true });
  });
});

describe('slider', () => {
  it('guesses the middle of the range on a step, or an end', () => {
    const spec = only(slider('q1', { min: 4, max: 40, step: 5, answer: 15, tolerance: 0, limit: 5 })).slider!;
    expect(sliderGuess(spec, 'midpoint')).toBe(24);
    expect(sliderGuess(spec, 'min')).toBe(4);
    expect(sliderGuess(spec, 'max')).toBe(40);
  });

  it('flags an answer a guess at the middle or an end would reach', () => {
    const cues = answerCues(
      packOf([
        slider('q1', { answer: 50 }),
        slider('q2', { answer: 55, tolerance: 0, limit: 6 }),
        slider('q3', { answer: 4, tolerance: 1, limit: 5 }),
        slider('q4', { answer: 97 }),
        slider('q5', { answer: 30 }),
        slider('q6', { answer: 60, tolerance: 0, limit: 10 }),
      ]),
    );
    expect(cues.slider).toEqual({
      count: 6,
      guessable: ['game/q1', 'game/q2', 'game/q3', 'game/q4'],
      unreachable: [],
    });
  });

  it('flags a slider whose steps all miss the tolerance around the answer', () => {
    const cues = answerCues(
      packOf([
        slider('q1', { min: 0, max: 2000, step: 10, answer: 533, tolerance: 50, limit: 200 }),
        slider('q2', { min: 0, max: 2000, step: 10, answer: 533, tolerance: 2, limit: 200 }),
        slider('q3', { min: 5, max: 100, step: 10, answer: 30, tolerance: 0, limit: 20 }),
      ]),
    );
    // q3's steps are 5, 15, 25, 35…: none is 30.
    expect(cues.slider.unreachable).toEqual(['game/q2', 'game/q3']);
  });

  it('earns the zero-knowledge player nothing on a fair slider and closeness on a guessable one', () => {
    const fair = only(slider('q1', { answer: 30 }));
    for (const strategy of [midpointListed!, minListed!, maxReversed!])
      expect(zeroKnowledgeCredit(fair, strategy).credit).toBe(0);
    const nearMiddle = only(slider('q2', { answer: 54, tolerance: 2, limit: 10 }));
    // 4 away from 50: (10 − 4) / (10 − 2) = 0.75.
    expect(zeroKnowledgeCredit(nearMiddle, midpointListed!)).toEqual({
      credit: 0.75,
      isCorrect: false,
      scored: true,
    });
  });
});

describe('ordering', () => {
  it('flags an ordering whose listed or reversed order puts more than a third of the items in place', () => {
    const cues = answerCues(
      packOf([
        ordering('q1', ['a', 'b', 'c', 'd'], ['a', 'b', 'c', 'd']),
        ordering('q2', ['a', 'b', 'c', 'd'], ['d', 'c', 'b', 'a']),
        ordering('q3', ['a', 'b', 'c', 'd'], ['a', 'b', 'd', 'c']),
        ordering('q4', ['a', 'b', 'c', 'd'], ['c', 'a', 'd', 'b']),
        ordering('q5', ['a', 'b', 'c'], ['b', 'c', 'a']),
      ]),
    );
    expect(cues.ordering.count).toBe(5);
    expect(cues.ordering.listedNearlyRight).toEqual(['game/q1', 'game/q2', 'game/q3']);
    // Listed as is: 4/4, 0, 2/4, 0, 0 of the items in place.
    expect(cues.ordering.listedInPlace).toBeCloseTo(0.3);
  });

  it('has the zero-knowledge player send the items as listed or reversed, with credit for items in place', () => {
    const question = only(ordering('q1', ['a', 'b', 'c', 'd'], ['a', 'd', 'c', 'b']));
    expect(pick(question, midpointListed!)).toEqual({ choice_keys: ['a', 'b', 'c', 'd'] });
    expect(pick(question, maxReversed!)).toEqual({ choice_keys: ['d', 'c', 'b', 'a'] });
    expect(zeroKnowledgeCredit(question, midpointListed!)).toEqual({
      credit: 0.5,
      isCorrect: false,
      scored: true,
    });
    expect(zeroKnowledgeCredit(question, maxReversed!)).toEqual({
      credit: 0,
      isCorrect: false,
      scored: true,
    });
  });

  it('leaves an ordering’s items out of the word cues: every one of them is right', () => {
    const questions = Array.from({ length: 16 }, (_, index) =>
      ordering(`q${index}`, ['a', 'b', 'c'], ['b', 'c', 'a']),
    );
    expect(answerCues(packOf(questions)).wordCues).toEqual([]);
  });
});

describe('poll', () => {
  it('counts in no score: a game of polls and one right answer is passed with 100', () => {
    const right = questionInput('q1', {
      choices: [
        { key: 'a', text: text('Report it with the button in the toolbar') },
        { key: 'b', text: text('Delete it') },
      ],
      correct: ['a'],
    });
    const game = packOf([poll('p1'), right, poll('p2')]);
    expect(servedScoredQuestions(game.games[0]!).map((question) => question.key)).toEqual(['q1']);
    expect(playZeroKnowledge(game, midpointListed!)).toMatchObject({ passed: ['game'], meanScore: 100 });
  });

  it('is left out of the single-choice figures and the word cues', () => {
    const cues = answerCues(packOf(Array.from({ length: 16 }, (_, index) => poll(`p${index}`))));
    expect(cues.pollCount).toBe(16);
    expect(cues.single.count).toBe(0);
    expect(cues.wordCues).toEqual([]);
    expect(judgeContent(packOf([poll('p1')])).failures).toEqual([]);
  });
});

describe('the verdict and the house style on the new kinds', () => {
  it('names each broken rule of the new kinds', () => {
    const failures = judgeContent(
      packOf([
        typed('q1', 'Which sign-in method, the passkey, resists phishing?', ['passkey']),
        slider('q2', { answer: 50 }),
        ordering('q3', ['a', 'b', 'c'], ['a', 'b', 'c']),
      ]),
    ).failures;
    expect(failures).toEqual([
      "type answer game/q1: the question's text holds an accepted answer",
      'type answer game/q1: accepted answers in English and in Arabic',
      'slider game/q2: a guess at the middle or an end of the range earns points (move the answer or narrow the limit)',
      'ordering game/q3: listed as is or reversed, more than 33 % of the items are in place',
    ]);
  });

  it('checks a slider’s unit and the alt text of images like any other Arabic text', () => {
    const findings = houseStyleFindings(
      packOf([
        slider('q1', { unit: { en: 'days', ar: '"يوم"' } }),
        questionInput('q2', {
          image: '/uploads/q2.webp',
          image_alt: { en: 'A QR code', ar: 'كود QR على ملصق' },
          choices: [
            {
              key: 'a',
              text: text('Scan it'),
              image: '/uploads/a.webp',
              image_alt: { en: 'A file', ar: 'ملف ينتهي بـ .lockd' },
            },
            { key: 'b', text: text('Report it') },
          ],
        }),
      ]),
    );
    expect(findings.map((finding) => [finding.rule, finding.where])).toEqual([
      ['quotes', 'game/q1 slider unit'],
      ['ltr_mark', 'game/q2 choice a image alt'],
      ['glossary', 'game/q2 image alt'],
    ]);
  });
});
