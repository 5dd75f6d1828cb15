import { sql, type SQL } from 'drizzle-orm';

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
