import {
  gradeAnswer,
  parseAnswerFor,
  type AnswerInput,
  type ContentPack,
  type Language,
  type Question,
} from '@awarequest/contracts';
import { attemptOutcome } from '../../attempts/public.js';
import { gradableOf, scoredGames, servedScoredQuestions, shownText } from './served-questions.js';

/**
 * Players who know nothing and follow a habit. If one of them passes a game, the game
 * measures the habit, not knowledge.
 */
export interface ZeroKnowledgeStrategy {
  name: string;
  /** The single choice picked: the longest or the shortest. */
  single: 'longest' | 'shortest';
  /** Which language's lengths (and words) the choice or typed answer is judged in. */
  language: Language;
  trueFalse: 'true' | 'false';
  multiple: 'all' | 'all-but-shortest';
  /** A slider left where a guess lands: the middle of its range, or one of its ends. */
  slider: 'midpoint' | 'min' | 'max';
  /** An ordering sent as its items are listed, or the other way round. */
  ordering: 'listed' | 'reversed';
  /** A typed answer: the longest word of the question (the answer must not be given away by it). */
  typed: 'longest-word';
}

const player = (
  name: string,
  single: ZeroKnowledgeStrategy['single'],
  language: Language,
  trueFalse: ZeroKnowledgeStrategy['trueFalse'],
  multiple: ZeroKnowledgeStrategy['multiple'],
  slider: ZeroKnowledgeStrategy['slider'],
  ordering: ZeroKnowledgeStrategy['ordering'],
): ZeroKnowledgeStrategy => ({
  name,
  single,
  language,
  trueFalse,
  multiple,
  slider,
  ordering,
  typed: 'longest-word',
});

export const ZERO_KNOWLEDGE_STRATEGIES: ZeroKnowledgeStrategy[] = [
  player('longest / False / tick all', 'longest', 'en', 'false', 'all', 'midpoint', 'listed'),
  player(
    'longest / False / all but the shortest',
    'longest',
    'en',
    'false',
    'all-but-shortest',
    'min',
    'listed',
  ),
  player(
    'longest / True / all but the shortest',
    'longest',
    'en',
    'true',
    'all-but-shortest',
    'max',
    'reversed',
  ),
  player('longest in Arabic / False / tick all', 'longest', 'ar', 'false', 'all', 'midpoint', 'listed'),
  // The over-correction: a pack whose right answers became the short ones.
  player('shortest / True / tick all', 'shortest', 'en', 'true', 'all', 'midpoint', 'reversed'),
];

export interface StrategyResult {
  strategy: string;
  /** Keys of the games this player passes. */
  passed: string[];
  /** Mean score (0-100) over the games. */
  meanScore: number;
}

function byLength(question: Question, language: Language) {
  return [...question.choices].sort(
    (a, b) => shownText(b.text, language).length - shownText(a.text, language).length,
  );
}

/** The longest word of a text: what someone who does not know types when a word must be typed. */
export function longestWord(text: string): string {
  const words = text.match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.reduce((longest, word) => (word.length > longest.length ? word : longest), '');
}

/** Where a guess on a slider lands: the middle of its range (on a step) or one of its ends. */
export function sliderGuess(slider: NonNullable<Question['slider']>, at: ZeroKnowledgeStrategy['slider']) {
  if (at === 'min') return slider.min;
  if (at === 'max') return slider.max;
  const steps = Math.round((slider.max - slider.min) / 2 / slider.step);
  return Math.min(slider.max, slider.min + steps * slider.step);
}

/** The answer this player sends for a question. */
export function pick(question: Question, strategy: ZeroKnowledgeStrategy): AnswerInput {
  switch (question.kind) {
    case 'true_false':
      return { choice_keys: [strategy.trueFalse] };
    case 'type_answer':
      return { text: longestWord(shownText(question.text, strategy.language)) };
    case 'slider':
      return question.slider ? { value: sliderGuess(question.slider, strategy.slider) } : {};
    case 'ordering': {
      const listed = question.choices.map((choice) => choice.key);
      return { choice_keys: strategy.ordering === 'listed' ? listed : listed.reverse() };
    }
    default: {
      const longestFirst = byLength(question, strategy.language);
      if (question.kind === 'single' || question.kind === 'poll') {
        const picked = strategy.single === 'longest' ? longestFirst[0] : longestFirst.at(-1);
        return { choice_keys: [picked!.key] };
      }
      const keys = longestFirst.map((choice) => choice.key);
      return { choice_keys: strategy.multiple === 'all' ? keys : keys.slice(0, -1) };
    }
  }
}

/** The credit (0..1) of this player's answer, graded as a self-paced attempt grades it. */
export function zeroKnowledgeCredit(question: Question, strategy: ZeroKnowledgeStrategy) {
  const gradable = gradableOf(question);
  const answer = parseAnswerFor(gradable, pick(question, strategy));
  if (!answer) return { credit: 0, isCorrect: false, scored: true };
  return gradeAnswer(gradable, answer, { partial: true });
}

export function playZeroKnowledge(pack: ContentPack, strategy: ZeroKnowledgeStrategy): StrategyResult {
  const games = scoredGames(pack);
  const scores = games.map((game) => {
    // Polls ask an opinion: they are not in the question count of a score.
    const questions = servedScoredQuestions(game);
    const outcome = attemptOutcome({
      scoredQuestionsCount: questions.length,
      answers: questions.map((question) => zeroKnowledgeCredit(question, strategy)),
      passScore: game.pass_score,
    });
    return { key: game.key, ...outcome };
  });
  return {
    strategy: strategy.name,
    passed: scores.filter((score) => score.passed).map((score) => score.key),
    meanScore: scores.length ? scores.reduce((sum, score) => sum + score.score, 0) / scores.length : 0,
  };
}
