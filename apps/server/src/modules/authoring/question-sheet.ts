import {
  ACCEPTED_ANSWERS_SEPARATOR,
  CHOICE_LETTERS,
  encodeRule,
  ERRORS,
  fieldOfPath,
  formatRuleMessage,
  QUESTION_FILE_COLUMNS,
  normalizeDigits,
  questionSchema,
  SLIDER_COLUMNS,
  TRUE_FALSE_CHOICES,
  type Language,
  type Question,
  type Rule,
} from '@awarequest/contracts';
import type { SheetRow } from '../../lib/spreadsheets/read-sheet.js';

/**
 * Questions as a spreadsheet: one row per question, the columns of QUESTION_FILE_COLUMNS.
 * Choices sit in columns a…f by position; `correct` names them by letter (an ordering's in the
 * right order), or "true"/"false"; accepted answers are separated by "|"; a slider has its own
 * columns; images carry their alt text in both languages.
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

const numberCell = (value: number | undefined) => (value === undefined ? '' : String(value));

function questionToRow(question: Question): string[] {
  const isTrueFalse = question.kind === 'true_false';
  const letterOf = (key: string) =>
    isTrueFalse ? key : (CHOICE_LETTERS[question.choices.findIndex((choice) => choice.key === key)] ?? key);
  const choiceAt = (index: number) => (isTrueFalse ? undefined : question.choices[index]);
  const choiceCells = CHOICE_LETTERS.flatMap((_letter, index) => {
    const choice = choiceAt(index);
    return [choice?.text.en ?? '', choice?.text.ar ?? ''];
  });
  const choiceImageCells = CHOICE_LETTERS.flatMap((_letter, index) => {
    const choice = choiceAt(index);
    return [choice?.image ?? '', choice?.image_alt?.en ?? '', choice?.image_alt?.ar ?? ''];
  });
  const slider = question.slider;
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
    question.image_alt?.en ?? '',
    question.image_alt?.ar ?? '',
    (question.accepted_answers ?? []).join(` ${ACCEPTED_ANSWERS_SEPARATOR} `),
    numberCell(slider?.min),
    numberCell(slider?.max),
    numberCell(slider?.step),
    numberCell(slider?.answer),
    numberCell(slider?.tolerance),
    numberCell(slider?.limit),
    slider?.unit.en ?? '',
    slider?.unit.ar ?? '',
    ...choiceImageCells,
  ];
}

/** The field a column's messages name ("Question text is required" for text_ar). */
function fieldOfColumn(column: string): string {
  if (column.startsWith('choice_')) return 'choices';
  if (column.startsWith('slider_')) return 'slider';
  return column.replace(/_(en|ar)$/, '');
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
        const location = `row ${row.number} › ${columnOf(path, input)}`;
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

/** A number cell: empty is missing, anything else must read as a number (Arabic-Indic digits too). */
function numberOf(text: string): number | string | undefined {
  if (text === '') return undefined;
  const value = Number(normalizeDigits(text).replace(/[٫]/g, '.'));
  return Number.isFinite(value) ? value : text;
}

/** A row's slider columns; none when every one is empty (the kind rule then says what is missing). */
function sliderOf(cell: (column: Column) => string) {
  if (SLIDER_COLUMNS.every((column) => cell(column) === '')) return undefined;
  return {
    min: numberOf(cell('slider_min')),
    max: numberOf(cell('slider_max')),
    step: numberOf(cell('slider_step')),
    answer: numberOf(cell('slider_answer')),
    tolerance: numberOf(cell('slider_tolerance')),
    limit: numberOf(cell('slider_limit')),
    unit: { en: cell('slider_unit_en'), ar: cell('slider_unit_ar') },
  };
}

/** An alt text's two cells; none when both are empty. */
function altOf(en: string, ar: string) {
  return en || ar ? { en, ar } : undefined;
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
          const image = cell(`choice_${letter}_image`);
          const imageAlt = altOf(
            cell(`choice_${letter}_image_alt_en`),
            cell(`choice_${letter}_image_alt_ar`),
          );
          return en || ar || image
            ? [
                {
                  key: letter,
                  text: { en, ar },
                  ...(image ? { image } : {}),
                  ...(imageAlt ? { image_alt: imageAlt } : {}),
                },
              ]
            : [];
        });
  const accepted = cell('accepted_answers')
    .split(ACCEPTED_ANSWERS_SEPARATOR)
    .map((answer) => answer.trim())
    .filter(Boolean);
  const imageAlt = altOf(cell('image_alt_en'), cell('image_alt_ar'));
  const slider = sliderOf(cell);
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
    ...(accepted.length ? { accepted_answers: accepted } : {}),
    ...(slider ? { slider } : {}),
    explanation: { en: cell('explanation_en'), ar: cell('explanation_ar') },
    image: cell('image'),
    ...(imageAlt ? { image_alt: imageAlt } : {}),
    audience: cell('audience').toLowerCase() || undefined,
  };
}

type Alt = { en: string; ar: string } | undefined;
/** The alt-text column to fill: the English one when it is empty, else the Arabic one. */
const missingAltColumn = (prefix: string, alt: Alt) => `${prefix}_alt_${alt?.en ? 'ar' : 'en'}`;

/** The column a failed rule points at: "choices.1.text.ar" is choice_b_ar, "text.en" is text_en. */
function columnOf(
  path: (string | number)[],
  input: { choices: readonly { key: string; image_alt?: Alt }[]; image_alt?: Alt },
): string {
  const [head, second, third, language] = path;
  const isLanguage = (value: unknown): value is Language => value === 'en' || value === 'ar';
  if (head === 'choices' && typeof second === 'number') {
    const choice = input.choices[second];
    const letter = choice?.key ?? CHOICE_LETTERS[second] ?? '';
    if (third === 'image_alt') {
      return isLanguage(language)
        ? `choice_${letter}_image_alt_${language}`
        : missingAltColumn(`choice_${letter}_image`, choice?.image_alt);
    }
    if (third === 'image') return `choice_${letter}_image`;
    return isLanguage(language) ? `choice_${letter}_${language}` : `choice_${letter}`;
  }
  if (head === 'image_alt' && !isLanguage(second)) return missingAltColumn('image', input.image_alt);
  if ((head === 'text' || head === 'explanation' || head === 'image_alt') && isLanguage(second))
    return `${head}_${second}`;
  if (head === 'slider' && typeof second === 'string') {
    return second === 'unit' && isLanguage(third) ? `slider_unit_${third}` : `slider_${second}`;
  }
  return String(head ?? 'file');
}
