import type { AuditEntryView, Language } from '@awarequest/contracts';
import type { SheetCell } from '../../lib/spreadsheets/write-sheet.js';
import { auditSummary } from './audit-summary.js';

/** The export's most rows: a wider range is narrowed by the date filter. */
export const AUDIT_EXPORT_MAX_ROWS = 50_000;

const HEADERS: Record<Language, string[]> = {
  en: [
    'Time (UTC)',
    'Source',
    'Action',
    'Outcome',
    'Reason',
    'By',
    'Person',
    'Email',
    'Connection',
    'IP address',
    'Details',
    'Summary',
  ],
  ar: [
    'الوقت (UTC)',
    'المصدر',
    'الإجراء',
    'النتيجة',
    'السبب',
    'بواسطة',
    'الشخص',
    'البريد الإلكتروني',
    'الاتصال',
    'عنوان IP',
    'التفاصيل',
    'الملخص',
  ],
};

/**
 * The audit log as spreadsheet rows, the header in the request's language: the stored codes and
 * details JSON for an investigator's tools, then a Summary an admin reads in that language.
 */
export function auditRows(items: AuditEntryView[], language: Language): SheetCell[][] {
  return [
    HEADERS[language],
    ...items.map((item) => [
      item.at,
      item.source,
      item.action,
      item.outcome,
      item.reason,
      item.actor?.name ?? null,
      item.subject?.name ?? null,
      item.subject?.email ?? null,
      item.connection_id,
      item.ip,
      JSON.stringify(item.details),
      auditSummary(item, language),
    ]),
  ];
}
