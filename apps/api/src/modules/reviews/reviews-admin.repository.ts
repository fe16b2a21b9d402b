import type { AdminReview, AdminReviewsQuery, AdminReviewsResponse, UpdateReviewBody } from '@vastra/domain/api';
import { ANONYMOUS_REVIEWER } from '@vastra/domain/api';
import { ADMIN_PAGE_SIZE_DEFAULT } from '@vastra/domain/back-office';
import type { ReviewFit } from '@vastra/domain/reviews';
import { and, desc, eq, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products, reviews as r } from '../../db/schema';
import type { StaffUser } from '../../plugins/authenticate';
import { recordAudit } from '../audit';
import { photosOfReviews } from './review-photos.repository';
import { likeContains, olderThan, timeCursor, type TimeCursor } from '../../shared/list-query';

// The back office's reviews, newest first, in keyset pages on (created_at, id).

const columns = {
  id: r.id,
  productId: r.productId,
  productTitle: products.title,
  userName: r.userName,
  userId: r.userId,
  rating: r.rating,
  comment: r.comment,
  createdAt: r.createdAt,
  hiddenAt: r.hiddenAt,
  hiddenBy: r.hiddenBy,
  reply: r.reply,
  repliedAt: r.repliedAt,
  repliedBy: r.repliedBy,
  fit: r.fit,
  micros: sql<string>`((extract(epoch from ${r.createdAt}) * 1000000)::bigint)::text`,
};

interface Row {
  id: string;
  productId: string;
  productTitle: string;
  userName: string | null;
  userId: string | null;
  rating: number;
  comment: string;
  createdAt: Date;
  hiddenAt: Date | null;
  hiddenBy: string | null;
  reply: string | null;
  repliedAt: Date | null;
  repliedBy: string | null;
  fit: string | null;
  micros: string;
}

/** A review's photos for staff: signed links, shown whether or not the review is hidden. */
export type StaffPhotoUrl = (storageKey: string) => string;

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

function toAdminReview({ micros: _, ...row }: Row, photos: AdminReview['photos']): AdminReview {
  return {
    ...row,
    fit: (row.fit as ReviewFit | null) ?? null,
    photos,
    userName: row.userName ?? ANONYMOUS_REVIEWER,
    createdAt: row.createdAt.toISOString(),
    hiddenAt: iso(row.hiddenAt),
    repliedAt: iso(row.repliedAt),
  };
}

export interface ReviewFilter {
  rating?: number | undefined;
  productId?: string | undefined;
  visibility: AdminReviewsQuery['visibility'];
  q?: string | undefined;
}

/** One page of reviews with their product's title. */
export async function listAdminReviews(
  db: Db,
  filter: ReviewFilter,
  page: { cursor?: TimeCursor | undefined; limit?: number | undefined },
  photoUrl: StaffPhotoUrl,
): Promise<AdminReviewsResponse> {
  const limit = page.limit ?? ADMIN_PAGE_SIZE_DEFAULT;
  const where: (SQL | undefined)[] = [];
  if (filter.rating !== undefined) where.push(eq(r.rating, filter.rating));
  if (filter.productId !== undefined) where.push(eq(r.productId, filter.productId));
  if (filter.visibility === 'visible') where.push(isNull(r.hiddenAt));
  if (filter.visibility === 'hidden') where.push(isNotNull(r.hiddenAt));
  if (filter.q) {
    const text = likeContains(filter.q);
    where.push(or(sql`${r.comment} ilike ${text} escape '\\'`, sql`${r.userName} ilike ${text} escape '\\'`));
  }
  if (page.cursor) {
    where.push(olderThan(r.createdAt, r.id, page.cursor));
  }
  const rows = await db
    .select(columns)
    .from(r)
    .innerJoin(products, eq(products.id, r.productId))
    .where(and(...where))
    .orderBy(desc(r.createdAt), desc(r.id))
    .limit(limit + 1);
  const more = rows.length > limit;
  const pageRows = more ? rows.slice(0, limit) : rows;
  const last = pageRows.at(-1);
  const photos = await photosOfReviews(
    db,
    pageRows.map((row) => row.id),
    (photo) => photoUrl(photo.storageKey),
  );
  return {
    items: pageRows.map((row) => toAdminReview(row, photos.get(row.id) ?? [])),
    nextCursor: more && last ? timeCursor({ micros: last.micros, id: last.id }) : null,
  };
}

const readReview = (db: Db, id: string) =>
  db.select(columns).from(r).innerJoin(products, eq(products.id, r.productId)).where(eq(r.id, id));

/**
 * Hides or shows a review and sets or removes the shop's reply, under a row lock. Each change writes its audit
 * entry (`review.hide`, `review.show`, `review.reply`); a repeated call changes nothing and answers the review as
 * it is, with `changed: false`. Null when there is no such review. The storefront shows reviews from a cache: the
 * caller announces a change (`changed: true`) once this has committed.
 */
export async function updateReview(
  db: Db,
  staff: StaffUser,
  id: string,
  body: UpdateReviewBody,
  now: Date,
  photoUrl: StaffPhotoUrl,
): Promise<{ review: AdminReview; changed: boolean } | null> {
  const photosOf = async (tx: Db) =>
    (await photosOfReviews(tx, [id], (photo) => photoUrl(photo.storageKey))).get(id) ?? [];
  return db.transaction(async (tx) => {
    const [locked] = await tx.select({ id: r.id }).from(r).where(eq(r.id, id)).for('update');
    if (!locked) return null;
    const [row] = await readReview(tx, id);
    if (!row) return null;
    const set: Partial<typeof r.$inferInsert> = {};
    const audits: { action: string; before: unknown; after: unknown }[] = [];
    if (body.hidden === true && !row.hiddenAt) {
      Object.assign(set, { hiddenAt: now, hiddenBy: staff.fullName });
      audits.push({ action: 'review.hide', before: { hiddenAt: null }, after: { hiddenAt: now.toISOString() } });
    }
    if (body.hidden === false && row.hiddenAt) {
      Object.assign(set, { hiddenAt: null, hiddenBy: null });
      audits.push({ action: 'review.show', before: { hiddenAt: iso(row.hiddenAt) }, after: { hiddenAt: null } });
    }
    if (body.reply !== undefined) {
      const reply = body.reply || null;
      if (reply !== row.reply) {
        Object.assign(
          set,
          reply === null
            ? { reply: null, repliedAt: null, repliedBy: null }
            : { reply, repliedAt: now, repliedBy: staff.fullName },
        );
        audits.push({ action: 'review.reply', before: { reply: row.reply }, after: { reply } });
      }
    }
    if (audits.length === 0) return { review: toAdminReview(row, await photosOf(tx)), changed: false };
    await tx.update(r).set(set).where(eq(r.id, id));
    for (const audit of audits) {
      await recordAudit(tx, staff, { ...audit, targetType: 'review', targetId: id });
    }
    const [updated] = await readReview(tx, id);
    return updated ? { review: toAdminReview(updated, await photosOf(tx)), changed: true } : null;
  });
}
