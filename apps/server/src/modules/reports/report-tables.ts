import type { Language, OrganisationReport, TrainingEvidence } from '@awarequest/contracts';
import type { SheetCell } from '../../lib/spreadsheets/write-sheet.js';
import type { ReportTable } from './report-files.js';

/** The organisation report and the training evidence as sheets, in the caller's language. */

const WORDS = {
  en: {
    dimension: {
      company: 'Company',
      department: 'Department',
      group: 'Group',
      country: 'Country',
      topic: 'Topic',
    },
    report: [
      'People',
      'Average awareness',
      'Average risk',
      'High or critical risk (%)',
      'Awareness: Low',
      'Awareness: Developing',
      'Awareness: Proficient',
      'Awareness: Advanced',
      'Under 5 people',
    ],
    evidence: [
      'Name',
      'Email',
      'Department',
      'Training',
      'Topic',
      'Type',
      'Finished at (UTC)',
      'Score',
      'Passed',
      'Points',
      'Rank',
    ],
    notSet: 'Not set',
    yes: 'Yes',
    no: 'No',
    selfPaced: 'Self-paced',
    live: 'Live session',
    reportSheet: 'Report',
    evidenceSheet: 'Training evidence',
    campaigns: [
      'Campaign',
      'State',
      'Start (UTC)',
      'Due (UTC)',
      'Audience',
      'Completed',
      'Completion rate (%)',
      'Overdue',
    ],
    statuses: {
      draft: 'Draft',
      scheduled: 'Scheduled',
      running: 'Running',
      ended: 'Ended',
      cancelled: 'Cancelled',
    },
  },
  ar: {
    dimension: {
      company: 'الشركة',
      department: 'القسم',
      group: 'المجموعة',
      country: 'الدولة',
      topic: 'الموضوع',
    },
    report: [
      'عدد الأشخاص',
      'متوسط الوعي',
      'متوسط المخاطر',
      'مخاطر عالية أو حرجة (%)',
      'الوعي: منخفض',
      'الوعي: قيد التطور',
      'الوعي: متمكن',
      'الوعي: متقدم',
      'أقل من 5 أشخاص',
    ],
    evidence: [
      'الاسم',
      'البريد الإلكتروني',
      'القسم',
      'التدريب',
      'الموضوع',
      'النوع',
      'وقت الانتهاء (UTC)',
      'الدرجة',
      'ناجح',
      'النقاط',
      'الترتيب',
    ],
    notSet: 'غير محدد',
    yes: 'نعم',
    no: 'لا',
    selfPaced: 'ذاتي',
    live: 'جلسة مباشرة',
    reportSheet: 'التقرير',
    evidenceSheet: 'أدلة التدريب',
    campaigns: [
      'الحملة',
      'الحالة',
      'البداية (UTC)',
      'الاستحقاق (UTC)',
      'الجمهور',
      'المكتملون',
      'نسبة الإكمال (%)',
      'المتأخرون',
    ],
    statuses: { draft: 'مسودة', scheduled: 'مجدولة', running: 'جارية', ended: 'منتهية', cancelled: 'ملغاة' },
  },
} as const;

/** `2026-11-22T10:05:00.000Z` → `2026-11-22 10:05`. */
const utcMinute = (iso: string) => iso.slice(0, 16).replace('T', ' ');

export function reportTable(report: OrganisationReport, language: Language): ReportTable {
  const words = WORDS[language];
  return {
    sheetName: words.reportSheet,
    header: [words.dimension[report.dimension], ...words.report],
    rows: report.groups.map((group) => [
      group.name?.[language] ?? group.key ?? words.notSet,
      group.people,
      group.average_awareness,
      group.average_risk,
      group.high_risk_share,
      group.awareness_bands.low,
      group.awareness_bands.developing,
      group.awareness_bands.proficient,
      group.awareness_bands.advanced,
      group.small_group ? words.yes : words.no,
    ]),
  };
}

export function evidenceTable(evidence: TrainingEvidence, language: Language): ReportTable {
  const words = WORDS[language];
  return {
    sheetName: words.evidenceSheet,
    header: [...words.evidence],
    rows: [
      ...evidence.rows.map((row) => [
        row.name,
        row.email,
        row.department_name?.[language] ?? null,
        row.title[language],
        row.topic?.[language] ?? null,
        row.source === 'live' ? words.live : words.selfPaced,
        utcMinute(row.finished_at),
        row.score,
        row.passed === null ? null : row.passed ? words.yes : words.no,
        row.points,
        row.rank === null ? null : `${row.rank}/${row.players_count ?? ''}`,
      ]),
      ...campaignRows(evidence, language),
    ],
  };
}

/** The campaigns of the range under the results, after an empty row, with their own header. */
function campaignRows(evidence: TrainingEvidence, language: Language): SheetCell[][] {
  if (evidence.campaigns.length === 0) return [];
  const words = WORDS[language];
  return [
    [],
    [...words.campaigns],
    ...evidence.campaigns.map((campaign) => [
      campaign.title[language],
      words.statuses[campaign.status],
      utcMinute(campaign.starts_at),
      utcMinute(campaign.due_at),
      campaign.audience,
      campaign.completed,
      campaign.completion_rate,
      campaign.overdue,
    ]),
  ];
}
