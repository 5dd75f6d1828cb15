import { sql, type SQL } from 'drizzle-orm';
import { audienceSchema, type Audience } from '@awarequest/contracts';

/**
 * The audience rule of contracts `audienceSchema` as SQL: true when the user row aliased `u` is
 * in the audience of the event row aliased `e`. Evaluated when read, so people who join later
 * are in as soon as their profile matches. Only active accounts count; a child account only
 * when its parent enrolled it (an `event_registrations` row with `enrolled_by`).
 *
 * `?` is jsonb's "holds this string" and `?|` "holds any of these strings".
 */
export function inAudience(e = sql.raw('e'), u = sql.raw('u')): SQL {
  return sql`(${u}.is_active and (
    (${u}.parent_id is null and (
      coalesce((${e}.audience ->> 'everyone')::boolean, false)
      or (${u}.company is not null and ${e}.audience -> 'companies' ? ${u}.company)
      or (${u}."group" is not null and ${e}.audience -> 'groups' ? ${u}."group")
      or ${e}.audience -> 'departments' ?| array(select jsonb_array_elements_text(${u}.departments))
      or ${e}.audience -> 'positions' ?| array(select jsonb_array_elements_text(${u}.positions))
      or ${e}.audience -> 'countries' ?| array(select jsonb_array_elements_text(${u}.countries))
      or ${e}.audience -> 'user_ids' ? ${u}.id::text
    ))
    or exists (
      select 1 from event_registrations enrolled
      where enrolled.event_id = ${e}.id and enrolled.user_id = ${u}.id and enrolled.enrolled_by is not null
    )
  ))`;
}

const textArray = (values: readonly string[]): SQL =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

/**
 * The same rule for one event whose audience is known (a report, a preview, a reminder run):
 * the lists become parameters, so each user row is checked with plain comparisons instead of
 * unpacking the event's lists for every row (a 10,000-person report over 100,000 users spent
 * 0.6 s in `inAudience`, bench/README.md "Events at scale"). `eventId` finds the children
 * enrolled by a parent; null for an audience not yet saved (the preview).
 */
export function inKnownAudience(stored: Audience, eventId: string | null, u = sql.raw('u')): SQL {
  const { matched, enrolled } = knownAudienceParts(stored, eventId, u);
  return sql`(${u}.is_active and ((${u}.parent_id is null and (${matched})) or ${enrolled}))`;
}

function knownAudienceParts(stored: Audience, eventId: string | null, u: SQL) {
  // Rows written before a list existed lack it: the schema's defaults fill it in.
  const audience = audienceSchema.parse(stored);
  const rules: SQL[] = [];
  if (audience.everyone) rules.push(sql`true`);
  if (audience.companies.length > 0) rules.push(sql`${u}.company = any(${textArray(audience.companies)})`);
  if (audience.groups.length > 0) rules.push(sql`${u}."group" = any(${textArray(audience.groups)})`);
  if (audience.departments.length > 0)
    rules.push(sql`${u}.departments ?| ${textArray(audience.departments)}`);
  if (audience.positions.length > 0) rules.push(sql`${u}.positions ?| ${textArray(audience.positions)}`);
  if (audience.countries.length > 0) rules.push(sql`${u}.countries ?| ${textArray(audience.countries)}`);
  // Ids are uuids (the contracts check them), sent as one array literal rather than 10,000 parameters.
  if (audience.user_ids.length > 0)
    rules.push(sql`${u}.id = any(${`{${audience.user_ids.join(',')}}`}::uuid[])`);
  const matched = rules.length > 0 ? sql.join(rules, sql` or `) : sql`false`;
  const enrolled =
    eventId === null
      ? sql`false`
      : sql`exists (
          select 1 from event_registrations enrolled
          where enrolled.event_id = ${eventId}::uuid and enrolled.user_id = ${u}.id and enrolled.enrolled_by is not null
        )`;
  return { matched, enrolled };
}

/**
 * The same people as `inKnownAudience`, as a set of ids (`select … as id`) the planner can read
 * through indexes: the adults whose profile matches (the GIN indexes of the users' lists, the
 * company and group indexes), and apart from them the accounts a parent enrolled. Each person
 * once. For counting one event's audience without reading every user.
 */
export function audienceMembers(stored: Audience, eventId: string): SQL {
  const u = sql.raw('m');
  const { matched } = knownAudienceParts(stored, eventId, u);
  return sql`select m.id from users m where m.is_active and m.parent_id is null and (${matched})
    union all
    select m.id from event_registrations r join users m on m.id = r.user_id
    where r.event_id = ${eventId}::uuid and r.enrolled_by is not null and m.is_active
      and not (m.parent_id is null and (${matched}))`;
}
