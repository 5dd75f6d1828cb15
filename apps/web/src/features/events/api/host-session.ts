import type { EventSessionHost } from '@awarequest/contracts';
import { api, type Envelope } from '../../../lib/api-client';
import { eventsPaths } from './events-paths';

/** POST /events/:id/sessions/:sessionId/host: the host takes the seat and gets the PIN and key. */
export async function hostSession(id: string, sessionId: string): Promise<EventSessionHost> {
  const response = await api.post<Envelope<EventSessionHost>>(eventsPaths.host(id, sessionId));
  return response.data.data;
}
