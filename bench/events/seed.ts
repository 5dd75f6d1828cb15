/** A client's `query(text, params)`: node-postgres's pool and PGlite's both have it. */
export interface Queryable {
  query(text: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * The events benchmark's organisation, written set-based (`generate_series`, INSERT … SELECT):
 * `users` people over 12 departments, 20 companies and 10 cohorts of equal size; 200 events
 * (mostly campaigns, each for one department; event 0 for one cohort, users / 10 people: 10,000
 * at full scale), three games each; completions for about half of each audience, spread over the
 * event's run; and for event 0 the attempts behind its completions and some begun ones.
 * `everyone` more running campaigns are assigned to the whole organisation (issue 28), with the
 * same completions and, for a tenth of the people, a begun attempt of their first game.
 */

export const ADMIN_EMAIL = 'admin@bench-events.invalid';
export const PLAYER_EMAIL = 'p1@bench-events.invalid';
export const EVENTS = 200;
export const GAMES = 20;
/** The event of one cohort (users / 10 people): the report the benchmark times. */
export const EVENT_ZERO = "SELECT id FROM events WHERE title ->> 'en' = 'Event 0'";
/** The first event assigned to everyone: the large report the benchmark times. */
export const EVERYONE_ZERO = "SELECT id FROM events WHERE title ->> 'en' = 'Everyone 0'";

const DEPARTMENTS = [
  'Operations',
  'Sales',
  'Customer Support',
  'Engineering',
  'Finance',
  'Marketing',
  'Information Technology',
  'Human Resources',
  'Procurement',
  'Legal',
  'Facilities',
  'Executive Office',
];

export async function seedEvents(
  client: Queryable,
  users: number,
  options: { events?: number; everyone?: number } = {},
): Promise<void> {
  const eventCount = options.events ?? EVENTS;
  const everyone = options.everyone ?? 0;
  await client.query('SELECT setseed(0.24)');
  await client.query(
    `INSERT INTO games (key, name, description, type, duration_minutes, pass_score, is_published)
     SELECT 'bench-game-' || g, jsonb_build_object('en', 'Game ' || g, 'ar', 'لعبة ' || g),
       '{"en":"","ar":""}'::jsonb, 'interactive', 10, 70, true
     FROM generate_series(1, $1) g`,
    [GAMES],
  );
  await client.query(
    `INSERT INTO users (name, email, departments, company, "group", countries, role, email_verified_at)
     SELECT 'Person ' || n, 'p' || n || '@bench-events.invalid',
       jsonb_build_array(($2::text[])[1 + n % 12]), 'Company ' || (n % 20), 'Cohort-' || (n % 10),
       '["SA"]'::jsonb, 'player', now()
     FROM generate_series(1, $1) n`,
    [users, DEPARTMENTS],
  );
  await client.query(
    `INSERT INTO users (name, email, role, email_verified_at) VALUES ('Bench admin', $1, 'admin', now())`,
    [ADMIN_EMAIL],
  );
  await client.query(
    `INSERT INTO event_categories (name, description, color, icon, sort_order)
     SELECT jsonb_build_object('en', 'Category ' || c, 'ar', 'فئة ' || c), '{"en":"","ar":""}'::jsonb,
       '#228be6', 'shield', c
     FROM generate_series(1, 3) c`,
  );
  // Event i: a campaign but every tenth (a challenge); running, ended or scheduled; 30 days long.
  await client.query(
    `INSERT INTO events (id, category_id, event_type, status, title, description, starts_at, due_at,
       grace_days, audience, published_at)
     SELECT gen_random_uuid(),
       (SELECT id FROM event_categories ORDER BY sort_order LIMIT 1 OFFSET i % 3),
       (CASE WHEN i % 10 = 9 THEN 'challenge' ELSE 'campaign' END)::event_type,
       (CASE WHEN i = 0 OR i % 3 = 0 THEN 'running' WHEN i % 3 = 1 THEN 'ended' ELSE 'scheduled' END)::event_status,
       jsonb_build_object('en', 'Event ' || i, 'ar', 'فعالية ' || i), '{"en":"","ar":""}'::jsonb,
       start_at, start_at + interval '30 days', 2,
       CASE WHEN i = 0 THEN '{"groups":["Cohort-0"]}'::jsonb
         ELSE jsonb_build_object('departments', jsonb_build_array(($1::text[])[1 + i % 12])) END,
       now() - interval '100 days'
     FROM generate_series(0, $2 - 1) i,
       LATERAL (SELECT CASE WHEN i = 0 OR i % 3 = 0 THEN now() - interval '20 days'
         WHEN i % 3 = 1 THEN now() - interval '1 day' * (40 + i % 200)
         ELSE now() + interval '1 day' * (1 + i % 30) END AS start_at) s`,
    [DEPARTMENTS, eventCount],
  );
  // Running campaigns of the whole organisation, started 20 days ago, due in 10.
  await client.query(
    `INSERT INTO events (id, category_id, event_type, status, title, description, starts_at, due_at,
       grace_days, audience, published_at)
     SELECT gen_random_uuid(), (SELECT id FROM event_categories ORDER BY sort_order LIMIT 1),
       'campaign', 'running', jsonb_build_object('en', 'Everyone ' || i, 'ar', 'الجميع ' || i),
       '{"en":"","ar":""}'::jsonb, now() - interval '20 days', now() + interval '10 days', 2,
       '{"everyone":true}'::jsonb, now() - interval '100 days'
     FROM generate_series(0, $1 - 1) i`,
    [everyone],
  );
  await client.query(
    `INSERT INTO event_games (event_id, game_id, sort_order)
     SELECT e.id, g.id, k FROM events e
     CROSS JOIN generate_series(0, 2) k
     JOIN LATERAL (SELECT id FROM games ORDER BY key
       LIMIT 1 OFFSET (abs(hashtext(e.id::text)) + k) % ${GAMES}) g ON true`,
  );
  // About half of each audience of a started event completes each game, during its run.
  await client.query(
    `INSERT INTO event_completions (event_id, user_id, game_id, score, completed_at)
     SELECT e.id, u.id, g.game_id, 70 + random() * 30,
       e.starts_at + (least(now(), e.due_at) - e.starts_at) * random()
     FROM events e
     JOIN event_games g ON g.event_id = e.id
     JOIN users u ON u.role = 'player' AND (
       e.audience ? 'everyone'
       OR (e.audience ? 'groups' AND u."group" = e.audience -> 'groups' ->> 0)
       OR (e.audience ? 'departments' AND u.departments ->> 0 = e.audience -> 'departments' ->> 0))
     WHERE e.status <> 'scheduled' AND random() < 0.55`,
  );
  // Event 0: the attempts behind its completions, and a begun attempt for a tenth of its people.
  await client.query(
    `INSERT INTO attempts (user_id, game_id, status, ending, question_ids, started_at, expires_at,
       finished_at, score, pass_score, is_passed)
     SELECT c.user_id, c.game_id, 'finished', 'finished', '[]'::jsonb, c.completed_at - interval '5 minutes',
       c.completed_at + interval '10 minutes', c.completed_at, c.score, 70, true
     FROM event_completions c WHERE c.event_id = (${EVENT_ZERO})`,
  );
  await client.query(
    `INSERT INTO attempts (user_id, game_id, status, question_ids, started_at, expires_at, pass_score)
     SELECT u.id, g.game_id, 'in_progress', '[]'::jsonb, now() - interval '2 days', now() + interval '1 day', 70
     FROM users u JOIN event_games g ON g.event_id = (${EVENT_ZERO}) AND g.sort_order = 0
     WHERE u."group" = 'Cohort-0' AND random() < 0.1`,
  );
  await client.query(
    `INSERT INTO attempts (user_id, game_id, status, question_ids, started_at, expires_at, pass_score)
     SELECT u.id, g.game_id, 'in_progress', '[]'::jsonb, now() - interval '2 days', now() + interval '1 day', 70
     FROM events e JOIN event_games g ON g.event_id = e.id AND g.sort_order = 0
     JOIN users u ON u.role = 'player'
     WHERE e.audience ? 'everyone' AND random() < 0.1`,
  );
  await client.query('ANALYZE');
}
