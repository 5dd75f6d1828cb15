import { idParamsSchema } from '@awarequest/contracts';

/** Whether a route or query parameter is an id the API could know, before asking it. */
export const isId = (value: string | null | undefined): value is string =>
  idParamsSchema.safeParse({ id: value }).success;
