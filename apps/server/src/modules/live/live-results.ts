import { fillTemplate, gradeAnswer, type Language } from '@awarequest/contracts';
import { AppError } from '../../lib/app-error.js';
import { writeSheetFile, type SheetFile, type SheetFormat } from '../../lib/spreadsheets/sheet-file.js';
import type { SheetCell } from '../../lib/spreadsheets/write-sheet.js';
import { givenAnswerOf, gradableOf } from './live-question-grading.js';
import { rankPlayers } from './live-scoring.js';
import { matchesKeyedHash } from './live-secrets.js';
import { performanceOf } from './session-engine.js';
import type { AnswerRecord } from './session-model.js';
import type { SessionStore } from './session-store.js';

/**
 * A session's results for the host, as CSV or Excel: the ranking with each player's score,
 * correct, wrong, accuracy and rank, then their answer to every question (the choice keys, the
 * typed text or the estimate; ✓ or ✗, nothing for a poll). Questions not played yet, or before a late joiner came, are left empty.
 */

const HEADERS: Record<Language, { fixed: string[]; question: string; none: string }> = {
  en: {
    fixed: ['Rank', 'Nickname', 'Score', 'Correct', 'Wrong', 'Accuracy (%)'],
    question: 'Q{n}',
    none: 'no answer',
  },
  ar: {
    fixed: ['الترتيب', 'الاسم المستعار', 'النقاط', 'صحيحة', 'خاطئة', 'الدقة (%)'],
    question: 'س{n}',
    none: 'بلا إجابة',
  },
};

export async function exportResults(
  deps: { store: SessionStore; secret: string },
  input: { pin: string; hostKey: string | undefined; format: SheetFormat; language: Language },
): Promise<SheetFile> {
  const { store } = deps;
  const [read, def] = await Promise.all([store.read(input.pin), store.definition(input.pin)]);
  if (!read || !def) throw new AppError('SESSION_NOT_FOUND');
  if (!matchesKeyedHash(def.hostKeyHash, deps.secret, input.hostKey)) throw new AppError('INVALID_HOST_KEY');
  const { core } = read;
  const closed = core.closedAt.flatMap((at, index) => (typeof at === 'number' ? [index] : []));
  const answersByQuestion = new Map<number, Map<string, AnswerRecord>>();
  for (const index of closed) answersByQuestion.set(index, await store.answers(input.pin, core.round, index));

  const words = HEADERS[input.language];
  const header = [
    ...words.fixed,
    ...def.questions.map((_, index) => fillTemplate(words.question, { n: index + 1 }, input.language)),
  ];
  const ranked = rankPlayers(await store.players(input.pin));
  const rows = ranked.map((player): SheetCell[] => {
    const performance = performanceOf(player, ranked.length);
    const cells = def.questions.map((question, index) => {
      const answers = answersByQuestion.get(index);
      if (!answers || player.firstIndex > index) return '';
      const answer = answers.get(player.id);
      const grade = answer
        ? gradeAnswer(gradableOf(question), givenAnswerOf(answer), { partial: false })
        : null;
      const given = answer ? (answer.text ?? answer.value?.toString() ?? answer.keys.join('+')) : words.none;
      if (question.kind === 'poll') return given;
      return `${given} ${grade?.isCorrect ? '✓' : '✗'}`;
    });
    // Numbers as numbers, so a spreadsheet can sort and sum them; the nickname is the player's own text.
    return [
      performance.rank,
      player.nickname,
      performance.score,
      performance.correct,
      performance.wrong,
      performance.accuracy,
      ...cells,
    ];
  });
  return writeSheetFile([header, ...rows], input.format, `live-${input.pin}-results`, {
    sheetName: 'results',
    columnWidth: 16,
    isRightToLeft: input.language === 'ar',
  });
}
