import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import type { RateLimiter } from '../../plugins/rate-limit';
import { createContactRepository } from './contact.repository';
import { contactRoutes } from './contact.routes';
import { createContactService } from './contact.service';

/** Contact messages from the storefront (spec §2 Contact, §3 Contact message, §7 POST /api/contact). */
export function createContactModule(deps: { db: Db; rateLimiter: RateLimiter }): { routes: FastifyPluginAsyncZod } {
  const service = createContactService({ repository: createContactRepository(deps.db), rateLimiter: deps.rateLimiter });
  return { routes: contactRoutes({ service }) };
}
