import type { AxiosInstance } from 'axios';

/**
 * The API client, loaded on first use: calls made by the app frame (theme, logout, SSO)
 * then keep axios out of the first chunk that every page waits for.
 */
export async function loadApi(): Promise<AxiosInstance> {
  const { api } = await import('./api-client');
  return api;
}
