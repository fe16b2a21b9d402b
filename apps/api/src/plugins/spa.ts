import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Config } from '../config';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built SPA: hashed assets cached for a year, index.html revalidated, and every unknown
 * non-API path answered with the app (which shows the 404 page). Unknown /api paths get JSON 404.
 */
export async function registerSpa(app: FastifyInstance, config: Config): Promise<void> {
  const indexFile = path.join(config.webDistDir, 'index.html');
  const hasSpa = existsSync(indexFile);
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: config.webDistDir,
      wildcard: false,
      index: false,
      setHeaders(reply, filePath) {
        reply.header('cache-control', filePath.includes(`${path.sep}assets${path.sep}`) ? IMMUTABLE : 'public, max-age=3600');
      },
    });
  }
  const indexHtml = hasSpa ? readFileSync(indexFile, 'utf8') : null;

  const sendApp = (reply: FastifyReply) =>
    indexHtml === null
      ? reply.status(503).type('text/plain').send('The web app is not built: run `npm run build`.')
      : reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);

  app.get('/', (_request, reply) => sendApp(reply));

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const isFile = /\.[a-z0-9]{1,8}$/i.test(pathname);
    if (pathname === '/api' || pathname.startsWith('/api/') || isFile || !['GET', 'HEAD'].includes(request.method)) {
      return reply.status(404).send({ message: `Route ${request.method} ${pathname} not found` });
    }
    return sendApp(reply);
  });
}
