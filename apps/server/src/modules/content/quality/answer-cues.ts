import {
  LANGUAGES,
  normalizeTypedAnswer,
  orderingCredit,
  sliderCloseness,
  type ContentPack,
  type Language,
  type Question,
} from '@awarequest/contracts';
import { scoredGames, servedQuestions, shownText } from './served-questions.js';
import { sliderGuess } from './zero-knowledge.js';
import { giveawaysIn, isCueWord, wordsOf } from './cue-words.js';

/**
 * Cues that let someone who knows nothing pick the right answer: the right choice is the
 * longest, true/false leans one way, multi-select options are mostly right, or a word appears
 * in right answers far more often than in wrong ones. Figures are over every question of the
 * pack's scored games (each question once, whatever its audience).
 */
export interface AnswerCueFigures {
  single: {
    count: number;
    /** Share (0..1) of single-choice questions whose right choice is strictly the longest. */
    correctIsLongest: Record<Language, number>;
    /** The same for strictly the shortest: a pack can over-correct. */
    correctIsShortest: Record<Language, number>;
    /** Mean over questions of (right choice's length / mean length of the wrong ones). */
    lengthRatio: Record<Language, number>;
  };
  trueFalse: {
    count: number;
    /** Share (0..1) of true/false questions whose answer is True. */
    trueShare: number;
    /** Keys (game/question) of statements holding a giveaway word, with the word. */
    giveaways: string[];
  };
  multiple: {
    count: number;
    /** Share (0..1) of all multi-select options that are right. */
    correctShare: number;
    /** How many questions have 1, 2, 3… right options. */
    correctCounts: Record<number, number>;
    /** Keys of questions with no wrong option, or more than four right ones. */
    outOfRange: string[];
  };
  typeAnswer: {
    count: number;
    /** Keys of questions whose text holds one of their accepted answers (a word or words of it). */
    givenAway: string[];
    /** Keys of questions without an accepted answer in English and one in Arabic (digits serve both). */
    oneLanguage: string[];
    /** Accepted answers that fold to the same text as an earlier one ("game/q: zero day = zero-day"). */
    redundant: string[];
  };
  slider: {
    count: number;
    /** Keys of sliders where a guess (the middle of the range, its lowest or its highest value) earns points. */
    guessable: string[];
    /** Keys of sliders on which no value the player can set (min + n × step) earns full credit. */
    unreachable: string[];
  };
  ordering: {
    count: number;
    /** Mean share (0..1) of items already in their right place as the items are listed. */
    listedInPlace: number;
    /**
     * Keys of orderings whose listed order, or that order reversed, puts more than
     * `ORDERING_LISTED_MAX` of the items in place.
     */
    listedNearlyRight: string[];
  };
  /** Polls: counted in no score. */
  pollCount: number;
  /** Words in at least `WORD_CUE_MIN` right choices (per language), with how much likelier they are in a right one. */
  wordCues: { language: Language; word: string; inCorrect: number; inWrong: number; lift: number }[];
}

const WORD_CUE_MIN = 15;
/** The largest share of an ordering's items its listed order may already put in place (one of 3, 4 or 5; two of 6). */
export const ORDERING_LISTED_MAX = 1 / 3;

type Keyed = { id: string; question: Question };

function everyQuestion(pack: ContentPack): Keyed[] {
  return scoredGames(pack).flatMap((game) =>
    // Each question once: the cues are about how it is written, whoever it is served to.
    [...new Set([...servedQuestions(game), ...game.questions])].map((question) => ({
      id: `${game.key}/${question.key}`,
      question,
    })),
  );
}

const mean = (values: number[]): number =>
  values.length ? values.reduce((sum, value) => sum + value, 0) / values.length : 0;

function lengthsOf(question: Question, language: Language) {
  const right = new Set(question.correct);
  const lengths = question.choices.map((choice) => ({
    length: shownText(choice.text, language).length,
    right: right.has(choice.key),
  }));
  const correct = lengths.find((choice) => choice.right)?.length ?? 0;
  const wrong = lengths.filter((choice) => !choice.right).map((choice) => choice.length);
  return { correct, wrong };
}

function singleFigures(questions: Keyed[]): AnswerCueFigures['single'] {
  const singles = questions.filter(({ question }) => question.kind === 'single');
  const figures = (language: Language) => {
    const all = singles.map(({ question }) => lengthsOf(question, language));
    return {
      longest: mean(all.map(({ correct, wrong }) => (wrong.every((length) => correct > length) ? 1 : 0))),
      shortest: mean(all.map(({ correct, wrong }) => (wrong.every((length) => correct < length) ? 1 : 0))),
      ratio: mean(all.map(({ correct, wrong }) => correct / Math.max(1, mean(wrong)))),
    };
  };
  const en = figures('en');
  const ar = figures('ar');
  return {
    count: singles.length,
    correctIsLongest: { en: en.longest, ar: ar.longest },
    correctIsShortest: { en: en.shortest, ar: ar.shortest },
    lengthRatio: { en: en.ratio, ar: ar.ratio },
  };
}

function trueFalseFigures(questions: Keyed[]): AnswerCueFigures['trueFalse'] {
  const statements = questions.filter(({ question }) => question.kind === 'true_false');
  const giveaways = statements.flatMap(({ id, question }) =>
    LANGUAGES.flatMap((language) => {
      const found = giveawaysIn(wordsOf(shownText(question.text, language), language), language);
      return found.length ? [`${id} (${language}: ${found.join(', ')})`] : [];
    }),
  );
  return {
    count: statements.length,
    trueShare: mean(statements.map(({ question }) => (question.correct[0] === 'true' ? 1 : 0))),
    giveaways,
  };
}

function multipleFigures(questions: Keyed[]): AnswerCueFigures['multiple'] {
  const multiples = questions.filter(({ question }) => question.kind === 'multiple');
  const correctCounts: Record<number, number> = {};
  let options = 0;
  let correct = 0;
  const outOfRange: string[] = [];
  for (const { id, question } of multiples) {
    const right = question.correct.length;
    correctCounts[right] = (correctCounts[right] ?? 0) + 1;
    options += question.choices.length;
    correct += right;
    if (right >= question.choices.length || right > 4) outOfRange.push(id);
  }
  return {
    count: multiples.length,
    correctShare: options ? correct / options : 0,
    correctCounts,
    outOfRange,
  };
}

const LATIN_LETTER = /[A-Za-z]/;
const ARABIC_LETTER = /[\u0621-\u064A]/;
const ONLY_DIGITS = /^[\d\u0660-\u0669\s.,%]+$/;

/** Every run of consecutive words of a text, folded as typed answers are: where an answer would hide. */
function wordRunsOf(text: string): Set<string> {
  const words = text.match(/[\p{L}\p{N}]+/gu) ?? [];
  const runs = new Set<string>();
  for (let start = 0; start < words.length; start++)
    for (let end = start + 1; end <= Math.min(words.length, start + 4); end++)
      runs.add(normalizeTypedAnswer(words.slice(start, end).join(' ')));
  return runs;
}

function typeAnswerFigures(questions: Keyed[]): AnswerCueFigures['typeAnswer'] {
  const typed = questions.filter(({ question }) => question.kind === 'type_answer');
  const givenAway: string[] = [];
  const oneLanguage: string[] = [];
  const redundant: string[] = [];
  for (const { id, question } of typed) {
    const accepted = question.accepted_answers ?? [];
    const folded = new Map<string, string>();
    for (const answer of accepted) {
      const same = folded.get(normalizeTypedAnswer(answer));
      if (same !== undefined) redundant.push(`${id}: ${answer} = ${same}`);
      else folded.set(normalizeTypedAnswer(answer), answer);
    }
    const runs = new Set([
      ...wordRunsOf(shownText(question.text, 'en')),
      ...wordRunsOf(shownText(question.text, 'ar')),
    ]);
    if (accepted.some((answer) => runs.has(normalizeTypedAnswer(answer)))) givenAway.push(id);
    const numeric = accepted.some((answer) => ONLY_DIGITS.test(answer));
    const english = accepted.some((answer) => LATIN_LETTER.test(answer));
    const arabic = accepted.some((answer) => ARABIC_LETTER.test(answer));
    if (!numeric && !(english && arabic)) oneLanguage.push(id);
  }
  return { count: typed.length, givenAway, oneLanguage, redundant };
}

function sliderFigures(questions: Keyed[]): AnswerCueFigures['slider'] {
  const sliders = questions.filter(({ question }) => question.kind === 'slider' && question.slider);
  const guessable = sliders
    .filter(({ question }) =>
      (['midpoint', 'min', 'max'] as const).some(
        (at) => sliderCloseness(question.slider!, sliderGuess(question.slider!, at)) > 0,
      ),
    )
    .map(({ id }) => id);
  const unreachable = sliders
    .filter(({ question }) => {
      const { min, step, answer } = question.slider!;
      const nearest = min + Math.round((answer - min) / step) * step;
      return sliderCloseness(question.slider!, nearest) < 1;
    })
    .map(({ id }) => id);
  return { count: sliders.length, guessable, unreachable };
}

function orderingFigures(questions: Keyed[]): AnswerCueFigures['ordering'] {
  const orderings = questions.filter(({ question }) => question.kind === 'ordering');
  const inPlace = orderings.map(({ id, question }) => {
    const listed = question.choices.map((choice) => choice.key);
    return {
      id,
      listed: orderingCredit(question.correct, listed),
      reversed: orderingCredit(question.correct, [...listed].reverse()),
    };
  });
  return {
    count: orderings.length,
    listedInPlace: mean(inPlace.map(({ listed }) => listed)),
    listedNearlyRight: inPlace
      .filter(({ listed, reversed }) => Math.max(listed, reversed) > ORDERING_LISTED_MAX)
      .map(({ id }) => id),
  };
}

function wordCueFigures(questions: Keyed[], language: Language): AnswerCueFigures['wordCues'] {
  // Only the kinds where a player picks some choices among wrong ones: an ordering's items are
  // all right, a poll's none, and a true/false choice is the word True or False.
  const choices = questions
    .filter(({ question }) => question.kind === 'single' || question.kind === 'multiple')
    .flatMap(({ question }) =>
      question.choices.map((choice) => ({
        words: wordsOf(shownText(choice.text, language), language),
        right: question.correct.includes(choice.key),
      })),
    );
  const rightTotal = choices.filter((choice) => choice.right).length;
  const wrongTotal = choices.length - rightTotal;
  const counts = new Map<string, { inCorrect: number; inWrong: number }>();
  for (const choice of choices) {
    for (const word of choice.words) {
      if (!isCueWord(word, language)) continue;
      const entry = counts.get(word) ?? { inCorrect: 0, inWrong: 0 };
      if (choice.right) entry.inCorrect++;
      else entry.inWrong++;
      counts.set(word, entry);
    }
  }
  return [...counts.entries()]
    .filter(([, entry]) => entry.inCorrect >= WORD_CUE_MIN)
    .map(([word, entry]) => ({
      language,
      word,
      ...entry,
      // Add-one smoothing: a word never seen in a wrong choice does not divide by zero.
      lift: entry.inCorrect / rightTotal / ((entry.inWrong + 1) / Math.max(1, wrongTotal)),
    }))
    .sort((a, b) => b.lift - a.lift);
}

export function answerCues(pack: ContentPack): AnswerCueFigures {
  const questions = everyQuestion(pack);
  return {
    single: singleFigures(questions),
    trueFalse: trueFalseFigures(questions),
    multiple: multipleFigures(questions),
    typeAnswer: typeAnswerFigures(questions),
    slider: sliderFigures(questions),
    ordering: orderingFigures(questions),
    pollCount: questions.filter(({ question }) => question.kind === 'poll').length,
    wordCues: LANGUAGES.flatMap((language) => wordCueFigures(questions, language)).sort(
      (a, b) => b.lift - a.lift,
    ),
  };
}
