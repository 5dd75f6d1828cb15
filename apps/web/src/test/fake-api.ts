import { AxiosError, AxiosHeaders, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { DEFAULT_THEME, paths } from '@awarequest/contracts';
import { api } from '../lib/api-client';
import { runtimeConfig } from '../lib/runtime-config';

/** One call the app made, as the fake server saw it. */
export interface SentCall {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
  /** The query parameters the client put on the call. */
  params: Record<string, unknown>;
}

/** A fake answer: a status and a JSON body, or no answer at all (the network failed). */
export type Answer = { status: number; body: unknown } | 'network-error';

type Handler = (call: SentCall) => Answer | Promise<Answer>;

export const answer = (status: number, body: unknown): Answer => ({ status, body });

/** The answer to any call no test set up: an empty success, so background calls stay quiet. */
const DEFAULT_ANSWER = answer(200, { status: true, data: null });

/** What the app's frame asks on every page, answered as a new server would. */
const FRAME_ANSWERS: Record<string, Answer> = {
  [`GET ${paths.theme}`]: answer(200, { status: true, data: DEFAULT_THEME }),
  [`GET ${paths.notifications}`]: answer(200, {
    status: true,
    data: { items: [], unread_count: 0, next_cursor: null },
  }),
};

function parseBody(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return data;
  }
}

function toCall(config: InternalAxiosRequestConfig): SentCall {
  const headers = AxiosHeaders.from(config.headers).toJSON() as Record<string, string>;
  const lowerCased = Object.fromEntries(
    Object.entries(headers).map(([key, value]) => [key.toLowerCase(), value]),
  );
  return {
    method: (config.method ?? 'get').toUpperCase(),
    path: config.url ?? '',
    headers: lowerCased,
    body: parseBody(config.data),
    params: { ...(config.params as Record<string, unknown> | undefined) },
  };
}

function urlOf(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}

/**
 * The server behind the app's API clients, in memory: axios's adapter is replaced, so every
 * interceptor (headers, toasts, 401 handling) runs as in the browser, and so is `fetch` for the
 * API's paths (lib/fetch-json.ts, the frame's calls made before axios loads).
 */
export function installFakeApi() {
  const handlers = new Map<string, Handler>();
  const calls: SentCall[] = [];
  const answerTo = (call: SentCall): Answer | Promise<Answer> => {
    calls.push(call);
    const route = `${call.method} ${call.path}`;
    const handler = handlers.get(route);
    return handler ? handler(call) : (FRAME_ANSWERS[route] ?? DEFAULT_ANSWER);
  };

  const realFetch = globalThis.fetch.bind(globalThis);
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = urlOf(input);
    const base = runtimeConfig().apiBaseUrl.replace(/\/+$/, '');
    if (!url.startsWith(`${base}/`)) return realFetch(input, init);
    const result = await answerTo({
      method: (init?.method ?? 'GET').toUpperCase(),
      path: url.slice(base.length).split('?')[0] ?? '',
      params: Object.fromEntries(new URLSearchParams(url.split('?')[1] ?? '')),
      headers: Object.fromEntries(
        [...new Headers(init?.headers).entries()].map(([key, value]) => [key.toLowerCase(), value]),
      ),
      body: parseBody(init?.body),
    });
    if (result === 'network-error') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(result.body), {
      status: result.status,
      headers: { 'content-type': 'application/json' },
    });
  };

  api.defaults.adapter = async (config): Promise<AxiosResponse> => {
    const result = await answerTo(toCall(config));
    if (result === 'network-error') {
      throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    }
    const response: AxiosResponse = {
      data: result.body,
      status: result.status,
      statusText: String(result.status),
      headers: {},
      config,
    };
    if (result.status >= 200 && result.status < 300) return response;
    throw new AxiosError(
      `Request failed with status code ${result.status}`,
      AxiosError.ERR_BAD_RESPONSE,
      config,
      null,
      response,
    );
  };

  return {
    /** Answers `METHOD /path` (the path as the app writes it, e.g. `POST /login`). */
    on(route: string, handler: Handler | Answer) {
      handlers.set(route, typeof handler === 'function' ? handler : () => handler);
    },
    /** The calls made to `METHOD /path`, oldest first. */
    callsTo(route: string): SentCall[] {
      return calls.filter((call) => `${call.method} ${call.path}` === route);
    },
    reset() {
      handlers.clear();
      calls.length = 0;
    },
  };
}
