import { describe, expect, it } from 'vitest';
import { createSessionBodySchema } from '@awarequest/contracts';
import { bodyOf, categoriesFormSchema, createFormDefaults, gameFormSchema } from './create-form';

describe('the creation form', () => {
  it('sends a game session with the chosen settings only', () => {
    const values = gameFormSchema.parse({ ...createFormDefaults(), reading_seconds: 0, answer_seconds: 10 });
    const body = bodyOf({ kind: 'game', game_id: '6c1c4a43-3b8e-4f7b-9a1e-7b6c7f0b9d11' }, values);
    expect(createSessionBodySchema.parse(body)).toEqual(body);
    expect(body.settings).not.toHaveProperty('category_ids');
    expect(body.settings?.answer_seconds).toBe(10);
  });

  it('needs at least one category for a player game', () => {
    const result = categoriesFormSchema.safeParse(createFormDefaults());
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['category_ids']);
    const ids = ['6c1c4a43-3b8e-4f7b-9a1e-7b6c7f0b9d11'];
    const values = categoriesFormSchema.parse({ ...createFormDefaults(ids), questions_count: 5 });
    const body = bodyOf({ kind: 'categories' }, values);
    expect(body.source).toEqual({ kind: 'categories', category_ids: ids, questions_count: 5 });
  });
});
