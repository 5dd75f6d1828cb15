import type { Localized } from '../shared/dom';

export const TEXTS = {
  title: { en: 'Clean desk walkthrough VR', ar: 'جولة المكتب النظيف بالواقع الافتراضي' },
  intro: {
    en: 'The office is empty for lunch, but it is not clean. Look around and find the 5 security problems people left behind. Reporting something harmless costs you points.',
    ar: 'المكتب خالٍ وقت الغداء، لكنه ليس نظيفًا. انظر حولك واعثر على 5 مشكلات أمنية تركها الموظفون. الإبلاغ عن شيء غير ضار يُفقدك نقاطًا.',
  },
  howTo: {
    en: 'Drag the view (or use the arrow keys) to look around; click an object, or aim at it and press Enter, to report it. With a headset, press Enter VR and point with your controller.',
    ar: 'اسحب المشهد (أو استخدم مفاتيح الأسهم) للنظر حولك؛ انقر على عنصر، أو وجّه النظر إليه واضغط Enter، للإبلاغ عنه. مع نظارة الواقع الافتراضي اضغط «دخول الواقع الافتراضي» وأشر بوحدة التحكم.',
  },
  found: { en: 'Found {found} of {total} problems', ar: 'عُثر على {found} من {total} مشكلات' },
  inView: { en: 'In view: {label}', ar: 'أمامك: {label}' },
  nothingInView: { en: 'In view: nothing to report', ar: 'أمامك: لا شيء للإبلاغ عنه' },
  nextObject: { en: 'Look at next object', ar: 'انظر إلى العنصر التالي' },
  report: { en: 'Report as a risk', ar: 'أبلغ عنه كخطر' },
  alreadyReported: { en: 'Already reported', ar: 'تم الإبلاغ عنه' },
  finish: { en: 'Finish', ar: 'إنهاء' },
  enterVr: { en: 'Enter VR', ar: 'دخول الواقع الافتراضي' },
  exitVr: { en: 'Exit VR', ar: 'الخروج من الواقع الافتراضي' },
  sceneLabel: {
    en: 'An office seen in 3D. Drag or use the arrow keys to look around; press Enter to report what is in the centre.',
    ar: 'مكتب معروض بثلاثة أبعاد. اسحب أو استخدم مفاتيح الأسهم للنظر حولك، واضغط Enter للإبلاغ عمّا في المنتصف.',
  },
  resultsTitle: { en: 'Walkthrough complete', ar: 'اكتملت الجولة' },
  resultsLine: {
    en: 'You found {found} of {total} problems, with {false} false alarms.',
    ar: 'عثرت على {found} من {total} مشكلات، مع {false} بلاغات خاطئة.',
  },
  riskFound: { en: 'Risk found', ar: 'تم العثور على خطر' },
  noRisk: { en: 'No risk', ar: 'لا خطر' },
  foundMark: { en: 'Found', ar: 'عُثر عليه' },
  missedMark: { en: 'Missed', ar: 'فاتك' },
} satisfies Record<string, Localized>;
