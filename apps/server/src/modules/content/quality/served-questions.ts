import {
  DEFAULT_CLASSIFICATION_LABELS,
  fillClassificationLabels,
  isScored,
  isServedTo,
  type ContentPack,
  type GamePack,
  type GradableQuestion,
  type Language,
  type Question,
} from '@awarequest/contracts';

/** The interactive, published games of a pack: the ones players are scored on. */
export const scoredGames = (pack: ContentPack): GamePack[] =>
  pack.games.filter((game) => game.type === 'interactive' && game.published);

/** The questions a game serves to the people it is for: all-staff ones and its own audience's. */
export const servedQuestions = (game: GamePack): Question[] =>
  game.questions.filter((question) => isServedTo(question.audience, game.audience));

/** The served questions that count in a score: every kind but the poll, which asks an opinion. */
export const servedScoredQuestions = (game: GamePack): Question[] =>
  servedQuestions(game).filter((question) => isScored(question.kind));

/** A choice's text as a player reads it with the default classification labels. */
export const shownText = (text: { en: string; ar: string }, language: Language): string =>
  fillClassificationLabels(text[language], DEFAULT_CLASSIFICATION_LABELS, language);

/** What the shared grading (contracts' gradeAnswer) needs of a pack question. */
export const gradableOf = (question: Question): GradableQuestion => ({
  kind: question.kind,
  choiceKeys: question.choices.map((choice) => choice.key),
  correctKeys: question.correct,
  acceptedAnswers: question.accepted_answers ?? null,
  slider: question.slider ?? null,
});
