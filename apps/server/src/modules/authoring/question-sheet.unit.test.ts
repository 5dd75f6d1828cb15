import { describe, expect, it } from 'vitest';
import { QUESTION_FILE_COLUMNS, type Question } from '@awarequest/contracts';
import { questionsToSheet, sheetToQuestions, type SheetRow } from './question-sheet.js';

const single: Question = {
  key: 'q1',
  kind: 'single',
  difficulty: 'easy',
  audience: 'all_staff',
  text: { en: 'Which?', ar: 'أيّها؟' },
  choices: [
    { key: 'x', text: { en: 'One', ar: 'واحد' } },
    { key: 'y', text: { en: 'Two', ar: 'اثنان' } },
  ],
  correct: ['y'],
  explanation: { en: 'Because', ar: 'لأن' },
};
const trueFalse: Question = {
  key: 'q2',
  kind: 'true_false',
  difficulty: 'medium',
  audience: 'technical',
  text: { en: 'True?', ar: 'صحيح؟' },
  choices: [
    { key: 'true', text: { en: 'True', ar: 'صحيح' } },
    { key: 'false', text: { en: 'False', ar: 'خطأ' } },
  ],
  correct: ['true'],
  explanation: { en: 'Yes', ar: 'نعم' },
  image: '/uploads/q2.png',
};

const rowsOf = (table: string[][]): SheetRow[] => table.map((cells, index) => ({ number: index + 1, cells }));
const cellOf = (cells: string[] | undefined, column: (typeof QUESTION_FILE_COLUMNS)[number]) =>
  cells?.[QUESTION_FILE_COLUMNS.indexOf(column)];

describe('questionsToSheet', () => {
  it('writes the header, choices by position and correct answers by letter', () => {
    const [header, first, second] = questionsToSheet([single, trueFalse]);
    expect(header).toEqual([...QUESTION_FILE_COLUMNS]);
    expect(cellOf(first, 'choice_b_ar')).toBe('اثنان');
    expect(cellOf(first, 'correct')).toBe('b');
    expect(cellOf(second, 'choice_a_en')).toBe('');
    expect(cellOf(second, 'correct')).toBe('true');
    expect(cellOf(second, 'image')).toBe('/uploads/q2.png');
  });
});

describe('sheetToQuestions', () => {
  it('reads back what it wrote, choices renamed by letter', () => {
    const parsed = sheetToQuestions(rowsOf(questionsToSheet([single, trueFalse])), 'en');
    expect(parsed).toEqual({
      ok: true,
      questions: [
        {
          ...single,
          choices: [
            { key: 'a', text: single.choices[0]!.text },
            { key: 'b', text: single.choices[1]!.text },
          ],
          correct: ['b'],
        },
        trueFalse,
      ],
    });
  });

  it('finds columns by name in any order and case, and skips blank rows', () => {
    const table = [
      [
        'Correct',
        'KEY',
        'kind',
        'text_en',
        'text_ar',
        'explanation_en',
        'explanation_ar',
        'choice_a_en',
        'choice_a_ar',
        'choice_b_en',
        'choice_b_ar',
      ],
      ['', '', '', '', '', '', '', '', '', '', ''],
      ['A;B', 'q1', 'MULTIPLE', 'Which?', 'أيّها؟', 'Why', 'لماذا', 'One', 'واحد', 'Two', 'اثنان'],
    ];
    const parsed = sheetToQuestions(rowsOf(table), 'en');
    expect(parsed.ok && parsed.questions[0]).toMatchObject({
      key: 'q1',
      kind: 'multiple',
      correct: ['a', 'b'],
    });
  });

  it('names the row and the column of every failure: a choice text, a kind, a choice count', () => {
    const [header, row] = questionsToSheet([single]);
    const noArabicChoice = [...row!];
    noArabicChoice[QUESTION_FILE_COLUMNS.indexOf('choice_b_ar')] = '';
    const badKind = [...row!];
    badKind[QUESTION_FILE_COLUMNS.indexOf('key')] = 'q2';
    badKind[QUESTION_FILE_COLUMNS.indexOf('kind')] = 'essay';
    const oneChoice = [...row!];
    oneChoice[QUESTION_FILE_COLUMNS.indexOf('key')] = 'q3';
    oneChoice[QUESTION_FILE_COLUMNS.indexOf('choice_b_en')] = '';
    oneChoice[QUESTION_FILE_COLUMNS.indexOf('choice_b_ar')] = '';
    const parsed = sheetToQuestions(rowsOf([header!, noArabicChoice, badKind, oneChoice]), 'en');
    expect(parsed).toEqual({
      ok: false,
      errors: {
        'row 2 › choice_b_ar': ['Choices is required'],
        'row 3 › kind': ['Please choose a valid Question type'],
        'row 4 › choices': ['A question needs 2 to 6 choices'],
        'row 4 › correct': ["The correct answers must be keys of this question's choices"],
      },
    });
  });

  it('refuses more rows than a game may take at once', () => {
    const [header, row] = questionsToSheet([single]);
    const rows = Array.from({ length: 1001 }, () => row!);
    expect(sheetToQuestions(rowsOf([header!, ...rows]), 'en')).toEqual({
      ok: false,
      errors: { file: ['File must not have more than 1000 items'] },
    });
  });
});
