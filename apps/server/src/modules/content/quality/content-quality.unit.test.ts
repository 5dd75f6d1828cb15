import { describe, expect, it } from 'vitest';
import type { QuestionInput } from '@awarequest/contracts';
import { categoryInput, gameInput, pack, questionInput } from '../pack.fixtures.js';
import { answerCues } from './answer-cues.js';
import { CUE_LIMITS, judgeContent } from './content-verdict.js';
import { houseStyleFindings } from './house-style.js';
import { playZeroKnowledge, ZERO_KNOWLEDGE_STRATEGIES } from './zero-knowledge.js';

const [longestFalseTickAll] = ZERO_KNOWLEDGE_STRATEGIES;

const text = (en: string, ar = `${en} بالعربية`) => ({ en, ar });
const single = (key: string, right: string, wrong: string[]): QuestionInput =>
  questionInput(key, {
    choices: [right, ...wrong].map((choice, index) => ({ key: 'abcd'[index]!, text: text(choice) })),
    correct: ['a'],
  });
const trueFalse = (key: string, statement: string, answer: 'true' | 'false'): QuestionInput =>
  questionInput(key, {
    kind: 'true_false',
    text: text(statement),
    choices: [
      { key: 'true', text: text('True', 'صحيح') },
      { key: 'false', text: text('False', 'خطأ') },
    ],
    correct: [answer],
  });
const multiple = (key: string, options: number, right: number): QuestionInput =>
  questionInput(key, {
    kind: 'multiple',
    choices: Array.from({ length: options }, (_, index) => ({
      key: `o${index}`,
      text: text(`Option number ${index} of this question`),
    })),
    correct: Array.from({ length: right }, (_, index) => `o${index}`),
  });

function packOf(questions: QuestionInput[], passScore = 70) {
  return pack({
    categories: [categoryInput('topic')],
    games: [{ ...gameInput('game', ['topic'], []), pass_score: passScore, questions }],
  });
}

/** The habit the issue found: the right choice is the long, careful one. */
const cued = [
  single('q1', 'Report it with the Report button and keep the email', ['Delete it', 'Reply', 'Forward it']),
  single('q2', 'Call the supplier on the number you already hold', ['Pay it', 'Email back', 'Ignore it']),
  trueFalse('q3', 'You can always trust a padlock.', 'false'),
  trueFalse('q4', 'It is fine to share your code.', 'false'),
  multiple('q5', 4, 3),
];
/** The same knowledge without the habit. */
const fair = [
  single('q1', 'Use the Report button', [
    'Delete it from your inbox now',
    'Reply and ask who sent it',
    'Forward it',
  ]),
  single('q2', 'Call the usual number', [
    'Pay it today as the email asks',
    'Email back to confirm',
    'Ask them',
  ]),
  trueFalse('q3', 'A padlock shows the connection is encrypted.', 'true'),
  trueFalse('q4', 'Sharing a sign-in code with IT helps them fix your account.', 'false'),
  multiple('q5', 4, 2),
];

describe('answer cues', () => {
  it('measures the longest right choice, the True share, giveaways and multi-select shares', () => {
    const cues = answerCues(packOf(cued));
    expect(cues.single).toMatchObject({ count: 2, correctIsLongest: { en: 1, ar: 1 } });
    expect(cues.single.lengthRatio.en).toBeGreaterThan(3);
    expect(cues.trueFalse.trueShare).toBe(0);
    expect(cues.trueFalse.giveaways).toEqual(['game/q3 (en: always)', 'game/q4 (en: fine)']);
    expect(cues.multiple).toMatchObject({
      count: 1,
      correctShare: 0.75,
      correctCounts: { 3: 1 },
      outOfRange: [],
    });

    const fairCues = answerCues(packOf(fair));
    expect(fairCues.single.correctIsLongest.en).toBe(0);
    expect(fairCues.single.lengthRatio.en).toBeLessThan(CUE_LIMITS.lengthRatioMax);
    expect(fairCues.trueFalse).toMatchObject({ trueShare: 0.5, giveaways: [] });
    expect(fairCues.multiple.correctShare).toBe(0.5);
  });

  it('catches the over-correction: right choices that are the shortest', () => {
    const short = [
      single('q1', 'Report it', [
        'Delete it from your inbox',
        'Reply and ask who sent it',
        'Forward it to IT',
      ]),
      single('q2', 'Call back', ['Pay the invoice today', 'Email the sender back', 'Ask a colleague first']),
    ];
    expect(answerCues(packOf(short)).single.correctIsShortest).toEqual({ en: 1, ar: 1 });
    expect(judgeContent(packOf(short)).failures).toContain(
      'single choice (en): the right choice is the shortest in 100 % (at most 35 %)',
    );
    const shortest = ZERO_KNOWLEDGE_STRATEGIES.find((strategy) => strategy.single === 'shortest')!;
    expect(playZeroKnowledge(packOf(short), shortest)).toMatchObject({ passed: ['game'], meanScore: 100 });
  });

  it('flags a multi-select question with every option right', () => {
    expect(answerCues(packOf([multiple('q1', 4, 4)])).multiple.outOfRange).toEqual(['game/q1']);
  });

  it('finds a word that mostly appears in right choices', () => {
    const questions = Array.from({ length: 16 }, (_, index) =>
      single(`q${index}`, 'Report it', ['Delete it', 'Keep it', 'Move it']),
    );
    const [report] = answerCues(packOf(questions)).wordCues;
    expect(report).toMatchObject({ word: 'report', inCorrect: 16, inWrong: 0 });
    expect(report!.lift).toBeGreaterThan(CUE_LIMITS.wordLiftMax);
  });

  it('finds an Arabic cue word whatever its diacritics, article or joined "and"', () => {
    const rightTexts = ['أبلغ فريق الأمن', 'أَبْلِغْ فريقَ الأمنِ', 'وأبلغ الأمن فورًا', 'أبلغ فريق الامن الآن'];
    const questions = Array.from({ length: 16 }, (_, index) =>
      questionInput(`q${index}`, {
        choices: [
          { key: 'a', text: { en: `Tell them ${index}`, ar: rightTexts[index % 4]! } },
          { key: 'b', text: { en: 'Delete it', ar: 'احذفها من البريد' } },
          { key: 'c', text: { en: 'Keep it', ar: 'احتفظ بها' } },
        ],
        correct: ['a'],
      }),
    );
    const arabic = answerCues(packOf(questions)).wordCues.filter((cue) => cue.language === 'ar');
    expect(arabic.map((cue) => [cue.word, cue.inCorrect, cue.inWrong])).toEqual([
      ['ابلغ', 16, 0],
      ['الامن', 16, 0],
    ]);
    expect(judgeContent(packOf(questions)).failures).toContain(
      'word cue (ar) "ابلغ": in 16 right and 0 wrong choices (32.0× likelier right; at most 3)',
    );
  });

  it('finds Arabic giveaway words in true/false statements, joined to a particle or not', () => {
    const statement = (key: string, ar: string) =>
      questionInput(key, {
        kind: 'true_false',
        text: { en: 'A statement', ar },
        choices: [
          { key: 'true', text: { en: 'True', ar: 'صحيح' } },
          { key: 'false', text: { en: 'False', ar: 'خطأ' } },
        ],
        correct: ['false'],
      });
    const cues = answerCues(
      packOf([
        statement('q1', 'القفل في المتصفح يعني دائمًا أن الموقع آمن.'),
        statement('q2', 'تستطيع مشاركة الرمز والجميع في الفريق يعرفونه.'),
        statement('q3', 'يصل البريد المشبوه أحيانًا من عناوين مألوفة.'),
      ]),
    );
    expect(cues.trueFalse.giveaways).toEqual(['game/q1 (ar: دائمًا, آمن)', 'game/q2 (ar: الجميع)']);
  });
});

describe('zero-knowledge players', () => {
  it('pass a cued game and fail a fair one', () => {
    // Cued: 2 singles right, 2 falses right, tick-all earns (3 − 1) / 3: 4.67 of 5 = 93.
    const cued_ = playZeroKnowledge(packOf(cued), longestFalseTickAll!);
    expect(cued_).toMatchObject({ passed: ['game'], meanScore: 93 });
    // Fair: no single, one false, tick-all earns (2 − 2) / 2 = 0: 1 of 5 = 20.
    expect(playZeroKnowledge(packOf(fair), longestFalseTickAll!)).toMatchObject({
      passed: [],
      meanScore: 20,
    });
  });

  it('leaves the shortest option out when the strategy says so', () => {
    const allButShortest = ZERO_KNOWLEDGE_STRATEGIES.find(
      (strategy) => strategy.multiple === 'all-but-shortest',
    )!;
    const question = multiple('q1', 4, 3);
    question.choices[3]!.text = text('No');
    // Picks o0–o2 (the three long ones), exactly the right set.
    expect(playZeroKnowledge(packOf([question]), allButShortest)).toMatchObject({
      passed: ['game'],
      meanScore: 100,
    });
  });
});

describe('the Arabic house style', () => {
  const styled = (overrides: Partial<QuestionInput>) =>
    houseStyleFindings(packOf([questionInput('q1', overrides)]));

  it('accepts guillemets, marked Latin tokens and glossary terms', () => {
    expect(
      styled({
        text: text(
          'A file ends in “.lockd”.',
          'ملف ينتهي بـ «\u200e.lockd» بسبب برمجيات الفدية، اتصل على \u200e+966',
        ),
      }),
    ).toEqual([]);
  });

  it('finds Latin quotes, unmarked dot or plus tokens, stems, avoided terms and unknown placeholders', () => {
    const findings = houseStyleFindings(
      packOf([
        questionInput('q1', {
          text: text('Is “.lockd” bad?', 'هل الملف "x" بامتداد «.lockd» من برامج الفدية؟'),
        }),
        trueFalse('q2', 'True or false: MFA helps.', 'true'),
        questionInput('q3', { explanation: text('See {{company.name}}.', 'انظر {{company.name}}.') }),
      ]),
    );
    expect(findings.map((finding) => [finding.rule, finding.where])).toEqual([
      ['quotes', 'game/q1'],
      ['ltr_mark', 'game/q1'],
      ['glossary', 'game/q1'],
      ['true_false_stem', 'game/q2'],
      ['placeholder', 'game/q3 explanation'],
    ]);
  });

  it('keeps placeholders out of game names and descriptions', () => {
    const titled = pack({
      categories: [categoryInput('topic')],
      games: [{ ...gameInput('game', ['topic']), description: text('Is it {{classification.4}}?') }],
    });
    expect(houseStyleFindings(titled).map((finding) => [finding.rule, finding.where])).toEqual([
      ['placeholder', 'game description'],
    ]);
  });

  it('accepts the classification placeholders', () => {
    expect(styled({ text: text('Is it {{classification.3}}?', 'هل هو «{{classification.3}}»؟') })).toEqual(
      [],
    );
  });
});

describe('the content verdict', () => {
  it('lists every broken limit and none for a fair pack', () => {
    const verdict = judgeContent(packOf(cued));
    expect(verdict.failures.some((failure) => failure.startsWith('single choice (en)'))).toBe(true);
    expect(verdict.failures).toContain('true/false: 0 % True (between 40 % and 60 %)');
    expect(
      judgeContent(packOf(fair)).failures.filter(
        (failure) => !failure.startsWith('multi-select: right-option'),
      ),
    ).toEqual([]);
  });
});
