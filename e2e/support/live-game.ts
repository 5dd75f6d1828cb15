import { ADMIN, loginViaApi } from './app.js';

/** A published interactive game of three questions for the live suites, made through the admin API. */

export interface TestQuestion {
  key: string;
  kind: 'single' | 'multiple' | 'true_false';
  text: { en: string; ar: string };
  choices: { key: string; text: { en: string; ar: string } }[];
  correct: string[];
  explanation: { en: string; ar: string };
}

export const QUESTIONS: TestQuestion[] = [
  {
    key: 'live-mfa',
    kind: 'single',
    text: {
      en: 'A sign-in approval pops up that you did not ask for. What now?',
      ar: 'ظهر طلب موافقة على تسجيل دخول لم تطلبه. ماذا تفعل الآن؟',
    },
    choices: [
      { key: 'a', text: { en: 'Approve it', ar: 'أوافق عليه' } },
      { key: 'b', text: { en: 'Deny and report it', ar: 'أرفضه وأبلغ عنه' } },
      { key: 'c', text: { en: 'Ignore it', ar: 'أتجاهله' } },
      { key: 'd', text: { en: 'Ask a colleague', ar: 'أسأل زميلًا' } },
    ],
    correct: ['b'],
    explanation: {
      en: 'An unexpected prompt means someone has your password.',
      ar: 'الطلب غير المتوقع يعني أن أحدًا يعرف كلمة مرورك.',
    },
  },
  {
    key: 'live-phishing',
    kind: 'multiple',
    text: { en: 'Which are signs of phishing?', ar: 'أيّ مما يلي من علامات التصيد؟' },
    choices: [
      { key: 'a', text: { en: 'Urgent pressure', ar: 'ضغط عاجل' } },
      { key: 'b', text: { en: 'An expected invoice', ar: 'فاتورة متوقعة' } },
      { key: 'c', text: { en: 'A look-alike domain', ar: 'نطاق مشابه' } },
    ],
    correct: ['a', 'c'],
    explanation: {
      en: 'Urgency and look-alike domains are classic lures.',
      ar: 'الاستعجال والنطاقات المشابهة من الحيل المعروفة.',
    },
  },
  {
    key: 'live-usb',
    kind: 'true_false',
    text: {
      en: 'A USB stick found in the car park is safe to plug in.',
      ar: 'ذاكرة USB وجدتها في الموقف آمنة للتوصيل.',
    },
    choices: [
      { key: 'true', text: { en: 'True', ar: 'صح' } },
      { key: 'false', text: { en: 'False', ar: 'خطأ' } },
    ],
    correct: ['false'],
    explanation: {
      en: 'Unknown drives can carry malware: hand them to IT.',
      ar: 'قد تحمل الذواكر المجهولة برمجيات خبيثة: سلّمها لقسم تقنية المعلومات.',
    },
  },
];

export const GAME_NAME = { en: 'Live Three-Question Check', ar: 'اختبار مباشر من ثلاثة أسئلة' };

export async function adminCall(
  baseUrl: string,
  token: string,
  method: string,
  apiPath: string,
  body?: unknown,
) {
  const response = await fetch(`${baseUrl}/api${apiPath}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${apiPath}: ${response.status} ${text}`);
  return (JSON.parse(text) as { data: Record<string, unknown> }).data;
}

/** The admin API: an interactive game with the three questions, published. */
export async function createGame(baseUrl: string): Promise<string> {
  const token = await loginViaApi(baseUrl, ADMIN.email, ADMIN.password);
  const categories = (await adminCall(baseUrl, token, 'GET', '/categories?per_page=1')) as unknown as {
    items: { key: string }[];
  };
  const category = categories.items[0];
  if (!category) throw new Error('the content pack has no category');
  const fields = {
    key: `e2e-live-${Date.now().toString(36)}`,
    categories: [category.key],
    name: GAME_NAME,
    description: { en: 'Three quick questions, live.', ar: 'ثلاثة أسئلة سريعة، مباشرة.' },
    type: 'interactive',
    difficulty: 'easy',
    duration_minutes: 5,
    pass_score: 50,
    attempts_allowed: null,
    published: false,
  };
  const game = await adminCall(baseUrl, token, 'POST', '/admin/games', fields);
  const id = String(game.id);
  for (const { key, kind, text, choices, correct, explanation } of QUESTIONS) {
    await adminCall(baseUrl, token, 'POST', `/admin/games/${id}/questions`, {
      key,
      kind,
      text,
      choices,
      correct,
      explanation,
    });
  }
  await adminCall(baseUrl, token, 'PUT', `/admin/games/${id}`, { ...fields, published: true });
  return id;
}
