import {
  isScored,
  parseAnswerFor,
  type ContentPack,
  type GradableQuestion,
  type Language,
  type Question,
} from '@awarequest/contracts';
import { attemptCredit, attemptOutcome, type Credit } from '../../attempts/public.js';
import { scoredGames, servedQuestions, shownText } from './served-questions.js';

/**
 * Players who know nothing and follow a habit. If one of them passes a game, the game
 * measures the habit, not knowledge.
 */
export interface ZeroKnowledgeStrategy {
  name: string;
  /** The single choice picked: the longest or the shortest. */
  single: 'longest' | 'shortest';
  /** Which language's lengths the choice is judged in. */
  language: Language;
  trueFalse: 'true' | 'false';
  multiple: 'all' | 'all-but-shortest';
}

const player = (
  name: string,
  single: ZeroKnowledgeStrategy['single'],
  language: Language,
  trueFalse: ZeroKnowledgeStrategy['trueFalse'],
  multiple: ZeroKnowledgeStrategy['multiple'],
): ZeroKnowledgeStrategy => ({ name, single, language, trueFalse, multiple });

export const ZERO_KNOWLEDGE_STRATEGIES: ZeroKnowledgeStrategy[] = [
  player('longest / False / tick all', 'longest', 'en', 'false', 'all'),
  player('longest / False / all but the shortest', 'longest', 'en', 'false', 'all-but-shortest'),
  player('longest / True / all but the shortest', 'longest', 'en', 'true', 'all-but-shortest'),
  player('longest in Arabic / False / tick all', 'longest', 'ar', 'false', 'all'),
  // The over-correction: a pack whose right answers became the short ones.
  player('shortest / True / tick all', 'shortest', 'en', 'true', 'all'),
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

/** The keys this player picks for a question. */
export function pick(question: Question, strategy: ZeroKnowledgeStrategy): string[] {
  if (question.kind === 'true_false') return [strategy.trueFalse];
  const longestFirst = byLength(question, strategy.language);
  if (question.kind === 'single') {
    const picked = strategy.single === 'longest' ? longestFirst[0] : longestFirst.at(-1);
    return [picked!.key];
  }
  const keys = longestFirst.map((choice) => choice.key);
  return strategy.multiple === 'all' ? keys : keys.slice(0, -1);
}

/** The credit of picked keys as an attempt grades them; keys that do not fit the kind earn nothing. */
function creditOf(question: Question, keys: string[]): Credit {
  const gradable: GradableQuestion = {
    kind: question.kind,
    choiceKeys: question.choices.map((choice) => choice.key),
    correctKeys: question.correct,
    acceptedAnswers: question.accepted_answers ?? null,
    slider: question.slider ?? null,
  };
  const given = parseAnswerFor(gradable, { choice_keys: keys });
  return given
    ? attemptCredit(gradable, given)
    : { credit: 0, isCorrect: false, scored: isScored(question.kind) };
}

export function playZeroKnowledge(pack: ContentPack, strategy: ZeroKnowledgeStrategy): StrategyResult {
  const games = scoredGames(pack);
  const scores = games.map((game) => {
    const questions = servedQuestions(game);
    const outcome = attemptOutcome({
      scoredQuestionsCount: questions.filter((question) => isScored(question.kind)).length,
      answers: questions.map((question) => creditOf(question, pick(question, strategy))),
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
