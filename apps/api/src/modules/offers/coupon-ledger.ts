import { Coupon, CouponCode, PRICING_MESSAGE_TEMPLATES as T } from '@vastra/domain/pricing';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { offerCustomerUses, offerRedemptions, offers } from '../../db/schema';
import { inTransaction, violatedConstraint } from './offers-db';
import { definitionOf } from './offers.repository';

/**
 * The coupon-use ledger (docs/decisions/085-coupon-uses-under-load.md): the checkout takes a use in the transaction
 * that writes its order (or its gateway order), gives it back once when the order is cancelled or the payment fails.
 * The counters are held by CHECKs, as the stock is: `offers.used_count <= total_uses` and
 * `offer_customer_uses.uses <= max_uses`, so concurrent shoppers never take more uses than the limits.
 */

/** No per-customer limit: the shopper's uses are still counted, under a limit no one reaches. */
const NO_LIMIT = 2_147_483_647;

export type CouponUseRefusal = 'used-up' | 'already-used';

/** A use the limits refuse: the coupon is used up, or this shopper used it as often as she may. */
export class CouponUseRefused extends Error {
  constructor(
    readonly reason: CouponUseRefusal,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'CouponUseRefused';
  }
}

export interface TakeCouponUse {
  offerId: string;
  userId: string;
  /** The order that uses it ('used'), or the card/UPI gateway order it waits on ('held'). */
  orderId?: string;
  gatewayOrderId?: string;
  /** What the coupon took off the order. */
  discountPaise: number;
  at: Date;
  /** Until when a held use waits for its payment. */
  heldUntil?: Date;
}

/**
 * Takes one use of a coupon in the caller's transaction (in a savepoint: a refusal leaves the caller's transaction
 * usable): the total and the shopper's count go up by one, and the redemption is written. Throws
 * {@link CouponUseRefused} when a limit is reached (the CHECKs decide, so two shoppers racing for the last use never
 * both get it); returns the redemption's id.
 */
export async function takeCouponUse(tx: Db, use: TakeCouponUse): Promise<{ redemptionId: string }> {
  if ((use.orderId === undefined) === (use.gatewayOrderId === undefined)) {
    throw new Error('takeCouponUse needs either an orderId or a gatewayOrderId');
  }
  const [coupon] = await tx
    .select({ code: offers.code, usesPerCustomer: offers.usesPerCustomer })
    .from(offers)
    .where(and(eq(offers.id, use.offerId), eq(offers.kind, 'coupon')));
  if (!coupon?.code) throw new Error(`no coupon ${use.offerId}`);
  const code = coupon.code;
  try {
    return await inTransaction(tx, async (sp) => {
      const [counted] = await sp
        .update(offers)
        .set({ usedCount: sql`${offers.usedCount} + 1` })
        .where(eq(offers.id, use.offerId))
        .returning({ usesPerCustomer: offers.usesPerCustomer });
      const maxUses = counted?.usesPerCustomer ?? NO_LIMIT;
      await sp
        .insert(offerCustomerUses)
        .values({ offerId: use.offerId, userId: use.userId, uses: 1, maxUses })
        .onConflictDoUpdate({
          target: [offerCustomerUses.offerId, offerCustomerUses.userId],
          set: { uses: sql`${offerCustomerUses.uses} + 1`, maxUses },
        });
      const [redemption] = await sp
        .insert(offerRedemptions)
        .values({
          offerId: use.offerId,
          userId: use.userId,
          orderId: use.orderId ?? null,
          gatewayOrderId: use.gatewayOrderId ?? null,
          discountPaise: use.discountPaise,
          state: use.orderId === undefined ? 'held' : 'used',
          heldUntil: use.heldUntil ?? null,
          createdAt: use.at,
        })
        .returning({ id: offerRedemptions.id });
      if (!redemption) throw new Error('redemption not written');
      return { redemptionId: redemption.id };
    });
  } catch (error) {
    const violation = violatedConstraint(error);
    if (violation?.kind === 'check' && violation.constraint === 'offers_uses_within_limit') {
      throw new CouponUseRefused('used-up', code, T.usedUp(code));
    }
    if (violation?.kind === 'check' && violation.constraint === 'offer_customer_uses_within_limit') {
      throw new CouponUseRefused('already-used', code, T.alreadyUsed(code));
    }
    throw error;
  }
}

/**
 * A held use becomes the order's once its card/UPI payment is captured and the order written. Returns the
 * redemptions confirmed (none when the use was given back meanwhile: the paid order is never refused for it).
 */
export async function confirmHeldUse(tx: Db, gatewayOrderId: string, orderId: string): Promise<string[]> {
  const rows = await tx
    .update(offerRedemptions)
    .set({ orderId, state: 'used' })
    .where(and(eq(offerRedemptions.gatewayOrderId, gatewayOrderId), eq(offerRedemptions.state, 'held')))
    .returning({ id: offerRedemptions.id });
  return rows.map((row) => row.id);
}

/**
 * Gives a use back exactly once (a cancelled order, a failed or expired payment): the redemption is released only if
 * it was not (a conditional update on `released_at is null`), and only then do both counters go down. A second call,
 * or a concurrent one, changes nothing. Returns how many uses were given back.
 */
export async function giveBackUse(tx: Db, which: string | { orderId: string }, at: Date): Promise<number> {
  const released = await tx
    .update(offerRedemptions)
    .set({ state: 'released', releasedAt: at })
    .where(
      and(
        typeof which === 'string' ? eq(offerRedemptions.id, which) : eq(offerRedemptions.orderId, which.orderId),
        isNull(offerRedemptions.releasedAt),
      ),
    )
    .returning({ offerId: offerRedemptions.offerId, userId: offerRedemptions.userId });
  for (const use of released) {
    await tx
      .update(offers)
      .set({ usedCount: sql`${offers.usedCount} - 1` })
      .where(eq(offers.id, use.offerId));
    await tx
      .update(offerCustomerUses)
      .set({ uses: sql`${offerCustomerUses.uses} - 1` })
      .where(and(eq(offerCustomerUses.offerId, use.offerId), eq(offerCustomerUses.userId, use.userId)));
  }
  return released.length;
}

/** The coupon a shopper typed, with its uses so far (all shoppers' and hers); null when no coupon has the code. */
export async function couponForCode(
  db: Db,
  typed: string,
  userId: string | null,
): Promise<{ coupon: Coupon; usedTotal: number; usedByCustomer: number } | null> {
  const parsed = CouponCode.safeParse(typed);
  if (!parsed.success) return null;
  const [row] = await db.select().from(offers).where(eq(offers.code, parsed.data));
  if (!row) return null;
  const [mine] = userId
    ? await db
        .select({ uses: offerCustomerUses.uses })
        .from(offerCustomerUses)
        .where(and(eq(offerCustomerUses.offerId, row.id), eq(offerCustomerUses.userId, userId)))
    : [];
  return { coupon: Coupon.parse(definitionOf(row)), usedTotal: row.usedCount, usedByCustomer: mine?.uses ?? 0 };
}
