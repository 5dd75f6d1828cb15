import fp from 'fastify-plugin';
import { assertCleanText } from '../lib/forbidden-text.js';

/**
 * Refuses, for every route, a query string, path parameter or JSON body whose text holds a
 * control, noncharacter or text-direction character (INVALID_CHARACTERS, 422, naming the field).
 * It runs before validation, so no schema or handler has to remember it and PostgreSQL never
 * sees a NUL byte. Uploaded files arrive as buffers and are checked cell by cell where they are
 * read (lib/spreadsheets); multipart form fields where the form is read.
 */
export const textInputPlugin = fp((app) => {
  app.addHook('preValidation', async (request) => {
    assertCleanText(request.params);
    assertCleanText(request.query);
    assertCleanText(request.body);
  });
});
