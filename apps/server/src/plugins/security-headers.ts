import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's security headers, worked out once at start and set on every reply. Running the
 * helmet middleware per request (as @fastify/helmet does) cost more than half the throughput
 * of a small route; its headers never change between requests, so they are captured once.
 */
export const securityHeadersPlugin = fp((app, options: HelmetOptions) => {
  const headers = captureHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    // Set early, so a route that needs its own policy (the API docs page) can replace one.
    void reply.headers(headers);
    done();
  });
  return Promise.resolve();
});

function captureHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      Reflect.deleteProperty(headers, name.toLowerCase());
    },
  };
  // Helmet's middleware reads nothing of the request; it only sets and removes headers.
  const request = Object.create(null) as IncomingMessage;
  helmet(options)(request, response as unknown as ServerResponse, () => undefined);
  return headers;
}
