import axios, { AxiosError } from 'axios';
import { describeFailedCall } from './failed-call';
import { REQUEST_TIMEOUT_MS } from './fetch-json';
import { currentLanguage, i18next } from './i18n';
import { runtimeConfig } from './runtime-config';
import { clearSession, getSession } from './session';
import { toastError } from './toast';
import { handleUnauthorized } from './unauthorized';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** No toast on failure: the caller handles it (e.g. probing optional endpoints). */
    isSilent?: boolean;
    /** No toast for errors of these codes: the caller shows them in place. */
    silentCodes?: readonly string[];
  }
}

export const api = axios.create({ timeout: REQUEST_TIMEOUT_MS });

api.interceptors.request.use((config) => {
  config.baseURL = runtimeConfig().apiBaseUrl;
  config.headers.set('Accept-Language', currentLanguage());
  const { token } = getSession();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});

api.interceptors.response.use(undefined, (error: unknown) => {
  if (error instanceof AxiosError) {
    const status = error.response?.status;
    // A 401 that ends a live session is always told, even on a silent call (docs/product.md §8).
    const endsSession = status === 401 && getSession().token !== null;
    const code = (error.response?.data as { code?: unknown } | undefined)?.code;
    const isSilent =
      error.config?.isSilent === true ||
      (typeof code === 'string' && (error.config?.silentCodes?.includes(code) ?? false));
    if (!isSilent || endsSession) {
      toastError(describeFailedCall({ status, body: error.response?.data }, i18next.t));
    }
    if (status === 401) {
      clearSession();
      handleUnauthorized();
    }
  }
  return Promise.reject(error instanceof Error ? error : new Error(String(error)));
});

/** The `data` of the envelope `{status, message?, data}`. */
export interface Envelope<T> {
  status: true;
  message?: string;
  data: T;
}
