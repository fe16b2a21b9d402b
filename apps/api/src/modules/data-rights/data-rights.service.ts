import type { AccountData, MarketingConsent } from '@vastra/domain/api';
import { accountDeletionRefusal, IDENTITY_DATA_RIGHTS_MESSAGES as M, MARKETING_CONSENT } from '@vastra/domain/identity';
import { isFinalOrderStatus, shortOrderId, type OrderStatus } from '@vastra/domain/orders';
import { RETURN_STATE_MACHINE, type ReturnState } from '@vastra/domain/returns';
import type { ReviewFit } from '@vastra/domain/reviews';
import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  backInStockRequests,
  contactMessages,
  conversationEntries,
  customerTags,
  marketingConsents,
  whatsappOptIns,
  orderItems,
  orders,
  products,
  returnRequests,
  reviewPhotos,
  reviews,
  savedAddresses,
  sessions,
  staffNotes,
  users,
  wishlistItems,
} from '../../db/schema';
import { AppError } from '../../errors';
import type { Clock } from '../../shared/clock';
import type { AddressBook } from '../addresses';
import { indianMobile } from '../order-messages';

/**
 * Contact messages sent from her account's email, as her customer page finds them (docs/decisions/110-customers.md):
 * none for an empty email.
 */
const fromEmail = (email: string) =>
  email === '' ? sql`false` : sql`lower(${contactMessages.email}) = lower(${email})`;

/** The name a deleted account keeps in the back office (her orders still point at the row). */
export const DELETED_ACCOUNT_NAME = 'Deleted customer';

export interface DataRightsDeps {
  db: Db;
  clock: Clock;
  book: Pick<AddressBook, 'list'>;
  shopName: string;
}

/**
 * The shopper's data rights (docs/decisions/114-data-rights.md): her marketing consent, a copy of her data, and
 * deleting her account, which erases what no law asks the shop to keep and keeps her orders and tax documents.
 */
export function createDataRights(deps: DataRightsDeps) {
  const { db, clock } = deps;

  async function consent(userId: string): Promise<MarketingConsent> {
    const [latest] = await db
      .select()
      .from(marketingConsents)
      .where(eq(marketingConsents.userId, userId))
      .orderBy(desc(marketingConsents.createdAt), desc(marketingConsents.id))
      .limit(1);
    return {
      granted: latest?.granted ?? false,
      version: MARKETING_CONSENT.version,
      wording: MARKETING_CONSENT.wording,
      updatedAt: latest ? latest.createdAt.toISOString() : null,
    };
  }

  async function setConsent(userId: string, granted: boolean) {
    await db
      .insert(marketingConsents)
      .values({ userId, granted, version: MARKETING_CONSENT.version, source: 'profile', createdAt: clock.now() });
    return { ...(await consent(userId)), message: granted ? M.consentGiven : M.consentWithdrawn };
  }

  async function exportData(userId: string): Promise<AccountData> {
    const [user] = await db.select().from(users).where(eq(users.id, userId));
    if (!user) throw new AppError('unauthorized', 'Please log in again.');
    const [choices, addresses, placed, returns, written, sent, saved, waiting] = await Promise.all([
      db
        .select()
        .from(marketingConsents)
        .where(eq(marketingConsents.userId, userId))
        .orderBy(asc(marketingConsents.createdAt), asc(marketingConsents.id)),
      deps.book.list(userId),
      db.select().from(orders).where(eq(orders.userId, userId)).orderBy(asc(orders.createdAt), asc(orders.id)),
      db.select().from(returnRequests).where(eq(returnRequests.userId, userId)).orderBy(asc(returnRequests.createdAt)),
      db
        .select({ review: reviews, product: products.title })
        .from(reviews)
        .innerJoin(products, eq(products.id, reviews.productId))
        .where(eq(reviews.userId, userId))
        .orderBy(asc(reviews.createdAt)),
      db
        .select()
        .from(contactMessages)
        .where(or(fromEmail(user.email), eq(contactMessages.userId, userId)))
        .orderBy(asc(contactMessages.createdAt)),
      db
        .select({ product: products.title, addedAt: wishlistItems.addedAt })
        .from(wishlistItems)
        .innerJoin(products, eq(products.id, wishlistItems.productId))
        .where(eq(wishlistItems.userId, userId))
        .orderBy(asc(wishlistItems.addedAt)),
      db
        .select({ request: backInStockRequests, product: products.title })
        .from(backInStockRequests)
        .innerJoin(products, eq(products.id, backInStockRequests.productId))
        .where(eq(backInStockRequests.userId, userId))
        .orderBy(asc(backInStockRequests.requestedAt)),
    ]);
    const phones = [...new Set([user.phone, ...placed.map((o) => o.customerPhone)].map(indianMobile))];
    const optIns = await db.select().from(whatsappOptIns).where(inArray(whatsappOptIns.phone, phones));
    const thread =
      sent.length === 0
        ? []
        : await db
            .select()
            .from(conversationEntries)
            .where(
              and(
                inArray(
                  conversationEntries.messageId,
                  sent.map((m) => m.id),
                ),
                sql`${conversationEntries.status} <> 'failed'`,
              ),
            )
            .orderBy(asc(conversationEntries.createdAt), asc(conversationEntries.id));
    const items =
      placed.length === 0
        ? []
        : await db
            .select()
            .from(orderItems)
            .where(
              inArray(
                orderItems.orderId,
                placed.map((o) => o.id),
              ),
            )
            .orderBy(asc(orderItems.position));
    return {
      exportedAt: clock.now().toISOString(),
      shop: deps.shopName,
      account: {
        fullName: user.fullName,
        email: user.email,
        phone: user.phone,
        createdAt: user.createdAt.toISOString(),
      },
      marketingConsent: choices.map((c) => ({ granted: c.granted, version: c.version, at: c.createdAt.toISOString() })),
      whatsappUpdates: optIns.map((o) => ({
        phone: o.phone,
        source: o.source,
        wordingVersion: o.wordingVersion,
        language: o.language,
        optedInAt: o.optedInAt.toISOString(),
        optedOutAt: o.optedOutAt?.toISOString() ?? null,
      })),
      addresses,
      orders: placed.map((o) => ({
        order: shortOrderId(o.id),
        placedAt: o.createdAt.toISOString(),
        status: o.status,
        paymentMode: o.paymentMode,
        totalPaise: o.totalPaise,
        deliverTo: {
          name: o.customerName,
          email: o.customerEmail,
          phone: o.customerPhone,
          address: o.address,
          city: o.city,
          state: o.state,
          pincode: o.pincode,
        },
        items: items
          .filter((i) => i.orderId === o.id)
          .map((i) => ({ title: i.title, size: i.size, quantity: i.quantity, unitPricePaise: i.unitPricePaise })),
      })),
      returns: returns.map((r) => ({
        order: shortOrderId(r.orderId),
        kind: r.kind,
        state: r.state,
        reason: r.reason,
        requestedAt: r.createdAt.toISOString(),
      })),
      reviews: written.map(({ review: r, product }) => ({
        product,
        rating: r.rating,
        comment: r.comment,
        fit: (r.fit as ReviewFit | null) ?? null,
        at: r.createdAt.toISOString(),
      })),
      messages: sent.map((m) => ({
        name: m.name,
        message: m.message,
        at: m.createdAt.toISOString(),
        // The conversation since: the shop's replies and her answers (docs/decisions/127-conversations.md).
        conversation: thread
          .filter((e) => e.messageId === m.id)
          .map((e) => ({ from: e.direction === 'in' ? 'you' : 'shop', text: e.body, at: e.createdAt.toISOString() })),
      })),
      cart: user.cart,
      wishlist: saved.map((w) => ({ product: w.product, at: w.addedAt.toISOString() })),
      backInStock: waiting.map(({ request: r, product }) => ({
        product,
        size: r.size,
        requestedAt: r.requestedAt.toISOString(),
        notifiedAt: r.notifiedAt?.toISOString() ?? null,
      })),
      keptOnDeletion: M.keptOnDeletion,
    };
  }

  /**
   * Deletes her account, refused while an order is on its way or a return is in progress. In one transaction: her
   * name, email, phone and password are erased from the row her orders point at, her sessions end, and her saved
   * addresses, reviews and review photos, contact messages, marketing choices, WhatsApp opt-ins (her phone's and her
   * orders' phones'), wishlist, back-in-stock alerts and the shop's notes and tags about her are deleted.
   * Her orders, invoices, credit notes, returns and refunds stay (docs/retention-policy.md).
   */
  async function deleteAccount(userId: string): Promise<{ message: string }> {
    await db.transaction(async (tx) => {
      // Her row first: an order she places meanwhile (its insert checks this row) waits until this has committed.
      const [user] = await tx
        .select({ id: users.id, email: users.email, phone: users.phone })
        .from(users)
        .where(eq(users.id, userId))
        .for('update');
      if (!user) throw new AppError('unauthorized', 'Please log in again.');
      const mine = await tx
        .select({ id: orders.id, status: orders.status, phone: orders.customerPhone })
        .from(orders)
        .where(eq(orders.userId, userId))
        .orderBy(asc(orders.createdAt));
      const states = await tx
        .select({ state: returnRequests.state })
        .from(returnRequests)
        .where(eq(returnRequests.userId, userId));
      const refusal = accountDeletionRefusal({
        openOrders: mine.filter((o) => !isFinalOrderStatus(o.status as OrderStatus)).map((o) => shortOrderId(o.id)),
        openReturns: states.filter((r) => !RETURN_STATE_MACHINE.isFinal(r.state as ReturnState)).length,
      });
      if (refusal) throw new AppError('conflict', refusal, { code: 'account_has_open_orders' });
      const now = clock.now();
      await tx
        .update(users)
        .set({
          fullName: DELETED_ACCOUNT_NAME,
          email: '',
          phone: `deleted:${userId}`,
          passwordHash: '',
          cart: [],
          deletedAt: now,
          updatedAt: now,
        })
        .where(eq(users.id, userId));
      await tx.delete(sessions).where(eq(sessions.userId, userId));
      await tx.delete(savedAddresses).where(eq(savedAddresses.userId, userId));
      // Her review photos with them, also those uploaded for a review she never sent
      // (docs/decisions/113-review-photos-and-fit.md): /media shows none of them from then on.
      await tx.delete(reviewPhotos).where(eq(reviewPhotos.userId, userId));
      await tx.delete(reviews).where(eq(reviews.userId, userId));
      await tx.delete(marketingConsents).where(eq(marketingConsents.userId, userId));
      const phones = [...new Set([user.phone, ...mine.map((o) => o.phone)].map(indianMobile))];
      await tx.delete(whatsappOptIns).where(inArray(whatsappOptIns.phone, phones));
      await tx.delete(wishlistItems).where(eq(wishlistItems.userId, userId));
      await tx.delete(backInStockRequests).where(eq(backInStockRequests.userId, userId));
      await tx.delete(staffNotes).where(eq(staffNotes.userId, userId));
      await tx.delete(customerTags).where(eq(customerTags.userId, userId));
      // Unless another account gives the same email: then they may be hers as much as this one's.
      // Her conversations go with them (conversation_entries cascade).
      await tx.delete(contactMessages).where(eq(contactMessages.userId, userId));
      await tx.delete(contactMessages).where(
        sql`${fromEmail(user.email)} and not exists (select 1 from users o
              where lower(o.email) = lower(${user.email}) and o.id <> ${userId} and o.deleted_at is null)`,
      );
    });
    return { message: M.deleted };
  }

  return { consent, setConsent, exportData, deleteAccount };
}

export type DataRights = ReturnType<typeof createDataRights>;
