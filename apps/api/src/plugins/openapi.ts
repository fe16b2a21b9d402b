// STUB — replaced by the OpenAPI plugin (document from the domain schemas, browsable at /api/docs).
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

export async function registerOpenApi(_app: FastifyInstance, _config: Config): Promise<void> {}
