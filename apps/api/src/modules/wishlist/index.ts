/** The wishlist and back-in-stock alerts (docs/decisions/112-wishlist-back-in-stock.md). */
import type { Db } from '../../db/client';
import type { Authenticate } from '../../plugins/authenticate';
import type { RateLimiter } from '../../plugins/rate-limit';
import type { Clock } from '../../shared/clock';
import type { IdentityLog, TransactionalSender } from '../identity';
import { createBackInStockTask } from './back-in-stock.job';
import { wishlistRoutes } from './wishlist.routes';
import { createWishlist } from './wishlist.service';

export { BACK_IN_STOCK_TASK } from './back-in-stock.job';

export function createWishlistModule(deps: {
  db: Db;
  clock: Clock;
  authenticate: Authenticate;
  sender: TransactionalSender;
  rateLimiter: RateLimiter;
  shopName: string;
  publicUrl: string;
  log: IdentityLog;
}) {
  const wishlist = createWishlist(deps);
  return {
    wishlist,
    routes: wishlistRoutes({ wishlist, authenticate: deps.authenticate }),
    /** The once task the restock trigger queues (run by the job runner). */
    backInStockTask: createBackInStockTask(deps),
  };
}
