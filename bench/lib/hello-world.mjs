// The baseline: a bare Fastify "hello world" (the API's own Fastify copy), one process, no plugins.
// Usage: node hello-world.mjs <port>
import { pathToFileURL } from 'node:url';
import { requireFromApi } from './paths.mjs';

const { default: Fastify } = await import(pathToFileURL(requireFromApi.resolve('fastify')).href);
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ host: '127.0.0.1', port: Number(process.argv[2]) });
