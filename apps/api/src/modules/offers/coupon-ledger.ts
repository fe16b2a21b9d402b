import { Coupon, CouponCode, PRICING_MESSAGE_TEMPLATES as T } from '@vastra/domain/pricing';
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
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
export async function takeCouponUse(
  tx: Db,
  use: TakeCouponUse,
  /**
   * In a savepoint (the default), a refusal leaves the caller's transaction usable. A checkout whose transaction ends
   * with the refusal anyway passes false and the coupon's code: one statement, no savepoint.
   */
  options: { savepoint: false; code: string } | { savepoint?: true } = {},
): Promise<{ redemptionId: string }> {
  if ((use.orderId === undefined) === (use.gatewayOrderId === undefined)) {
    throw new Error('takeCouponUse needs either an orderId or a gatewayOrderId');
  }
  const take = async (sp: Db) => {
    const result = await sp.execute(sql`
      with ${couponUseSql(use, use.orderId === undefined ? null : sql`${use.orderId}::uuid`)}
      select id from coupon_redeemed`);
    const [redemption] = (result as { rows: { id: string }[] }).rows;
    if (!redemption) throw new Error(`no coupon ${use.offerId}`);
    return { redemptionId: redemption.id };
  };
  try {
    return options.savepoint === false ? await take(tx) : await inTransaction(tx, take);
  } catch (error) {
    if (!couponRefusalOf(error, '')) throw error;
    const code = options.savepoint === false ? options.code : await codeOf(tx, use.offerId);
    throw couponRefusalOf(error, code) ?? error;
  }
}

/**
 * The common table expressions that take one use of a coupon (`coupon_counted`, `coupon_mine`, `coupon_redeemed`, its
 * id): the total and the shopper's count up by one, under their CHECKs, and the redemption written, used by `orderId`
 * (SQL: a value, or the order being written in the same statement) or held for `use.gatewayOrderId` when it is null.
 * The one place the ledger's write is spelled: `takeCouponUse` and the order's own statement
 * (`order-lifecycle/write-order.ts`) both use it.
 */
export function couponUseSql(
  use: Pick<TakeCouponUse, 'offerId' | 'userId' | 'gatewayOrderId' | 'discountPaise' | 'at' | 'heldUntil'>,
  orderId: SQL | null,
): SQL {
  return sql`coupon_counted as (
        update ${offers} set used_count = used_count + 1
         where id = ${use.offerId} and kind = 'coupon'
        returning id, coalesce(uses_per_customer, ${NO_LIMIT}) as max_uses
      ),
      coupon_mine as (
        insert into ${offerCustomerUses} (offer_id, user_id, uses, max_uses)
        select id, ${use.userId}, 1, max_uses from coupon_counted
        on conflict (offer_id, user_id)
        do update set uses = ${offerCustomerUses}.uses + 1, max_uses = excluded.max_uses
        returning 1
      ),
      coupon_redeemed as (
        insert into ${offerRedemptions}
               (offer_id, user_id, order_id, gateway_order_id, discount_paise, state, held_until, created_at)
        select id, ${use.userId}, ${orderId ?? sql`null`}, ${use.gatewayOrderId ?? null}, ${use.discountPaise},
               ${orderId === null ? 'held' : 'used'}, ${use.heldUntil?.toISOString() ?? null}::timestamptz,
               ${use.at.toISOString()}::timestamptz
          from coupon_counted
        returning id
      )`;
}

/** The refusal a coupon's CHECKs made of a statement that took its use, or null for any other error. */
export function couponRefusalOf(error: unknown, code: string): CouponUseRefused | null {
  const violation = violatedConstraint(error);
  if (violation?.kind !== 'check') return null;
  if (violation.constraint === 'offers_uses_within_limit') return new CouponUseRefused('used-up', code, T.usedUp(code));
  if (violation.constraint === 'offer_customer_uses_within_limit') {
    return new CouponUseRefused('already-used', code, T.alreadyUsed(code));
  }
  return null;
}

/** A coupon's code, for the text of a refusal (read after the savepoint rolled back). */
async function codeOf(tx: Db, offerId: string): Promise<string> {
  const [row] = await tx.select({ code: offers.code }).from(offers).where(eq(offers.id, offerId));
  return row?.code ?? '';
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
  // One statement: the coupon with her uses beside it.
  const mine = userId
    ? sql<number | null>`(select ${offerCustomerUses.uses} from ${offerCustomerUses}
         where ${offerCustomerUses.offerId} = ${offers.id} and ${offerCustomerUses.userId} = ${userId})`
    : sql<null>`null`;
  const [found] = await db
    .select({ row: offers, mine: mine.mapWith(Number) })
    .from(offers)
    .where(eq(offers.code, parsed.data));
  if (!found) return null;
  const { row } = found;
  return { coupon: Coupon.parse(definitionOf(row)), usedTotal: row.usedCount, usedByCustomer: found.mine ?? 0 };
}
