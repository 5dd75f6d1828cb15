import type { LookupKind, LocalizedText } from '@awarequest/contracts';

/** What a new deployment's lists hold until an admin changes them; `value` is the English name. */
export const DEFAULT_LOOKUPS: Record<LookupKind, LocalizedText[]> = {
  department: [
    { en: 'Executive Management', ar: 'الإدارة التنفيذية' },
    { en: 'Finance', ar: 'المالية' },
    { en: 'Human Resources', ar: 'الموارد البشرية' },
    { en: 'Information Technology', ar: 'تقنية المعلومات' },
    { en: 'Information Security', ar: 'أمن المعلومات' },
    { en: 'Legal', ar: 'الشؤون القانونية' },
    { en: 'Operations', ar: 'العمليات' },
    { en: 'Sales', ar: 'المبيعات' },
    { en: 'Marketing', ar: 'التسويق' },
    { en: 'Customer Service', ar: 'خدمة العملاء' },
    { en: 'Procurement', ar: 'المشتريات' },
  ],
  position: [
    { en: 'Executive', ar: 'تنفيذي' },
    { en: 'Director', ar: 'مدير إدارة' },
    { en: 'Manager', ar: 'مدير' },
    { en: 'Team Lead', ar: 'قائد فريق' },
    { en: 'Specialist', ar: 'أخصائي' },
    { en: 'Engineer', ar: 'مهندس' },
    { en: 'Analyst', ar: 'محلل' },
    { en: 'Administrator', ar: 'إداري' },
    { en: 'Intern', ar: 'متدرب' },
    { en: 'Contractor', ar: 'متعاقد' },
  ],
  group: [
    { en: 'Head Office', ar: 'المكتب الرئيسي' },
    { en: 'Branches', ar: 'الفروع' },
    { en: 'Remote Staff', ar: 'العاملون عن بعد' },
    { en: 'Students', ar: 'الطلاب' },
    { en: 'Family', ar: 'العائلة' },
  ],
  company: [
    { en: 'AwareQuest', ar: 'أوير كويست' },
    { en: 'Partner Company', ar: 'شركة شريكة' },
    { en: 'Other', ar: 'أخرى' },
  ],
};
