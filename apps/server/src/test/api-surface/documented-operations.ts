import { createPgliteFromTemplate } from '../pglite-template.js';
import { startTestApp } from '../test-app.js';
import { operationsOf, type Operation } from './openapi-operations.js';

/**
 * The operations of the OpenAPI document, read while a test file is collected (one test per
 * operation needs them before any hook runs): a throwaway app on an in-memory database.
 */
export async function documentedOperations(): Promise<Operation[]> {
  const database = await createPgliteFromTemplate();
  const app = await startTestApp(database);
  try {
    return operationsOf(app);
  } finally {
    await app.close();
    await database.close();
  }
}
