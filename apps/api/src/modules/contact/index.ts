import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import type { RateLimiter } from '../../plugins/rate-limit';
import { createContactRepository } from './contact.repository';
import { contactRoutes } from './contact.routes';
import { createContactService } from './contact.service';

/**
 * Contact messages from the storefront (docs/rules/contact.md#screen, docs/rules/contact.md#data,
 * docs/rules/api.md#endpoints POST /api/contact).
 */
export function createContactModule(deps: { db: Db; rateLimiter: RateLimiter }): { routes: FastifyPluginAsyncZod } {
  const service = createContactService({ repository: createContactRepository(deps.db), rateLimiter: deps.rateLimiter });
  return { routes: contactRoutes({ service }) };
}

export { contactAdminRoutes } from './contact-admin.routes';
