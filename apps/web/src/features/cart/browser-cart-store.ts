import { pushCart } from './api/update-cart';
import { createCartStore, type CartStore } from './cart-store';
import {
  readLocalCart,
  readLocalCartOwner,
  removeLocalCart,
  writeLocalCart,
  writeLocalCartOwner,
} from './cart-storage';

/** The shopper's cart store, kept in this browser's storage and pushed to the server (docs/rules/cart.md#behaviour). */
export function createBrowserCartStore(): CartStore {
  return createCartStore({
    readLocal: readLocalCart,
    writeLocal: writeLocalCart,
    removeLocal: removeLocalCart,
    readLocalOwner: readLocalCartOwner,
    writeLocalOwner: writeLocalCartOwner,
    push: (pushToken, cart) => void pushCart(pushToken, cart),
  });
}
