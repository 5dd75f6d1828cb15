import type { Localized } from '../shared/dom';

export type Urgency = 'low' | 'medium' | 'high';

/** One message of the inbox: what a careful reader checks before trusting it. */
export interface InboxMessage {
  key: string;
  senderName: Localized;
  senderAddress: string;
  subject: Localized;
  body: Localized;
  /** The words shown on the link, and where it really goes. */
  link: { text: Localized; target: string } | null;
  attachment: string | null;
  urgency: Urgency;
  isPhishing: boolean;
  /** Why: shown after the verdict, whatever it was. */
  explanation: Localized;
}

/** The company of the game is Northwind, at northwind.example (a reserved, never-real domain). */
export const MESSAGES: InboxMessage[] = [
  {
    key: 'password-expiry',
    senderName: { en: 'Microsoft 365', ar: 'Microsoft 365' },
    senderAddress: 'no-reply@micros0ft-365.com',
    subject: { en: 'Your password expires today', ar: 'تنتهي صلاحية كلمة مرورك اليوم' },
    body: {
      en: 'Your password expires in 2 hours. Keep your current password or you will lose access to your mailbox.',
      ar: 'تنتهي صلاحية كلمة مرورك خلال ساعتين. احتفظ بكلمة مرورك الحالية وإلا فستفقد الوصول إلى بريدك.',
    },
    link: {
      text: { en: 'Keep my password', ar: 'الاحتفاظ بكلمة المرور' },
      target: 'https://login.microsoftonline.com.account-verify.io/keep',
    },
    attachment: null,
    urgency: 'high',
    isPhishing: true,
    explanation: {
      en: 'Phishing. The sender writes “micros0ft” with a zero, and the link belongs to account-verify.io, not Microsoft. Read the host name (up to the first single slash) and find its registered domain: the name just left of the public suffix at the end, such as .com, .io or .com.sa. Whatever comes before it, even “microsoftonline.com”, is decoration. Deadlines of hours are a pressure trick.',
      ar: 'تصيّد. المرسل يكتب «micros0ft» بصفر بدل حرف o، والرابط يعود إلى account-verify.io لا إلى Microsoft. اقرأ اسم المضيف (حتى أول شرطة مائلة مفردة) وابحث عن نطاقه المسجَّل: الاسم الواقع مباشرةً قبل اللاحقة العامة في آخره، مثل \u200e.com أو \u200e.io أو \u200e.com.sa. وكل ما يسبقه، حتى «microsoftonline.com»، مجرد زينة. المهلة القصيرة بالساعات حيلة للضغط عليك.',
    },
  },
  {
    key: 'timesheet-reminder',
    senderName: { en: 'HR Team', ar: 'فريق الموارد البشرية' },
    senderAddress: 'hr@northwind.example',
    subject: {
      en: 'Reminder: submit your timesheet by Friday',
      ar: 'تذكير: أرسل كشف ساعات العمل قبل يوم الجمعة',
    },
    body: {
      en: 'Hello, a friendly reminder to submit this month’s timesheet in the HR portal by Friday. Thank you!',
      ar: 'مرحبًا، نذكّرك بإرسال كشف ساعات العمل لهذا الشهر عبر بوابة الموارد البشرية قبل يوم الجمعة. شكرًا لك!',
    },
    link: {
      text: { en: 'Open the HR portal', ar: 'فتح بوابة الموارد البشرية' },
      target: 'https://hr.northwind.example/timesheets',
    },
    attachment: null,
    urgency: 'low',
    isPhishing: false,
    explanation: {
      en: 'Safe. It comes from your own company’s domain, the link goes to a northwind.example address, the request is routine and there is no pressure. Still, sign in through the portal you know if in doubt.',
      ar: 'آمنة. الرسالة من نطاق شركتك، والرابط يذهب إلى عنوان ضمن northwind.example، والطلب روتيني بلا ضغط. ومع ذلك، عند الشك ادخل عبر البوابة التي تعرفها.',
    },
  },
  {
    key: 'training-assigned',
    senderName: { en: 'IT Security', ar: 'أمن المعلومات' },
    senderAddress: 'security@northwind.example',
    subject: {
      en: 'New awareness course assigned to you (due in 14 days)',
      ar: 'دورة توعية جديدة مُسندة إليك (خلال 14 يومًا)',
    },
    body: {
      en: 'A 10-minute course on QR-code phishing has been added to your learning plan. You can start it whenever it suits you.',
      ar: 'أُضيفت إلى خطة تعلّمك دورة مدتها 10 دقائق عن التصيد عبر رموز QR. يمكنك البدء بها في الوقت الذي يناسبك.',
    },
    link: {
      text: { en: 'Start the course', ar: 'ابدأ الدورة' },
      target: 'https://learn.northwind.example/courses/qr-phishing',
    },
    attachment: null,
    urgency: 'low',
    isPhishing: false,
    explanation: {
      en: 'Safe. Internal sender, a link on the company’s own domain, a generous deadline and nothing asked of you but a course you can also find on the intranet.',
      ar: 'آمنة. المرسل داخلي، والرابط على نطاق الشركة نفسها، والمهلة مريحة، ولا يُطلب منك سوى دورة تجدها أيضًا في الشبكة الداخلية.',
    },
  },
  {
    key: 'ceo-gift-cards',
    senderName: { en: 'Sarah Khan (CEO)', ar: 'سارة خان (الرئيسة التنفيذية)' },
    senderAddress: 'sarah.khan.ceo@gmail.com',
    subject: { en: 'Urgent and confidential', ar: 'عاجل وسري' },
    body: {
      en: 'I am in a meeting and cannot talk. I need 10 gift cards of $100 for a client today. Buy them, send me the codes and keep this between us.',
      ar: 'أنا في اجتماع ولا أستطيع التحدث. أحتاج اليوم إلى 10 بطاقات هدايا بقيمة 100 دولار لعميل. اشترِها وأرسل لي الرموز وأبقِ الأمر بيننا.',
    },
    link: null,
    attachment: null,
    urgency: 'high',
    isPhishing: true,
    explanation: {
      en: 'Phishing (CEO fraud). A personal address, secrecy, urgency and gift cards are the classic signs. Check by calling the person on a number you already know, never by replying.',
      ar: 'تصيّد (احتيال المدير التنفيذي). العنوان الشخصي والسرية والاستعجال وبطاقات الهدايا علامات معروفة. تحقق بالاتصال بالشخص على رقم تعرفه مسبقًا، لا بالرد على الرسالة.',
    },
  },
  {
    key: 'payroll-qr',
    senderName: { en: 'Payroll', ar: 'قسم الرواتب' },
    senderAddress: 'payroll@northwind-payroll.com',
    subject: {
      en: 'Action required: confirm your salary details',
      ar: 'إجراء مطلوب: أكّد بيانات راتبك',
    },
    body: {
      en: 'Due to a system update, scan the QR code in the attached document with your phone and sign in to confirm your bank details before the next payday.',
      ar: 'بسبب تحديث للنظام، امسح رمز QR في المستند المرفق بهاتفك وسجّل الدخول لتأكيد بياناتك المصرفية قبل موعد الراتب القادم.',
    },
    link: null,
    attachment: 'Salary_Update_QR.pdf',
    urgency: 'medium',
    isPhishing: true,
    explanation: {
      en: 'Phishing (quishing). northwind-payroll.com is not northwind.example, and a QR code moves the sign-in to your phone, where link checks do not reach. Payroll never asks for bank details by email.',
      ar: 'تصيّد عبر رمز QR. النطاق northwind-payroll.com ليس northwind.example، ورمز QR ينقل تسجيل الدخول إلى هاتفك حيث لا تصل أدوات فحص الروابط. قسم الرواتب لا يطلب بياناتك المصرفية بالبريد.',
    },
  },
  {
    key: 'expense-approved',
    senderName: { en: 'Finance', ar: 'الشؤون المالية' },
    senderAddress: 'finance@northwind.example',
    subject: {
      en: 'Your expense report EXP-2291 was approved',
      ar: 'تمت الموافقة على تقرير مصروفاتك EXP-2291',
    },
    body: {
      en: 'The expense report you submitted on Monday was approved. The summary is attached for your records; no action is needed.',
      ar: 'تمت الموافقة على تقرير المصروفات الذي قدّمته يوم الاثنين. الملخص مرفق للاحتفاظ به، ولا يلزم أي إجراء.',
    },
    link: null,
    attachment: 'EXP-2291-summary.pdf',
    urgency: 'low',
    isPhishing: false,
    explanation: {
      en: 'Safe. You submitted this report yourself, the sender is internal, the attachment is an ordinary PDF and nothing is asked of you. An expected message is the best kind.',
      ar: 'آمنة. أنت من قدّم هذا التقرير، والمرسل داخلي، والمرفق ملف PDF عادي، ولا يُطلب منك شيء. الرسالة المتوقعة هي أفضل أنواع الرسائل.',
    },
  },
];
