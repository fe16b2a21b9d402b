import { AutomaticOffer, Coupon, isLive } from '@vastra/domain/pricing';
import { gt, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { offers } from '../../db/schema';
import type { Clock } from '../../shared/clock';
import { definitionOf } from './offers.repository';

/**
 * How long a process answers the live offers from memory: the same as the shop's settings, so an owner's change
 * reaches every other process within it (this process's own changes at once, through `invalidate`).
 */
export const OFFERS_CACHE_MS = 10_000;

/**
 * The offers not yet ended, read once per `cacheMs` and parsed once: every quote and every order prices with the live
 * ones among them (`isLive` at the moment priced), so placing an order costs no statement for its offers however many
 * there are. A coupon's uses are not cached: `couponForCode` reads them when a code is typed.
 */
export function createLiveOffersCache(db: Db, clock: Clock, cacheMs = OFFERS_CACHE_MS) {
  let memo: { at: number; loaded: Promise<{ automatic: AutomaticOffer[]; coupons: CachedCoupon[] }> } | null = null;

  async function load(now: Date) {
    const rows = await db
      .select()
      .from(offers)
      .where(or(isNull(offers.endsAt), gt(offers.endsAt, now)));
    const automatic: AutomaticOffer[] = [];
    const coupons: CachedCoupon[] = [];
    for (const row of rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())) {
      if (row.kind === 'coupon') {
        const usedUp = row.totalUses !== null && row.usedCount >= row.totalUses;
        coupons.push({ coupon: Coupon.parse(definitionOf(row)), usedUp });
      } else automatic.push(AutomaticOffer.parse(definitionOf(row)));
    }
    return { automatic, coupons };
  }

  function current() {
    const now = clock.now();
    if (memo && now.getTime() - memo.at < cacheMs && now.getTime() >= memo.at) return memo.loaded;
    const loaded = load(now);
    memo = { at: now.getTime(), loaded };
    // A failed read is not remembered.
    loaded.catch(() => {
      if (memo?.loaded === loaded) memo = null;
    });
    return loaded;
  }

  return {
    /** The automatic offers live at `at`. */
    liveOffers: async (at: Date): Promise<AutomaticOffer[]> =>
      (await current()).automatic.filter((offer) => isLive(offer, at)),
    /** The coupons live at `at` with uses left when last read, oldest first. */
    liveCoupons: async (at: Date): Promise<Coupon[]> => {
      return (await current()).coupons
        .filter(({ coupon, usedUp }) => !usedUp && isLive(coupon, at))
        .map((c) => c.coupon);
    },
    /** Read again at the next call (after this process changed an offer). */
    invalidate: (): void => {
      memo = null;
    },
  };
}

interface CachedCoupon {
  coupon: Coupon;
  usedUp: boolean;
}
