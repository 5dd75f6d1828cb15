import dayjs from 'dayjs';
import type { AdminEvent, EventBodyInput } from '@awarequest/contracts';

/** The fields of the event form, as a 422 answer's paths name them. */
export const EVENT_FIELDS = [
  'title',
  'description',
  'category_id',
  'event_type',
  'cover_image',
  'starts_at',
  'due_at',
  'grace_days',
  'game_ids',
  'sessions',
  'team_by',
  'audience',
  'question_audience',
  'remind_at_start',
  'reminder_days',
  'remind_when_overdue',
] as const;

/** A picker's local wall-clock time ("2026-12-01 09:00:00", the browser's time zone) as ISO UTC. */
export const localToIso = (local: string): string => dayjs(local).toISOString();

/** An ISO instant as the picker's local wall-clock time, or null for none. */
export const isoToLocal = (iso: string | undefined): string | null =>
  iso && dayjs(iso).isValid() ? dayjs(iso).format('YYYY-MM-DD HH:mm:ss') : null;

/** A new event: a campaign for nobody yet, with the default reminders (docs/product.md §2 /events). */
export function newEventValues(): EventBodyInput {
  return {
    title: { en: '', ar: '' },
    description: { en: '', ar: '' },
    category_id: '',
    event_type: 'campaign',
    cover_image: '',
    starts_at: '',
    due_at: '',
    grace_days: 0,
    game_ids: [],
    sessions: [],
    team_by: 'department',
    audience: {
      everyone: false,
      companies: [],
      departments: [],
      groups: [],
      positions: [],
      countries: [],
      user_ids: [],
    },
    question_audience: null,
    remind_at_start: true,
    reminder_days: [3, 1],
    remind_when_overdue: true,
  };
}

/** A stored event as the form edits it; sessions keep their ids so the server updates them. */
export function eventValues(event: AdminEvent): EventBodyInput {
  return {
    title: event.title,
    description: event.description,
    category_id: event.category_id,
    event_type: event.event_type,
    cover_image: event.cover_image ?? '',
    starts_at: event.starts_at,
    due_at: event.due_at,
    grace_days: event.grace_days,
    game_ids: event.game_ids,
    sessions: event.sessions.map(({ id, game_id, starts_at, host_id }) => ({
      id,
      game_id,
      starts_at,
      host_id,
    })),
    team_by: event.team_by,
    audience: event.audience,
    question_audience: event.question_audience,
    remind_at_start: event.remind_at_start,
    reminder_days: event.reminder_days,
    remind_when_overdue: event.remind_when_overdue,
  };
}
