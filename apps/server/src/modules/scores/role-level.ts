import type { RoleLevel } from '@awarequest/contracts';

/**
 * The role level that scales risk (docs/domain.md "impact by role level"), found from a person's
 * positions and departments in English or Arabic. The highest level any of them names wins;
 * nothing recognised is `standard`.
 *
 * Short Latin words (it, hr, ceo, vp...) must stand alone; longer words and every Arabic word
 * may be part of a longer one ("finance" in "financial", "محاسب" in "المحاسبة").
 */

const KEYWORDS: Record<Exclude<RoleLevel, 'standard'>, readonly string[]> = {
  high_impact: [
    // executives
    'ceo',
    'cfo',
    'cto',
    'cio',
    'ciso',
    'coo',
    'vp',
    'executive',
    'chief',
    'president',
    'director',
    'board member',
    'founder',
    'managing partner',
    'تنفيذي',
    'رئيس',
    'مدير عام',
    'المدير العام',
    'مجلس الإدارة',
    'نائب الرئيس',
    'مؤسس',
    // finance
    'finance',
    'financial',
    'accounting',
    'accountant',
    'treasury',
    'payroll',
    'payable',
    'controller',
    'billing',
    'مالي',
    'مالية',
    'محاسب',
    'خزينة',
    'خزانة',
    'رواتب',
    'مدفوعات',
    'فوترة',
    // IT administrators
    'it',
    'ict',
    'sysadmin',
    'administrator',
    'system admin',
    'it admin',
    'network admin',
    'devops',
    'infrastructure',
    'information technology',
    'database admin',
    'dba',
    'تقنية المعلومات',
    'تكنولوجيا المعلومات',
    'مسؤول النظام',
    'مسؤول الأنظمة',
    'مدير النظام',
    'مسؤول الشبكات',
    'البنية التحتية',
    'قواعد البيانات',
  ],
  sensitive: [
    'hr',
    'human resources',
    'people operations',
    'recruit',
    'talent',
    'legal',
    'lawyer',
    'counsel',
    'attorney',
    'paralegal',
    'compliance',
    'privacy',
    'data protection',
    'medical',
    'health',
    'patient',
    'audit',
    'موارد بشرية',
    'الموارد البشرية',
    'توظيف',
    'قانون',
    'قانوني',
    'محامي',
    'مستشار قانوني',
    'امتثال',
    'خصوصية',
    'حماية البيانات',
    'طبي',
    'صحي',
    'مريض',
    'تدقيق',
    'مراجعة داخلية',
  ],
  low_access: [
    'intern',
    'trainee',
    'student',
    'volunteer',
    'visitor',
    'guest',
    'apprentice',
    'temporary',
    'متدرب',
    'طالب',
    'متطوع',
    'زائر',
    'ضيف',
    'مؤقت',
  ],
};

/** Highest impact first: a CFO who is also a volunteer is high impact. */
const ORDER = ['high_impact', 'sensitive', 'low_access'] as const;

const LATIN_WORD = /^[a-z]{1,4}$/;

function names(text: string, keyword: string): boolean {
  if (!LATIN_WORD.test(keyword)) return text.includes(keyword);
  return new RegExp(`(^|[^a-z])${keyword}([^a-z]|$)`).test(text);
}

export function roleLevelOf(positions: readonly string[], departments: readonly string[]): RoleLevel {
  const texts = [...positions, ...departments].map((text) => text.normalize('NFKC').toLowerCase());
  for (const level of ORDER) {
    if (texts.some((text) => KEYWORDS[level].some((keyword) => names(text, keyword)))) return level;
  }
  return 'standard';
}
