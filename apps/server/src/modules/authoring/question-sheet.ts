import {
  CHOICE_LETTERS,
  encodeRule,
  ERRORS,
  fieldOfPath,
  formatRuleMessage,
  QUESTION_FILE_COLUMNS,
  questionSchema,
  TRUE_FALSE_CHOICES,
  type Language,
  type Question,
  type Rule,
} from '@awarequest/contracts';
import type { SheetRow } from '../../lib/spreadsheets/read-sheet.js';

/**
 * Questions as a spreadsheet: one row per question, the columns of QUESTION_FILE_COLUMNS.
 * Choices sit in columns a…f by position; `correct` names them by letter, or "true"/"false".
 */

type Column = (typeof QUESTION_FILE_COLUMNS)[number];

export type { SheetRow };

/** Per-location messages, such as "row 3 › correct" → ["The correct answers must be …"]. */
export type SheetErrors = Record<string, string[]>;
export type ParsedSheet = { ok: true; questions: Question[] } | { ok: false; errors: SheetErrors };

export const MAX_QUESTION_ROWS = 1000;
const REQUIRED_COLUMNS: Column[] = [
  'key',
  'kind',
  'text_en',
  'text_ar',
  'correct',
  'explanation_en',
  'explanation_ar',
];
const LIST_SEPARATOR = /[;,]/;

/** The header and one row per question, every cell a string. */
export function questionsToSheet(questions: Question[]): string[][] {
  return [[...QUESTION_FILE_COLUMNS], ...questions.map(questionToRow)];
}

function questionToRow(question: Question): string[] {
  const isTrueFalse = question.kind === 'true_false';
  const letterOf = (key: string) =>
    isTrueFalse ? key : (CHOICE_LETTERS[question.choices.findIndex((choice) => choice.key === key)] ?? key);
  const choiceCells = CHOICE_LETTERS.flatMap((_letter, index) => {
    const choice = isTrueFalse ? undefined : question.choices[index];
    return [choice?.text.en ?? '', choice?.text.ar ?? ''];
  });
  return [
    question.key,
    question.kind,
    question.difficulty,
    question.text.en,
    question.text.ar,
    ...choiceCells,
    question.correct.map(letterOf).join(';'),
    question.explanation.en,
    question.explanation.ar,
    question.image ?? '',
    question.audience,
  ];
}

/** The field a column's messages name ("Question text is required" for text_ar). */
function fieldOfColumn(column: string): string {
  return column.startsWith('choice_') ? 'choices' : column.replace(/_(en|ar)$/, '');
}

function ruleMessage(rule: Rule, column: string, language: Language, n?: number): string {
  return formatRuleMessage(encodeRule(rule, n), fieldOfColumn(column), language);
}

/**
 * Reads the questions of a sheet. Every row is checked by the content pack's question rules;
 * any failure answers every failing row and column, so nothing is saved from a bad file.
 */
export function sheetToQuestions(rows: SheetRow[], language: Language): ParsedSheet {
  const [header, ...body] = rows;
  const dataRows = body.filter((row) => row.cells.some((cell) => cell.trim() !== ''));
  if (!header || dataRows.length === 0)
    return { ok: false, errors: { file: [ruleMessage('required', 'file', language)] } };
  if (dataRows.length > MAX_QUESTION_ROWS) {
    return { ok: false, errors: { file: [ruleMessage('max_items', 'file', language, MAX_QUESTION_ROWS)] } };
  }
  const columns = new Map(header.cells.map((name, index) => [name.trim().toLowerCase(), index]));
  const missing = REQUIRED_COLUMNS.filter((column) => !columns.has(column));
  if (missing.length) {
    const entries = missing.map((column): [string, string[]] => [
      `row ${header.number} › ${column}`,
      [ruleMessage('required', column, language)],
    ]);
    return { ok: false, errors: Object.fromEntries(entries) };
  }

  const errors: SheetErrors = {};
  const questions: Question[] = [];
  const keys = new Set<string>();
  for (const row of dataRows) {
    const cell = (column: Column) => {
      const index = columns.get(column);
      return index === undefined ? '' : (row.cells[index] ?? '').trim();
    };
    const input = rowToInput(cell);
    const result = questionSchema.safeParse(input);
    if (!result.success) {
      for (const issue of result.error.issues) {
        const path = issue.path.filter((segment) => typeof segment !== 'symbol');
        const location = `row ${row.number} › ${columnOf(path, input.choices)}`;
        const field = path[0] === 'choices' ? 'choices' : fieldOfPath(path);
        errors[location] ??= [formatRuleMessage(issue.message, field, language)];
      }
    } else if (keys.has(result.data.key)) {
      errors[`row ${row.number} › key`] = [ERRORS.KEY_TAKEN[language]];
    } else {
      keys.add(result.data.key);
      questions.push(result.data);
    }
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, questions };
}

/** A row as questionSchema's input: true/false rows get their two fixed choices. */
function rowToInput(cell: (column: Column) => string) {
  const kind = cell('kind').toLowerCase();
  const choices =
    kind === 'true_false'
      ? TRUE_FALSE_CHOICES
      : CHOICE_LETTERS.flatMap((letter) => {
          const en = cell(`choice_${letter}_en`);
          const ar = cell(`choice_${letter}_ar`);
          return en || ar ? [{ key: letter, text: { en, ar } }] : [];
        });
  return {
    key: cell('key'),
    kind,
    difficulty: cell('difficulty').toLowerCase() || undefined,
    text: { en: cell('text_en'), ar: cell('text_ar') },
    choices,
    correct: cell('correct')
      .split(LIST_SEPARATOR)
      .map((key) => key.trim().toLowerCase())
      .filter(Boolean),
    explanation: { en: cell('explanation_en'), ar: cell('explanation_ar') },
    image: cell('image'),
    audience: cell('audience').toLowerCase() || undefined,
  };
}

/** The column a failed rule points at: "choices.1.text.ar" is choice_b_ar, "text.en" is text_en. */
function columnOf(path: (string | number)[], choices: { key: string }[]): string {
  const [head, second, , language] = path;
  if (head === 'choices' && typeof second === 'number') {
    const letter = choices[second]?.key ?? CHOICE_LETTERS[second] ?? '';
    return language === 'en' || language === 'ar' ? `choice_${letter}_${language}` : `choice_${letter}`;
  }
  if ((head === 'text' || head === 'explanation') && (second === 'en' || second === 'ar'))
    return `${head}_${second}`;
  return String(head ?? 'file');
}
