import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** gzip/brotli for answers above 1 KB, as a browser negotiates. */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
}
