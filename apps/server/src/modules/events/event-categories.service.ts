import type {
  EventCategory,
  EventCategoryBody,
  EventCategoryIcon,
  EventCategoryListItem,
} from '@awarequest/contracts';
import type { Caller } from '../../app-context.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import {
  countEventsByCategory,
  countEventsInCategory,
  deleteEventCategoryRow,
  findEventCategories,
  findEventCategory,
  insertEventCategory,
  updateEventCategoryRow,
  type EventCategoryRow,
} from './event-categories.repository.js';
import { findEventsOfUser } from './events.repository.js';
import { cardsOf, sectionsOf } from './events-view.js';

/** Event categories (docs/product.md §2 /event-categories): admin-managed, ordered, bilingual. */

export function toEventCategory(row: EventCategoryRow): EventCategory {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    color: row.color,
    icon: row.icon as EventCategoryIcon,
    sort_order: row.sortOrder,
  };
}

const values = (body: EventCategoryBody) => ({
  name: body.name,
  description: body.description,
  color: body.color,
  icon: body.icon,
  sortOrder: body.sort_order,
});

/**
 * GET /event-categories: every category in order, each with the caller's upcoming and running
 * events (their audience's). `events_count` counts the caller's visible events, or for an admin
 * every event that is not archived.
 */
export async function listEventCategories(db: Db, caller: Caller): Promise<EventCategoryListItem[]> {
  const [categories, rows] = await Promise.all([
    findEventCategories(db),
    findEventsOfUser(db, caller.userId, { statuses: ['scheduled', 'running', 'ended'] }),
  ]);
  const cards = await cardsOf(
    db,
    rows.filter((row) => row.status !== 'ended'),
    caller.userId,
  );
  const adminCounts = caller.role === 'admin' ? await countEventsByCategory(db) : null;
  return categories.map((category) => {
    const sections = sectionsOf(cards.filter((card) => card.category.id === category.id));
    return {
      ...toEventCategory(category),
      upcoming: sections.upcoming,
      running: [...sections.assigned, ...sections.running],
      events_count:
        adminCounts?.get(category.id) ??
        (adminCounts ? 0 : rows.filter((row) => row.categoryId === category.id).length),
    };
  });
}

export async function createEventCategory(db: Db, body: EventCategoryBody): Promise<EventCategory> {
  return toEventCategory(await insertEventCategory(db, values(body)));
}

export async function updateEventCategory(
  db: Db,
  id: string,
  body: EventCategoryBody,
): Promise<EventCategory> {
  const row = await updateEventCategoryRow(db, id, values(body));
  if (!row) throw new AppError('EVENT_NOT_FOUND');
  return toEventCategory(row);
}

/** Deletes a category that holds no event (archived ones included): EVENT_CATEGORY_IN_USE otherwise. */
export async function deleteEventCategory(db: Db, id: string): Promise<void> {
  if (!(await findEventCategory(db, id))) throw new AppError('EVENT_NOT_FOUND');
  if ((await countEventsInCategory(db, id)) > 0) throw new AppError('EVENT_CATEGORY_IN_USE');
  await deleteEventCategoryRow(db, id);
}
