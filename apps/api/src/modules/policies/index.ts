/** The policy pages (returns, refunds, cancellation, shipping, terms, privacy, grievance officer) under /policies. */
import { ENDPOINTS } from '@vastra/domain/api';
import { POLICY_SLUGS, POLICY_TITLES } from '@vastra/domain/policies';
import type { FastifyPluginAsync } from 'fastify';
import { contractRoutes } from '../../plugins/contract-route';
import type { ShopSettingsService } from '../shop-settings';
import { createPolicyPages, readPolicySources, type PolicySources } from './policy-pages';

/** Browsers and proxies may keep a page a minute: an owner's change of settings shows within it. */
const CACHE_CONTROL = 'public, max-age=60';

export interface PoliciesDeps {
  settings: ShopSettingsService;
  /** The shop's name (config SHOP_NAME), as the pages name it. */
  shopName?: string;
  /** The pages' Markdown; read from ./content at start-up when not given. */
  sources?: PolicySources;
}

export function createPoliciesModule(deps: PoliciesDeps): { routes: FastifyPluginAsync } {
  const pagesFor = createPolicyPages(deps.sources ?? readPolicySources(), deps.shopName ?? 'Vastra');
  const list = { policies: POLICY_SLUGS.map((slug) => ({ slug, title: POLICY_TITLES[slug] })) };

  const routes: FastifyPluginAsync = async (app) => {
    const route = contractRoutes(app);
    route(ENDPOINTS.policies, ({ reply }) => {
      reply.header('cache-control', CACHE_CONTROL);
      return list;
    });
    route(ENDPOINTS.policy, async ({ params, reply }) => {
      const page = pagesFor(await deps.settings.cached()).get(params.slug);
      // Every slug the contract lets through has a page (createPolicyPages renders them all).
      if (!page) throw new Error(`No policy page ${params.slug}`);
      reply.header('cache-control', CACHE_CONTROL);
      return page;
    });
  };
  return { routes };
}
