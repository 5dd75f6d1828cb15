import type { AdminEvent, AdminEventListItem, EventCategoryListItem, User } from '@awarequest/contracts';
import { PLAYER_USER } from '../../test/people';

// What the fake server answers in the events-admin component tests.

export const ADMIN: User = { ...PLAYER_USER, id: 'u-admin', name: 'Demo Admin', role: 'admin' };

export const CATEGORY: EventCategoryListItem = {
  id: '0b6f1d7a-6a53-4c1e-9a51-6c1f5b0a0c01',
  name: { en: 'Mandatory training', ar: 'تدريب إلزامي' },
  description: { en: 'What everyone must do', ar: 'ما يجب على الجميع فعله' },
  color: '#16787F',
  icon: 'shield-check',
  sort_order: 0,
  upcoming: [],
  running: [],
  events_count: 2,
};

export const GAME_ID = '5f0e3a52-1d8b-4b7e-8d0c-2a9f4c7e1b02';

export const DRAFT: AdminEvent = {
  id: '7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e04',
  status: 'draft',
  archived: false,
  title: { en: 'Phishing before summer', ar: 'التصيد قبل الصيف' },
  description: { en: 'Play the phishing game.', ar: 'العب لعبة التصيد.' },
  category_id: CATEGORY.id,
  event_type: 'campaign',
  cover_image: null,
  starts_at: '2030-06-01T09:00:00.000Z',
  due_at: '2030-06-30T17:00:00.000Z',
  grace_days: 2,
  game_ids: [GAME_ID],
  sessions: [],
  team_by: 'department',
  question_audience: null,
  audience: {
    everyone: false,
    companies: [],
    departments: ['finance'],
    groups: [],
    positions: [],
    countries: [],
    user_ids: [],
  },
  remind_at_start: true,
  reminder_days: [3, 1],
  remind_when_overdue: true,
  audience_count: 12,
  created_at: '2030-05-01T09:00:00.000Z',
  updated_at: '2030-05-01T09:00:00.000Z',
  published_at: null,
};

export const GAMES = [
  {
    id: GAME_ID,
    key: 'phishing-basics',
    categories: ['phishing'],
    category_ids: ['c1'],
    name: { en: 'Phishing basics', ar: 'أساسيات التصيد' },
    description: { en: '', ar: '' },
    type: 'interactive',
    difficulty: 'easy',
    duration_minutes: 10,
    pass_score: 70,
    attempts_allowed: null,
    published: true,
    url: null,
    order: 0,
    questions_count: 10,
    labels_to_review: 0,
  },
];

export const LOOKUPS = {
  departments: [{ value: 'finance', name: { en: 'Finance', ar: 'المالية' } }],
  positions: [],
  groups: [],
  companies: [],
  countries: [{ value: 'EG', name: { en: 'Egypt', ar: 'مصر' } }],
  wearable_providers: [],
};

/** An event as the admin list shows it. */
export function listItem(event: AdminEvent, extra: Partial<AdminEventListItem> = {}): AdminEventListItem {
  return {
    id: event.id,
    title: event.title,
    event_type: event.event_type,
    status: event.status,
    category: { id: CATEGORY.id, name: CATEGORY.name, color: CATEGORY.color, icon: CATEGORY.icon },
    cover_image: null,
    starts_at: event.starts_at,
    due_at: event.due_at,
    grace_days: event.grace_days,
    games_count: event.game_ids.length,
    my: null,
    archived: event.archived,
    audience_count: event.audience_count,
    assignments:
      event.event_type === 'tournament'
        ? null
        : { completed: 0, in_progress: 0, overdue: 0, not_started: event.audience_count },
    completion_rate: event.status === 'draft' ? null : 40,
    ...extra,
  };
}

export const ok = (data: unknown) => ({ status: 200, body: { status: true, data } });
