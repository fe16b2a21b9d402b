import type { ReviewPhoto } from '@vastra/domain/api';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { reviewPhotos, reviews } from '../../db/schema';
import { isUuid } from '../../shared/uuid';
import type { MediaGate } from '../media-storage';

// A review's photos in storage (docs/decisions/113-review-photos-and-fit.md): stored under `reviews/`, attached when
// the review is sent, and served by /media only while their review is shown.

/** Where review photos are stored; /media serves a key here only while its review is shown (reviewPhotoGate). */
export const REVIEW_PHOTO_FOLDER = 'reviews/';
const KEY = /^reviews\/([0-9a-f-]{36})\.jpg$/;

export const reviewPhotoKey = (id: string) => `${REVIEW_PHOTO_FOLDER}${id}.jpg`;
/** The public URL of a shown review's photo. */
export const reviewPhotoUrl = (id: string) => `/media/${reviewPhotoKey(id)}`;

/** /media shows a review photo only while it is on a review the shop has not hidden. */
export function reviewPhotoGate(db: Db): MediaGate {
  return {
    folder: REVIEW_PHOTO_FOLDER,
    async shows(key) {
      const id = KEY.exec(key)?.[1];
      if (!id || !isUuid(id)) return false;
      const [row] = await db
        .select({ id: reviewPhotos.id })
        .from(reviewPhotos)
        .innerJoin(reviews, eq(reviews.id, reviewPhotos.reviewId))
        .where(and(eq(reviewPhotos.id, id), isNull(reviews.hiddenAt)))
        .limit(1);
      return row !== undefined;
    },
  };
}

/** The photos of these reviews, in their order, by review id (one statement; none for an empty list). */
export async function photosOfReviews(
  db: Db,
  reviewIds: readonly string[],
  url: (row: { id: string; storageKey: string }) => string,
): Promise<Map<string, ReviewPhoto[]>> {
  const byReview = new Map<string, ReviewPhoto[]>();
  if (reviewIds.length === 0) return byReview;
  const rows = await db
    .select({ id: reviewPhotos.id, reviewId: reviewPhotos.reviewId, storageKey: reviewPhotos.storageKey })
    .from(reviewPhotos)
    .where(inArray(reviewPhotos.reviewId, [...reviewIds]))
    .orderBy(asc(reviewPhotos.reviewId), asc(reviewPhotos.position));
  for (const row of rows) {
    if (!row.reviewId) continue;
    const list = byReview.get(row.reviewId) ?? [];
    list.push({ _id: row.id, url: url(row) });
    byReview.set(row.reviewId, list);
  }
  return byReview;
}
