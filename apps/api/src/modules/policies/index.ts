/**
 * The policy pages (returns, refunds, cancellation, shipping, terms, privacy, grievance officer) under /policies, in
 * English and in Hindi.
 */
import { ENDPOINTS } from '@vastra/domain/api';
import { POLICY_SLUGS, POLICY_TITLES } from '@vastra/domain/policies';
import { demonstrationContacts, SETTINGS_MESSAGES } from '@vastra/domain/settings';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../errors';
import { contractRoutes } from '../../plugins/contract-route';
import type { ShopSettingsService } from '../shop-settings';
import { createPolicyPages, readPolicySources, type PolicySources } from './policy-pages';

/** Browsers and proxies may keep a page a minute: an owner's change of settings shows within it. */
const CACHE_CONTROL = 'public, max-age=60';

export interface PoliciesDeps {
  settings: ShopSettingsService;
  /** The shop's name (config SHOP_NAME), as the pages name it. */
  shopName?: string;
  /** The shown categories' names in order: the terms list what the shop sells (the five defaults if not given). */
  categoryNames?: () => Promise<readonly { name: string }[]>;
  /** The pages' Markdown in every language; read from ./content (and ./content/hi) at start-up when not given. */
  sources?: PolicySources;
  /**
   * Production: while the seller or Grievance officer is still the demonstration one (the owner fills them in at
   * /admin/settings), a page answers 503 policies_not_ready instead of naming people who do not exist.
   */
  refuseDemonstrationContacts?: boolean;
}

export function createPoliciesModule(deps: PoliciesDeps): { routes: FastifyPluginAsync } {
  const pagesFor = createPolicyPages(deps.sources ?? readPolicySources(), deps.shopName ?? 'Vastra');
  const list = { policies: POLICY_SLUGS.map((slug) => ({ slug, title: POLICY_TITLES[slug] })) };
  // The same array while the categories are the same object (they are kept per catalogue snapshot), so the pages are
  // rendered again only when they change.
  let named: { from: readonly { name: string }[]; names: readonly string[] } | null = null;
  async function namesOfCategories(): Promise<readonly string[] | undefined> {
    if (!deps.categoryNames) return undefined;
    const from = await deps.categoryNames();
    if (named?.from !== from) named = { from, names: from.map((category) => category.name) };
    return named.names;
  }

  const routes: FastifyPluginAsync = async (app) => {
    const route = contractRoutes(app);
    route(ENDPOINTS.policies, ({ reply }) => {
      reply.header('cache-control', CACHE_CONTROL);
      return list;
    });
    // `?lang=hi` answers the Hindi page (content/hi), filled with the same settings; English without it.
    route(ENDPOINTS.policy, async ({ params, query, reply }) => {
      const settings = await deps.settings.cached();
      if (deps.refuseDemonstrationContacts && demonstrationContacts(settings).length > 0) {
        throw new AppError('unavailable', SETTINGS_MESSAGES.policiesNotReady, { code: 'policies_not_ready' });
      }
      const page = pagesFor(settings, query.lang, await namesOfCategories()).get(params.slug);
      // Every slug the contract lets through has a page (createPolicyPages renders them all).
      if (!page) throw new Error(`No policy page ${params.slug}`);
      reply.header('cache-control', CACHE_CONTROL);
      return page;
    });
  };
  return { routes };
}
