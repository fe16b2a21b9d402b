import { ENDPOINTS } from '@vastra/domain/api';
import type { FastifyPluginAsync } from 'fastify';
import type { Authenticate } from '../../plugins/authenticate';
import { contractRoutes } from '../../plugins/contract-route';
import type { DataRights } from './data-rights.service';

/** /api/account/*: the signed-in shopper's consent, her data's copy and her account's deletion; only ever her own. */
export function dataRightsRoutes(deps: { rights: DataRights; authenticate: Authenticate }): FastifyPluginAsync {
  const { rights, authenticate } = deps;
  return async (app) => {
    const route = contractRoutes(app, { authenticate });
    route(ENDPOINTS.marketingConsent, ({ user }) => rights.consent(user.id));
    route(ENDPOINTS.setMarketingConsent, ({ user, body }) => rights.setConsent(user.id, body.granted));
    route(ENDPOINTS.accountData, ({ user }) => rights.exportData(user.id));
    route(ENDPOINTS.deleteAccount, ({ user }) => rights.deleteAccount(user.id));
  };
}
