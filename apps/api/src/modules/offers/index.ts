import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import type { AuthenticateStaff } from '../../plugins/authenticate';
import type { Clock } from '../../shared/clock';
import { couponForCode, liveOffers } from './coupon-ledger';
import { offersAdminRoutes } from './offers.routes';

export {
  confirmHeldUse,
  CouponUseRefused,
  giveBackUse,
  takeCouponUse,
  type CouponUseRefusal,
  type TakeCouponUse,
} from './coupon-ledger';

/**
 * The owner's coupons and automatic offers: the back office's routes, the reads the pricing needs, and
 * the coupon-use ledger the checkout calls in its own transaction (exported above; no route).
 */
export function createOffersModule(deps: { db: Db; clock: Clock; authenticateStaff: AuthenticateStaff }): {
  routes: FastifyPluginAsync;
  /** The automatic offers live at `at` (domain `AutomaticOffer`s). */
  liveOffers: (at: Date) => ReturnType<typeof liveOffers>;
  /** The coupon with a typed code and its uses so far (all shoppers', this shopper's); null when unknown. */
  couponForCode: (code: string, userId: string | null) => ReturnType<typeof couponForCode>;
} {
  return {
    routes: offersAdminRoutes(deps),
    liveOffers: (at) => liveOffers(deps.db, at),
    couponForCode: (code, userId) => couponForCode(deps.db, code, userId),
  };
}
