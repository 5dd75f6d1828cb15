import { z } from 'zod';
import { envelopeSchema, errorEnvelopeSchema } from '@awarequest/contracts';

/** What every authoring route shares in its schema. */
export const tags = ['authoring'];
export const security = [{ bearer: [] }];
export const failures = {
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  422: errorEnvelopeSchema,
};
/** A delete's answer: only its message. */
export const deletedAnswer = envelopeSchema(z.null());

/** `Content-Disposition` of a download named `fileName`. */
export const attachment = (fileName: string) => `attachment; filename="${fileName}"`;
