import ExcelJS from 'exceljs';
import {
  REPORT_MIN_GROUP_SIZE,
  type EventReport,
  type EventReportGroupBy,
  type EventReportPerson,
  type Language,
} from '@awarequest/contracts';
import { escapeFormula } from '../../lib/spreadsheets/formula-escape.js';
import { writeSheetFile, type SheetFile } from '../../lib/spreadsheets/sheet-file.js';
import { XLSX_TYPE, type SheetCell } from '../../lib/spreadsheets/write-sheet.js';

/**
 * An event's progress report as files: a CSV of one sheet (people, groups, over time or the
 * overdue list), or an Excel workbook of all four, headers in the request's language.
 */

export const EVENT_REPORT_SHEETS = ['people', 'groups', 'over_time', 'overdue'] as const;
export type EventReportSheet = (typeof EVENT_REPORT_SHEETS)[number];

const WORDS = {
  en: {
    sheets: { people: 'People', groups: 'Groups', over_time: 'Over time', overdue: 'Overdue' },
    person: [
      'Name',
      'Email',
      'Department',
      'Company',
      'State',
      'Progress (%)',
      'Games done',
      'Games',
      'Completed at (UTC)',
      'Last activity (UTC)',
    ],
    groupBy: {
      department: 'Department',
      company: 'Company',
      group: 'Group',
      position: 'Position',
      country: 'Country',
    },
    counts: [
      'People',
      'Completed',
      'In progress',
      'Not started',
      'Overdue',
      'Completion rate (%)',
      'Under 5 people',
    ],
    overTime: ['Day', 'Completed (cumulative)', 'Completion rate (%)'],
    states: {
      not_started: 'Not started',
      in_progress: 'In progress',
      completed: 'Completed',
      overdue: 'Overdue',
    },
    notSet: 'Not set',
    yes: 'Yes',
    no: 'No',
  },
  ar: {
    sheets: { people: 'الأشخاص', groups: 'المجموعات', over_time: 'عبر الزمن', overdue: 'المتأخرون' },
    person: [
      'الاسم',
      'البريد الإلكتروني',
      'القسم',
      'الشركة',
      'الحالة',
      'التقدم (%)',
      'الألعاب المنجزة',
      'الألعاب',
      'تاريخ الإكمال (UTC)',
      'آخر نشاط (UTC)',
    ],
    groupBy: {
      department: 'القسم',
      company: 'الشركة',
      group: 'المجموعة',
      position: 'المنصب',
      country: 'الدولة',
    },
    counts: ['عدد الأشخاص', 'مكتمل', 'قيد التقدم', 'لم يبدأ', 'متأخر', 'نسبة الإكمال (%)', 'أقل من 5 أشخاص'],
    overTime: ['اليوم', 'المكتملون (تراكمي)', 'نسبة الإكمال (%)'],
    states: { not_started: 'لم يبدأ', in_progress: 'قيد التقدم', completed: 'مكتمل', overdue: 'متأخر' },
    notSet: 'غير محدد',
    yes: 'نعم',
    no: 'لا',
  },
} as const;

/** A UTC time as `YYYY-MM-DD HH:mm`, as the other exports write it. */
const utc = (value: string | null) => (value === null ? null : value.slice(0, 16).replace('T', ' '));

function personRows(people: EventReportPerson[], language: Language): SheetCell[][] {
  const words = WORDS[language];
  return [
    [...words.person],
    ...people.map((person) => [
      person.name,
      person.email,
      person.department_name?.[language] ?? person.department,
      person.company,
      words.states[person.state],
      person.progress,
      person.completed_games,
      person.total_games,
      utc(person.completed_at),
      utc(person.last_activity_at),
    ]),
  ];
}

function sheetRows(
  report: EventReport,
  sheet: EventReportSheet,
  groupBy: EventReportGroupBy,
  language: Language,
): SheetCell[][] {
  const words = WORDS[language];
  if (sheet === 'people') return personRows(report.people.rows, language);
  if (sheet === 'overdue') return personRows(report.overdue, language);
  if (sheet === 'over_time')
    return [
      [...words.overTime],
      ...report.over_time.map((point) => [point.day, point.completed, point.completion_rate]),
    ];
  return [
    [words.groupBy[groupBy], ...words.counts],
    ...report.groups.map((group) => [
      group.key === '' ? words.notSet : group.name[language] || group.key,
      group.people,
      group.completed,
      group.in_progress,
      group.not_started,
      group.overdue,
      group.completion_rate,
      group.people < REPORT_MIN_GROUP_SIZE ? words.yes : words.no,
    ]),
  ];
}

/** The same escaping as every other export: a text cell never starts a formula. */
const cellOf = (cell: SheetCell) => (typeof cell === 'string' ? escapeFormula(cell) : (cell ?? undefined));

async function writeWorkbook(sheets: { name: string; rows: SheetCell[][] }[], language: Language) {
  const workbook = new ExcelJS.Workbook();
  for (const { name, rows } of sheets) {
    const sheet = workbook.addWorksheet(name, {
      views: [{ state: 'frozen', ySplit: 1, rightToLeft: language === 'ar' }],
    });
    sheet.addRows(rows.map((row) => row.map(cellOf)));
    sheet.getRow(1).font = { bold: true };
    for (const column of sheet.columns) column.width = 20;
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export async function writeEventReportFile(
  report: EventReport,
  options: {
    format: 'csv' | 'xlsx';
    sheet: EventReportSheet;
    groupBy: EventReportGroupBy;
    language: Language;
  },
): Promise<SheetFile> {
  const { format, sheet, groupBy, language } = options;
  const day = new Date().toISOString().slice(0, 10);
  if (format === 'csv') {
    return writeSheetFile(
      sheetRows(report, sheet, groupBy, language),
      'csv',
      `event-report-${sheet}-${day}`,
      {
        sheetName: WORDS[language].sheets[sheet],
        columnWidth: 20,
      },
    );
  }
  const sheets = EVENT_REPORT_SHEETS.map((name) => ({
    name: WORDS[language].sheets[name],
    rows: sheetRows(report, name, groupBy, language),
  }));
  return {
    fileName: `event-report-${day}.xlsx`,
    contentType: XLSX_TYPE,
    body: await writeWorkbook(sheets, language),
  };
}
