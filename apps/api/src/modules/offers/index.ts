import type { AutomaticOffer, Coupon } from '@vastra/domain/pricing';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import type { AuthenticateStaff } from '../../plugins/authenticate';
import type { Clock } from '../../shared/clock';
import { confirmHeldUse, couponForCode, giveBackUse, takeCouponUse } from './coupon-ledger';
import { createLiveOffersCache } from './live-offers-cache';
import { createReleaseHoldsJob, type ReleaseHoldsJob } from './release-holds.job';
import { offersAdminRoutes } from './offers.routes';

export {
  couponRefusalOf,
  couponUseSql,
  confirmHeldUse,
  CouponUseRefused,
  giveBackUse,
  takeCouponUse,
  type CouponUseRefusal,
  type TakeCouponUse,
} from './coupon-ledger';

/** The coupon-use ledger as the checkout and cancellations call it, each in the caller's transaction. */
export const couponLedger = { take: takeCouponUse, confirmHeld: confirmHeldUse, giveBack: giveBackUse };
export type CouponLedger = typeof couponLedger;

/**
 * The owner's coupons and automatic offers: the back office's routes, the reads the pricing needs, and
 * the coupon-use ledger the checkout calls in its own transaction (exported above; no route).
 */
export function createOffersModule(deps: { db: Db; clock: Clock; authenticateStaff: AuthenticateStaff }): {
  routes: FastifyPluginAsync;
  /** Gives back coupon uses held for payments that never came (started by the app's job runner). */
  holdsJob: ReleaseHoldsJob;
  /** The automatic offers live at `at` (domain `AutomaticOffer`s). */
  liveOffers: (at: Date) => Promise<AutomaticOffer[]>;
  /** The coupons live at `at` with uses left (what the shopper may be shown). */
  liveCoupons: (at: Date) => Promise<Coupon[]>;
  /** The coupon with a typed code and its uses so far (all shoppers', this shopper's); null when unknown. */
  couponForCode: (code: string, userId: string | null) => ReturnType<typeof couponForCode>;
} {
  const cache = createLiveOffersCache(deps.db, deps.clock);
  return {
    holdsJob: createReleaseHoldsJob(deps),
    routes: offersAdminRoutes({ ...deps, afterChange: cache.invalidate }),
    liveOffers: cache.liveOffers,
    liveCoupons: cache.liveCoupons,
    couponForCode: (code, userId) => couponForCode(deps.db, code, userId),
  };
}
