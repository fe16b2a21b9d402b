import { ENDPOINTS } from '@vastra/domain/api';
import type { FastifyPluginAsync } from 'fastify';
import type { Authenticate } from '../../plugins/authenticate';
import { contractRoutes } from '../../plugins/contract-route';
import { ADDRESS_BOOK_MESSAGES } from './addresses.messages';
import type { AddressBook } from './addresses.service';

/** The shopper's address book under /api/addresses: only ever their own addresses. */
export function addressesRoutes(deps: { book: AddressBook; authenticate: Authenticate }): FastifyPluginAsync {
  const { book, authenticate } = deps;
  return async (app) => {
    const route = contractRoutes(app, { authenticate });
    route(ENDPOINTS.savedAddresses, ({ user }) => book.list(user.id));
    route(ENDPOINTS.addSavedAddress, ({ user, body }) => book.add(user.id, body));
    route(ENDPOINTS.updateSavedAddress, ({ user, params, body }) => book.update(user.id, params.id, body));
    route(ENDPOINTS.deleteSavedAddress, async ({ user, params }) => {
      await book.remove(user.id, params.id);
      return { message: ADDRESS_BOOK_MESSAGES.deleted };
    });
  };
}
