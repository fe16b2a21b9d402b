/** The policy pages (returns, refunds, cancellation, shipping, terms, privacy, grievance officer) under /policies. */
import type { FastifyPluginAsync } from 'fastify';
import type { ShopSettingsService } from '../shop-settings';

export function createPoliciesModule(_deps: { settings: ShopSettingsService }): { routes: FastifyPluginAsync } {
  // Foundation placeholder: the policies lane builds it.
  return { routes: async () => {} };
}
