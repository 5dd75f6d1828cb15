import { z } from 'zod';
import { ERROR_CODES } from './errors.js';

/** Every successful answer: `{ status: true, message?, data }`. */
export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ status: z.literal(true), message: z.string().optional(), data });
}

/** Every error: a stable code, words in the request's language, and per-field messages. */
export const errorEnvelopeSchema = z.object({
  status: z.literal(false),
  code: z.enum(ERROR_CODES),
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
