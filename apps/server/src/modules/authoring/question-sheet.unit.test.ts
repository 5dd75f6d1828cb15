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
  image_alt: { en: 'A padlock', ar: 'قفل' },
};
const typed: Question = {
  key: 'q3',
  kind: 'type_answer',
  difficulty: 'medium',
  audience: 'all_staff',
  text: { en: 'What is this attack called?', ar: 'ما اسم هذا الهجوم؟' },
  choices: [],
  correct: [],
  accepted_answers: ['phishing', 'التصيد الاحتيالي'],
  explanation: { en: 'A lure by mail', ar: 'طُعم عبر البريد' },
};
const poll: Question = {
  key: 'q4',
  kind: 'poll',
  difficulty: 'easy',
  audience: 'all_staff',
  text: { en: 'How do you lock your screen?', ar: 'كيف تقفل شاشتك؟' },
  choices: [
    {
      key: 'a',
      text: { en: 'Keys', ar: 'بالمفاتيح' },
      image: '/uploads/keys.webp',
      image_alt: { en: 'A keyboard', ar: 'لوحة مفاتيح' },
    },
    { key: 'b', text: { en: 'Menu', ar: 'بالقائمة' } },
  ],
  correct: [],
  explanation: { en: 'Either works', ar: 'كلاهما يعمل' },
};
const slider: Question = {
  key: 'q5',
  kind: 'slider',
  difficulty: 'hard',
  audience: 'managers',
  text: { en: 'What share of breaches start with people?', ar: 'ما نسبة الاختراقات التي تبدأ بالبشر؟' },
  choices: [],
  correct: [],
  slider: { min: 0, max: 100, step: 1, answer: 68, tolerance: 5, limit: 30, unit: { en: '%', ar: '٪' } },
  explanation: { en: 'Most do', ar: 'معظمها' },
};
const ordering: Question = {
  key: 'q6',
  kind: 'ordering',
  difficulty: 'medium',
  audience: 'all_staff',
  text: { en: 'Order the steps', ar: 'رتّب الخطوات' },
  choices: [
    { key: 'a', text: { en: 'Report', ar: 'أبلغ' } },
    { key: 'b', text: { en: 'Stop', ar: 'توقف' } },
    { key: 'c', text: { en: 'Check', ar: 'تحقق' } },
  ],
  correct: ['b', 'c', 'a'],
  explanation: { en: 'Stop first', ar: 'توقف أولًا' },
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

  it('reads back every new kind: accepted answers, a slider, an ordering in order, images with alt text', () => {
    const table = questionsToSheet([typed, poll, slider, ordering]);
    expect(cellOf(table[1], 'accepted_answers')).toBe('phishing | التصيد الاحتيالي');
    expect(cellOf(table[3], 'slider_tolerance')).toBe('5');
    expect(cellOf(table[4], 'correct')).toBe('b;c;a');
    expect(cellOf(table[2], 'choice_a_image_alt_ar')).toBe('لوحة مفاتيح');
    expect(sheetToQuestions(rowsOf(table), 'ar')).toEqual({
      ok: true,
      questions: [typed, poll, slider, ordering],
    });
  });

  it('reads a slider typed with Arabic-Indic digits', () => {
    const table = questionsToSheet([slider]);
    const row = [...table[1]!];
    row[QUESTION_FILE_COLUMNS.indexOf('slider_answer')] = '٦٨';
    expect(sheetToQuestions(rowsOf([table[0]!, row]), 'en')).toEqual({ ok: true, questions: [slider] });
  });

  it('names the row and column of a new kind that breaks its rules, in English and Arabic', () => {
    const table = questionsToSheet([typed, slider, ordering, trueFalse]);
    const set = (row: number, column: (typeof QUESTION_FILE_COLUMNS)[number], value: string) => {
      table[row]![QUESTION_FILE_COLUMNS.indexOf(column)] = value;
    };
    set(1, 'accepted_answers', '');
    set(2, 'slider_limit', '3');
    set(3, 'correct', 'b;c');
    set(4, 'image_alt_ar', '');
    expect(sheetToQuestions(rowsOf(table), 'en')).toEqual({
      ok: false,
      errors: {
        'row 2 › accepted_answers': [expect.stringContaining('required') as string],
        'row 3 › slider_limit': ['The limit for 0 points must be larger than the tolerance for full points'],
        'row 4 › correct': ['An ordering question lists every item once, in the right order'],
        'row 5 › image_alt_ar': ['Describe the image in English and in Arabic (alt text)'],
      },
    });
    const arabic = sheetToQuestions(rowsOf(table), 'ar');
    expect(arabic.ok).toBe(false);
    if (!arabic.ok) {
      expect(arabic.errors['row 3 › slider_limit']).toEqual([
        'يجب أن يكون حد الصفر من النقاط أكبر من هامش النقاط الكاملة',
      ]);
      expect(arabic.errors['row 4 › correct']).toEqual([
        'يذكر سؤال الترتيب كل عنصر مرة واحدة بالترتيب الصحيح',
      ]);
    }
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
