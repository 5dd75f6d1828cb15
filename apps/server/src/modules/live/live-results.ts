import ExcelJS from 'exceljs';
import { stringify } from 'csv-stringify/sync';
import { fillTemplate, type Language } from '@awarequest/contracts';
import { AppError } from '../../lib/app-error.js';
import { isExactlyCorrect, rankPlayers } from './live-scoring.js';
import { matchesKeyedHash } from './live-secrets.js';
import { performanceOf } from './session-engine.js';
import type { AnswerRecord } from './session-model.js';
import type { SessionStore } from './session-store.js';

/**
 * A session's results for the host, as CSV or Excel: the ranking with each player's score,
 * correct, wrong, accuracy and rank, then their answer to every question (the choice keys,
 * ✓ or ✗). Questions not played yet, or before a late joiner came, are left empty.
 */

const CSV_TYPE = 'text/csv; charset=utf-8';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

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

export interface ResultsFile {
  fileName: string;
  contentType: string;
  body: Buffer;
}

export async function exportResults(
  deps: { store: SessionStore; secret: string },
  input: { pin: string; hostKey: string | undefined; format: 'csv' | 'xlsx'; language: Language },
): Promise<ResultsFile> {
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
  const rows = ranked.map((player) => {
    const performance = performanceOf(player, ranked.length);
    const cells = def.questions.map((question, index) => {
      const answers = answersByQuestion.get(index);
      if (!answers || player.firstIndex > index) return '';
      const answer = answers.get(player.id);
      const mark = answer && isExactlyCorrect(question.correctKeys, answer.keys) ? '✓' : '✗';
      return `${answer ? answer.keys.join('+') : words.none} ${mark}`;
    });
    return [
      String(performance.rank),
      player.nickname,
      String(performance.score),
      String(performance.correct),
      String(performance.wrong),
      String(performance.accuracy),
      ...cells,
    ];
  });
  const table = [header, ...rows];
  const baseName = `live-${input.pin}-results`;
  if (input.format === 'xlsx')
    return {
      fileName: `${baseName}.xlsx`,
      contentType: XLSX_TYPE,
      body: await writeXlsx(table, input.language),
    };
  // The byte order mark tells Excel the file is UTF-8, so Arabic shows as Arabic.
  const csv = stringify(table, { bom: true, record_delimiter: 'windows' });
  return { fileName: `${baseName}.csv`, contentType: CSV_TYPE, body: Buffer.from(csv, 'utf8') };
}

async function writeXlsx(table: string[][], language: Language): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('results', {
    views: [{ state: 'frozen', ySplit: 1, rightToLeft: language === 'ar' }],
  });
  // Numbers as numbers, so a spreadsheet can sort and sum them.
  sheet.addRows(
    table.map((row, line) =>
      row.map((cell, column) => (line > 0 && column !== 1 && column < 6 ? Number(cell) : cell)),
    ),
  );
  sheet.getRow(1).font = { bold: true };
  for (const column of sheet.columns) column.width = 16;
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
