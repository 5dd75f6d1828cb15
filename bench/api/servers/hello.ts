import Fastify from 'fastify';
import { announceReady, closeOnStop } from '../../shared/server-lifecycle.js';

/**
 * The baseline: Fastify with nothing but one route, as in Fastify's own README. Its
 * throughput is the ceiling the AwareQuest routes are compared with on this machine.
 */
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));

closeOnStop(() => app.close());
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
if (!address || typeof address === 'string') throw new Error('hello server: no TCP address');
announceReady(address.port, { server: 'bare Fastify, GET / -> {"hello":"world"}' });
