/** The shopper's saved addresses (docs/decisions/036-saved-addresses.md). */
import type { Db } from '../../db/client';
import type { Authenticate } from '../../plugins/authenticate';
import type { Clock } from '../../shared/clock';
import { addressesRoutes } from './addresses.routes';
import { createAddressBook } from './addresses.service';
import type { PinStates } from './delivery-state';

export { ADDRESS_BOOK_MESSAGES } from './addresses.messages';
export type { AddressBook } from './addresses.service';
export { createCheckDeliveryState, pinStateOf, type CheckDeliveryState, type PinStates } from './delivery-state';

export function createAddressesModule(deps: {
  db: Db;
  clock: Clock;
  authenticate: Authenticate;
  pinStates?: PinStates;
}) {
  const book = createAddressBook(deps);
  return { book, routes: addressesRoutes({ book, authenticate: deps.authenticate }) };
}
