import type { Localized } from '../shared/dom';

/** Something in the office the player can point at: a security problem, or an innocent thing. */
export interface Spot {
  key: SpotKey;
  isProblem: boolean;
  label: Localized;
  /** Why it is (or is not) a risk, and what to do: shown when reported, and in the results. */
  explanation: Localized;
}

export const SPOT_KEYS = [
  'locked-screen',
  'sticky-password',
  'mug',
  'unlocked-screen',
  'plant',
  'customer-printout',
  'shredder',
  'usb-stick',
  'badge',
  'whiteboard',
] as const;
export type SpotKey = (typeof SPOT_KEYS)[number];

/** In the order "look at next object" walks round the room. */
export const SPOTS: Spot[] = [
  {
    key: 'locked-screen',
    isProblem: false,
    label: { en: 'Locked computer', ar: 'حاسوب مقفل' },
    explanation: {
      en: 'This screen is locked while its owner is away. That is exactly right.',
      ar: 'هذه الشاشة مقفلة أثناء غياب صاحبها، وهذا هو التصرف الصحيح تمامًا.',
    },
  },
  {
    key: 'sticky-password',
    isProblem: true,
    label: { en: 'Sticky note on the monitor', ar: 'ورقة لاصقة على الشاشة' },
    explanation: {
      en: 'A password on a sticky note can be read by anyone walking by, or caught on a video call. Keep passwords in a password manager.',
      ar: 'كلمة المرور على ورقة لاصقة يقرؤها كل مارّ أو تظهر في مكالمة فيديو. احفظ كلمات المرور في مدير كلمات مرور.',
    },
  },
  {
    key: 'mug',
    isProblem: false,
    label: { en: 'Coffee mug', ar: 'كوب قهوة' },
    explanation: {
      en: 'Just coffee. Keep it away from the keyboard, though.',
      ar: 'مجرد قهوة. لكن أبعدها عن لوحة المفاتيح.',
    },
  },
  {
    key: 'unlocked-screen',
    isProblem: true,
    label: { en: 'Unattended computer', ar: 'حاسوب دون رقابة' },
    explanation: {
      en: 'The screen is unlocked with payroll data open and nobody there. Lock it every time you step away (Windows key + L, or Control + Command + Q on a Mac).',
      ar: 'الشاشة غير مقفلة وعليها بيانات الرواتب ولا أحد أمامها. اقفلها كلما ابتعدت (مفتاح Windows + L، أو Control + Command + Q على Mac).',
    },
  },
  {
    key: 'plant',
    isProblem: false,
    label: { en: 'Office plant', ar: 'نبتة مكتبية' },
    explanation: { en: 'A plant is just a plant.', ar: 'النبتة مجرد نبتة.' },
  },
  {
    key: 'customer-printout',
    isProblem: true,
    label: { en: 'Printout left on the printer', ar: 'أوراق مطبوعة متروكة على الطابعة' },
    explanation: {
      en: 'A customer list left on the printer is a data leak waiting to happen. Collect printouts at once, or use secure print release.',
      ar: 'قائمة عملاء متروكة على الطابعة تسريب بيانات محتمل. اجمع مطبوعاتك فورًا أو استخدم الطباعة الآمنة التي تتطلب التحقق.',
    },
  },
  {
    key: 'shredder',
    isProblem: false,
    label: { en: 'Paper shredder', ar: 'آلة تمزيق الورق' },
    explanation: {
      en: 'The shredder is how confidential paper should leave the office.',
      ar: 'آلة التمزيق هي الطريقة الصحيحة للتخلص من الأوراق السرية.',
    },
  },
  {
    key: 'usb-stick',
    isProblem: true,
    label: { en: 'USB stick labelled “Salaries”', ar: 'ذاكرة USB مكتوب عليها «الرواتب»' },
    explanation: {
      en: 'A stray USB stick may be bait carrying malware, or someone’s lost data. Never plug it in: hand it to IT.',
      ar: 'ذاكرة USB مجهولة قد تكون طُعمًا يحمل برمجيات خبيثة أو بيانات مفقودة لأحدهم. لا توصلها بجهازك أبدًا وسلّمها لقسم تقنية المعلومات.',
    },
  },
  {
    key: 'badge',
    isProblem: true,
    label: { en: 'Access badge on the table', ar: 'بطاقة دخول على الطاولة' },
    explanation: {
      en: 'An access badge left behind lets anyone through the doors. Keep it on you, and report a lost badge straight away.',
      ar: 'بطاقة الدخول المتروكة تسمح لأي شخص بعبور الأبواب. أبقها معك وأبلغ فورًا عن فقدانها.',
    },
  },
  {
    key: 'whiteboard',
    isProblem: false,
    label: { en: 'Whiteboard', ar: 'سبورة بيضاء' },
    explanation: {
      en: 'The whiteboard was wiped clean after the meeting.',
      ar: 'مُسحت السبورة بعد الاجتماع.',
    },
  },
];

export const PROBLEM_COUNT = SPOTS.filter((spot) => spot.isProblem).length;
