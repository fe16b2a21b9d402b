import type { AdminOffer, OfferBody, OfferState } from '@vastra/domain/api';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { offerRedemptions, offers, orders } from '../../db/schema';

export type OfferRow = typeof offers.$inferSelect;

/** An offer's state at `now`: an end in the past wins, then a pause, then a start still ahead. */
export function stateAt(row: Pick<OfferRow, 'startsAt' | 'endsAt' | 'paused'>, now: Date): OfferState {
  if (row.endsAt && row.endsAt.getTime() <= now.getTime()) return 'ended';
  if (row.paused) return 'paused';
  if (row.startsAt.getTime() > now.getTime()) return 'scheduled';
  return 'live';
}

/** The columns SQL needs from a definition; `terms` keeps the whole definition (JSON: dates as ISO text). */
export function columnsOf(body: OfferBody) {
  return {
    kind: body.kind,
    code: body.kind === 'coupon' ? body.code : null,
    label: body.label,
    terms: JSON.parse(JSON.stringify(body)) as Record<string, unknown>,
    startsAt: body.startsAt,
    endsAt: body.endsAt,
    combinable: body.combinable,
    totalUses: body.kind === 'coupon' ? body.totalUses : null,
    usesPerCustomer: body.kind === 'coupon' ? body.usesPerCustomer : null,
  };
}

/**
 * The definition as the domain reads it: `terms` with the columns that change without a new definition (the window
 * once ended, the pause) laid over it, and the id.
 */
export function definitionOf(row: OfferRow): Record<string, unknown> {
  return {
    ...(row.terms as Record<string, unknown>),
    id: row.id,
    label: row.label,
    ...(row.code === null ? {} : { code: row.code }),
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
    paused: row.paused,
  };
}

interface Figures {
  used: number;
  discountPaise: number;
  salesPaise: number;
}
const NO_FIGURES: Figures = { used: 0, discountPaise: 0, salesPaise: 0 };

/** An offer as the back office shows it at `now`. */
export function adminOfferOf(row: OfferRow, figures: Figures, now: Date): AdminOffer {
  const { id: _id, paused: _paused, ...definition } = definitionOf(row);
  return {
    id: row.id,
    kind: row.kind,
    code: row.code,
    label: row.label,
    state: stateAt(row, now),
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
    paused: row.paused,
    definition,
    totalUses: row.totalUses,
    usesPerCustomer: row.usesPerCustomer,
    ...figures,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The figures of the offers with these ids, in one grouped query (by `offer_redemptions_offer_idx`): uses by orders
 * (state 'used'; a held payment's or a given-back use is not one), Σ their discounts, Σ their orders' totals. The sums
 * are bigint: a shop's discounts pass 2³¹ paise (₹2.1 crore) long before its offers end.
 */
async function figuresOf(db: Db, offerIds: readonly string[]): Promise<Map<string, Figures>> {
  if (offerIds.length === 0) return new Map();
  const rows = await db
    .select({
      offerId: offerRedemptions.offerId,
      used: sql<string>`count(*)`,
      discountPaise: sql<string>`coalesce(sum(${offerRedemptions.discountPaise}), 0)::bigint`,
      salesPaise: sql<string>`coalesce(sum(${orders.totalPaise}), 0)::bigint`,
    })
    .from(offerRedemptions)
    .innerJoin(orders, eq(orders.id, offerRedemptions.orderId))
    .where(and(inArray(offerRedemptions.offerId, [...offerIds]), eq(offerRedemptions.state, 'used')))
    .groupBy(offerRedemptions.offerId);
  return new Map(
    rows.map((row) => [
      row.offerId,
      { used: Number(row.used), discountPaise: Number(row.discountPaise), salesPaise: Number(row.salesPaise) },
    ]),
  );
}

/** Every offer, newest first, with its figures; `state` keeps those in that state at `now`. */
export async function listOffers(db: Db, now: Date, state?: OfferState): Promise<AdminOffer[]> {
  const rows = await db.select().from(offers).orderBy(desc(offers.createdAt), desc(offers.id));
  const shown = rows.filter((row) => state === undefined || stateAt(row, now) === state);
  const figures = await figuresOf(
    db,
    shown.map((row) => row.id),
  );
  return shown.map((row) => adminOfferOf(row, figures.get(row.id) ?? NO_FIGURES, now));
}

/** One offer with its figures, or null. */
export async function readOffer(db: Db, id: string, now: Date): Promise<AdminOffer | null> {
  const [row] = await db.select().from(offers).where(eq(offers.id, id));
  if (!row) return null;
  return adminOfferOf(row, (await figuresOf(db, [id])).get(id) ?? NO_FIGURES, now);
}

/** One offer locked for the rest of the transaction (a change and a shopper's use never write it at once). */
export async function lockOffer(tx: Db, id: string): Promise<OfferRow | undefined> {
  const [row] = await tx.select().from(offers).where(eq(offers.id, id)).for('update');
  return row;
}
