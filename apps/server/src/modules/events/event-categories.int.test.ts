import { describe, expect, it } from 'vitest';
import { envelopeSchema, eventCategorySchema } from '@awarequest/contracts';
import { eventCategories } from '../../db/schema.js';
import { adminToken, del, playerToken } from '../../test/authoring.fixtures.js';
import { createGame } from '../../test/content.fixtures.js';
import { expectError, post, put } from '../../test/http.js';
import { useTestApp } from '../../test/test-app.js';
import { insertEventCategory, insertEventRow } from './events.test-support.js';

const app = useTestApp();

const body = {
  name: { en: 'Mandatory training', ar: 'تدريب إلزامي' },
  color: '#AA3300',
  icon: 'school',
  sort_order: 3,
};

describe('admin event categories', () => {
  it('creates, edits and deletes a category', async () => {
    const token = await adminToken(app());
    const created = await post(app(), '/api/admin/event-categories', { token, body });
    expect(created.statusCode, created.text).toBe(201);
    const category = envelopeSchema(eventCategorySchema).parse(created.body).data;
    expect(category).toMatchObject({ name: body.name, color: '#AA3300', icon: 'school', sort_order: 3 });
    const edited = await put(app(), `/api/admin/event-categories/${category.id}`, {
      token,
      body: { ...body, name: { en: 'Awareness month', ar: 'شهر التوعية' } },
    });
    expect(envelopeSchema(eventCategorySchema).parse(edited.body).data.name.en).toBe('Awareness month');
    expect((await del(app(), `/api/admin/event-categories/${category.id}`, token)).statusCode).toBe(200);
    expect(await app().ctx.db.select().from(eventCategories)).toEqual([]);
    expectError(
      await put(app(), `/api/admin/event-categories/${category.id}`, { token, body }),
      404,
      'EVENT_NOT_FOUND',
    );
  });

  it('refuses to delete a category that still has events, archived ones included', async () => {
    const token = await adminToken(app());
    const category = await insertEventCategory(app());
    const { game } = await createGame(app());
    await insertEventRow(app(), { categoryId: category.id, archivedAt: new Date() }, [game.id]);
    expectError(
      await del(app(), `/api/admin/event-categories/${category.id}`, token),
      409,
      'EVENT_CATEGORY_IN_USE',
    );
    expect(await app().ctx.db.select().from(eventCategories)).toHaveLength(1);
  });

  it('refuses a bad body and a non-admin, saving nothing', async () => {
    const token = await adminToken(app());
    expectError(
      await post(app(), '/api/admin/event-categories', { token, body: { ...body, icon: 'rocket' } }),
      422,
      'VALIDATION_FAILED',
    );
    expectError(
      await post(app(), '/api/admin/event-categories', { token: await playerToken(app()), body }),
      403,
      'FORBIDDEN',
    );
    expect(await app().ctx.db.select().from(eventCategories)).toEqual([]);
  });
});
