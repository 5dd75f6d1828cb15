import type { ContentPack } from '@awarequest/contracts';
import { answerCues, ORDERING_LISTED_MAX, type AnswerCueFigures } from './answer-cues.js';
import { houseStyleFindings, type HouseStyleFinding } from './house-style.js';
import { playZeroKnowledge, ZERO_KNOWLEDGE_STRATEGIES, type StrategyResult } from './zero-knowledge.js';

/**
 * The limits the content check holds the pack to (docs/content-style.md explains each). With
 * four choices chance alone makes the right one the longest a quarter of the time.
 */
export const CUE_LIMITS = {
  /** Also the limit of the right choice being the shortest. */
  correctIsLongestMax: 0.35,
  lengthRatioMax: 1.2,
  trueShareMin: 0.4,
  trueShareMax: 0.6,
  multipleCorrectShareMin: 0.35,
  multipleCorrectShareMax: 0.65,
  /** How many different right-option counts (1, 2, 3, 4) multi-select questions must use. */
  multipleDistinctCountsMin: 3,
  wordLiftMax: 3,
  /** The share of an ordering's items its listed (or reversed) order may put in place. */
  orderingListedInPlaceMax: ORDERING_LISTED_MAX,
  zeroKnowledgePassesMax: 2,
} as const;

export interface ContentVerdict {
  cues: AnswerCueFigures;
  zeroKnowledge: StrategyResult[];
  style: HouseStyleFinding[];
  /** Each broken limit, in words; empty when the pack passes. */
  failures: string[];
}

const percent = (share: number) => `${Math.round(share * 100)} %`;

function cueFailures(cues: AnswerCueFigures): string[] {
  const failures: string[] = [];
  const limits = CUE_LIMITS;
  for (const language of ['en', 'ar'] as const) {
    const longest = cues.single.correctIsLongest[language];
    if (longest > limits.correctIsLongestMax)
      failures.push(
        `single choice (${language}): the right choice is the longest in ${percent(longest)} (at most ${percent(limits.correctIsLongestMax)})`,
      );
    const shortest = cues.single.correctIsShortest[language];
    if (shortest > limits.correctIsLongestMax)
      failures.push(
        `single choice (${language}): the right choice is the shortest in ${percent(shortest)} (at most ${percent(limits.correctIsLongestMax)})`,
      );
    const ratio = cues.single.lengthRatio[language];
    if (ratio > limits.lengthRatioMax)
      failures.push(
        `single choice (${language}): right choices are ${ratio.toFixed(2)}× as long as wrong ones (at most ${limits.lengthRatioMax})`,
      );
  }
  const { trueShare, giveaways } = cues.trueFalse;
  // A share of nothing is no cue: a pack (or a test's) without true/false questions passes it.
  if (cues.trueFalse.count && (trueShare < limits.trueShareMin || trueShare > limits.trueShareMax))
    failures.push(
      `true/false: ${percent(trueShare)} True (between ${percent(limits.trueShareMin)} and ${percent(limits.trueShareMax)})`,
    );
  for (const giveaway of giveaways) failures.push(`true/false giveaway word: ${giveaway}`);
  const { correctShare, correctCounts, outOfRange } = cues.multiple;
  if (
    cues.multiple.count &&
    (correctShare < limits.multipleCorrectShareMin || correctShare > limits.multipleCorrectShareMax)
  )
    failures.push(
      `multi-select: ${percent(correctShare)} of options are right (between ${percent(limits.multipleCorrectShareMin)} and ${percent(limits.multipleCorrectShareMax)})`,
    );
  if (cues.multiple.count && Object.keys(correctCounts).length < limits.multipleDistinctCountsMin)
    failures.push(
      `multi-select: right-option counts ${Object.keys(correctCounts).join(', ')} (use at least ${limits.multipleDistinctCountsMin} different counts)`,
    );
  for (const key of outOfRange)
    failures.push(`multi-select ${key}: between 1 and 4 right options, and one wrong at least`);
  for (const key of cues.typeAnswer.givenAway)
    failures.push(`type answer ${key}: the question's text holds an accepted answer`);
  for (const key of cues.typeAnswer.oneLanguage)
    failures.push(`type answer ${key}: accepted answers in English and in Arabic`);
  for (const same of cues.typeAnswer.redundant)
    failures.push(`type answer ${same}: matching already folds case, spaces, punctuation and diacritics`);
  for (const key of cues.slider.guessable)
    failures.push(
      `slider ${key}: a guess at the middle or an end of the range earns points (move the answer or narrow the limit)`,
    );
  for (const key of cues.slider.unreachable)
    failures.push(`slider ${key}: no value on the slider's steps is within the tolerance of the answer`);
  for (const key of cues.ordering.listedNearlyRight)
    failures.push(
      `ordering ${key}: listed as is or reversed, more than ${percent(limits.orderingListedInPlaceMax)} of the items are in place`,
    );
  for (const cue of cues.wordCues.filter((entry) => entry.lift > limits.wordLiftMax))
    failures.push(
      `word cue (${cue.language}) "${cue.word}": in ${cue.inCorrect} right and ${cue.inWrong} wrong choices (${cue.lift.toFixed(1)}× likelier right; at most ${limits.wordLiftMax})`,
    );
  return failures;
}

export function judgeContent(pack: ContentPack): ContentVerdict {
  const cues = answerCues(pack);
  const zeroKnowledge = ZERO_KNOWLEDGE_STRATEGIES.map((strategy) => playZeroKnowledge(pack, strategy));
  const style = houseStyleFindings(pack);
  const failures = [
    ...cueFailures(cues),
    ...zeroKnowledge
      .filter((result) => result.passed.length > CUE_LIMITS.zeroKnowledgePassesMax)
      .map(
        (result) =>
          `zero-knowledge player "${result.strategy}" passes ${result.passed.length} games (at most ${CUE_LIMITS.zeroKnowledgePassesMax}): ${result.passed.join(', ')}`,
      ),
    ...style.map((finding) => `Arabic style (${finding.rule}) ${finding.where}: ${finding.excerpt}`),
  ];
  return { cues, zeroKnowledge, style, failures };
}
