import { useMutation } from '@tanstack/react-query';
import { AxiosError } from 'axios';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { CreateSessionBody, CreatedSession } from '@awarequest/contracts';
import { api, type Envelope } from '../../../lib/api-client';
import { toastError } from '../../../lib/toast';
import { saveHostKey } from '../model/seats';
import { livePaths } from './live-paths';

/** POST /live/sessions: a new session with its PIN and the host's key. */
export async function createSession(body: CreateSessionBody): Promise<CreatedSession> {
  // The spec has its own words for this failure, so the client's generic toast stays silent.
  const response = await api.post<Envelope<CreatedSession>>(livePaths.sessions, body, { isSilent: true });
  return response.data.data;
}

/** The server's field errors of a refused creation, if it sent any. */
export function fieldErrorsOf(error: unknown): Record<string, string[]> | undefined {
  if (!(error instanceof AxiosError)) return undefined;
  const body: unknown = error.response?.data;
  if (typeof body !== 'object' || body === null || !('errors' in body)) return undefined;
  const { errors } = body as { errors?: Record<string, string[]> };
  return errors;
}

/**
 * Creates the session, keeps its host key in this browser and opens the host's screen. A refusal
 * says 'Failed to create game session'; no answer at all, 'Error creating game session'.
 */
export function useCreateSession() {
  const { t } = useTranslation('live');
  const navigate = useNavigate();
  return useMutation({
    mutationFn: createSession,
    onSuccess: (created) => {
      saveHostKey(created.pin, created.host_key);
      void navigate(`/host/${created.pin}`);
    },
    onError: (error) => {
      const isRefused = error instanceof AxiosError && error.response !== undefined;
      toastError(t(isRefused ? 'errors.createFailed' : 'errors.createError'));
    },
  });
}
