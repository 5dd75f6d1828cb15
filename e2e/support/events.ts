import { ADMIN, loginViaApi, readCodeFromOutbox } from './app.js';
import { apiData, type TestQuestion } from './games.js';

/** Event categories, events and players made straight through the API, for the events suite. */

type Texts = { en: string; ar: string };

/** The one question of the events suite's game; 'b' is right. */
export const EVENT_QUESTION: TestQuestion = {
  key: 'event-usb',
  kind: 'single',
  text: {
    en: 'You find a USB stick in the car park. What do you do?',
    ar: 'وجدت ذاكرة USB في موقف السيارات. ماذا تفعل؟',
  },
  choices: [
    { key: 'a', text: { en: 'Plug it in to find its owner', ar: 'أوصلها بالحاسوب لأعرف صاحبها' } },
    { key: 'b', text: { en: 'Hand it to the security team', ar: 'أسلمها لفريق الأمن' } },
  ],
  correct: ['b'],
  explanation: {
    en: 'Unknown drives can carry malware.',
    ar: 'قد تحمل الذواكر المجهولة برمجيات خبيثة.',
  },
};

export const adminToken = (baseUrl: string) => loginViaApi(baseUrl, ADMIN.email, ADMIN.password);

/** A category of events; its id. */
export async function createEventCategory(baseUrl: string, token: string, name: Texts): Promise<string> {
  const category = await apiData(baseUrl, token, 'POST', '/admin/event-categories', {
    name,
    description: { en: '', ar: '' },
    color: '#16787F',
    icon: 'shield-check',
    sort_order: 0,
  });
  return String(category.id);
}

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

/** A published campaign for the departments given, starting now and due in 7 days (or `dueInDays`); its id. */
export async function publishCampaign(
  baseUrl: string,
  token: string,
  fields: { title: Texts; categoryId: string; gameId: string; departments: string[]; dueInDays?: number },
): Promise<string> {
  const event = await apiData(baseUrl, token, 'POST', '/admin/events', {
    title: fields.title,
    description: { en: 'Complete the game below.', ar: 'أكمل اللعبة أدناه.' },
    category_id: fields.categoryId,
    event_type: 'campaign',
    starts_at: inMinutes(0.5),
    due_at: inMinutes((fields.dueInDays ?? 7) * 24 * 60),
    game_ids: [fields.gameId],
    audience: { departments: fields.departments },
  });
  const id = String(event.id);
  await apiData(baseUrl, token, 'POST', `/admin/events/${id}/publish`, {});
  return id;
}

/** A published tournament for everyone with one live session in `sessionInMs`, hosted by `hostId`. */
export async function publishTournament(
  baseUrl: string,
  token: string,
  fields: { title: Texts; categoryId: string; gameId: string; hostId: string; sessionInMs: number },
): Promise<string> {
  const event = await apiData(baseUrl, token, 'POST', '/admin/events', {
    title: fields.title,
    description: { en: 'A live quiz for everyone.', ar: 'مسابقة مباشرة للجميع.' },
    category_id: fields.categoryId,
    event_type: 'tournament',
    starts_at: inMinutes(0.1),
    due_at: inMinutes(24 * 60),
    sessions: [
      {
        game_id: fields.gameId,
        starts_at: new Date(Date.now() + fields.sessionInMs).toISOString(),
        host_id: fields.hostId,
      },
    ],
    audience: { everyone: true },
  });
  const id = String(event.id);
  await apiData(baseUrl, token, 'POST', `/admin/events/${id}/publish`, {});
  return id;
}

/** A verified player in one department, made through the API; their e-mail address. */
export async function createDepartmentPlayer(
  baseUrl: string,
  name: string,
  department: string,
  password: string,
): Promise<{ email: string; token: string }> {
  const email = `event-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  const since = Date.now() - 1000;
  await apiData(baseUrl, null, 'POST', '/sendEmailVerification', { email });
  const code = await readCodeFromOutbox(baseUrl, email, since);
  await apiData(baseUrl, null, 'POST', '/VerfiyMail', { email, code, purpose: 'verify' });
  await apiData(baseUrl, null, 'POST', '/users', {
    name,
    email,
    password,
    password_confirmation: password,
  });
  const token = await loginViaApi(baseUrl, email, password);
  await apiData(baseUrl, token, 'PUT', '/users/me', {
    name,
    departments: [department],
    company: 'AwareQuest',
    countries: ['SA'],
  });
  return { email, token };
}
