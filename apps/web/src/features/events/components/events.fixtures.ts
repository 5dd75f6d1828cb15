import type { EventCard, EventCategoryListItem, EventDetails, EventGame } from '@awarequest/contracts';

const DAY_MS = 86_400_000;
/** An instant `days` from now (negative: in the past), as the API writes it. */
export const daysFromNow = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

export const CATEGORY_MANDATORY = {
  id: '0b6b6f0e-1c1a-4b8e-9a55-000000000001',
  name: { en: 'Mandatory training', ar: 'تدريب إلزامي' },
  color: '#16787F',
  icon: 'shield-check',
} as const;
export const CATEGORY_TOURNAMENTS = {
  id: '0b6b6f0e-1c1a-4b8e-9a55-000000000002',
  name: { en: 'Tournaments', ar: 'البطولات' },
  color: '#B45309',
  icon: 'trophy',
} as const;

let serial = 0;
/** An event card: a running campaign the caller is in, unless `overrides` say otherwise. */
export function eventCard(overrides: Partial<EventCard> & { title: EventCard['title'] }): EventCard {
  serial += 1;
  return {
    id: `5d1c2f3e-0000-4000-8000-${String(serial).padStart(12, '0')}`,
    event_type: 'campaign',
    status: 'running',
    category: CATEGORY_MANDATORY,
    cover_image: null,
    starts_at: daysFromNow(-5),
    due_at: daysFromNow(10),
    grace_days: 0,
    games_count: 2,
    my: { state: 'in_progress', progress: 50, completed_games: 1, total_games: 2, registered: false },
    ...overrides,
  };
}

export const eventGame = (
  overrides: Partial<EventGame> & { game_id: string; name: EventGame['name'] },
): EventGame => ({
  type: 'quiz',
  image: null,
  category_id: 'c7a1e0f2-0000-4000-8000-000000000001',
  pass_score: 70,
  attempts_allowed: 3,
  state: 'not_started',
  attempts_used: 0,
  best_score: null,
  completed_at: null,
  ...overrides,
});

export function eventDetails(card: EventCard, overrides: Partial<EventDetails> = {}): EventDetails {
  return {
    ...card,
    description: { en: 'Learn to spot phishing mail.', ar: 'تعلّم اكتشاف رسائل التصيد.' },
    games: [],
    sessions: [],
    leaderboard: null,
    can_register: false,
    ...overrides,
  };
}

export function categoryItem(
  category: typeof CATEGORY_MANDATORY | typeof CATEGORY_TOURNAMENTS,
  overrides: Partial<EventCategoryListItem> = {},
): EventCategoryListItem {
  return {
    ...category,
    description: { en: `About ${category.name.en}`, ar: `عن ${category.name.ar}` },
    sort_order: 0,
    upcoming: [],
    running: [],
    events_count: 0,
    ...overrides,
  };
}
