import { AFTER_SALE_MESSAGES as M } from '@vastra/domain/after-sale';
import { ENDPOINTS } from '@vastra/domain/api';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { AuthenticateStaff } from '../../plugins/authenticate';
import { contractRoutes } from '../../plugins/contract-route';
import type { Clock } from '../../shared/clock';
import { readTimeCursor, searchText } from '../../shared/list-query';
import { isUuid } from '../../shared/uuid';
import type { PrivateMediaUrls } from '../media-storage';
import type { ReviewCatalog } from './review-catalog.port';
import { listAdminReviews, updateReview } from './reviews-admin.repository';

const reviewNotFound = () => new AppError('not-found', M.reviewNotFound);

/** The back office's review moderation (/api/admin/reviews…): hide, show, and the shop's reply. */
export function reviewsAdminRoutes(deps: {
  db: Db;
  clock: Clock;
  authenticateStaff: AuthenticateStaff;
  /** Told after a hide, show or reply commits: the storefront's reviews and the product's rating change. */
  catalog: Pick<ReviewCatalog, 'changed'>;
  /** Signs the links staff see a review's photos through, hidden or not (media-storage's private URLs). */
  privateMedia: Pick<PrivateMediaUrls, 'url'>;
}): FastifyPluginAsync {
  const { db, clock, catalog } = deps;
  const photoUrl = (key: string) => deps.privateMedia.url(key);
  return async (app) => {
    const route = contractRoutes(app, { authenticateStaff: deps.authenticateStaff });

    route(ENDPOINTS.adminReviews, async ({ query }) => {
      // A product id that is not a uuid names no product (and PostgreSQL would refuse to compare it).
      if (query.productId !== undefined && !isUuid(query.productId)) return { items: [], nextCursor: null };
      return listAdminReviews(
        db,
        {
          rating: query.rating,
          productId: query.productId?.toLowerCase(),
          visibility: query.visibility,
          q: searchText(query.q),
        },
        { cursor: query.cursor ? readTimeCursor(query.cursor) : undefined, limit: query.limit },
        photoUrl,
      );
    });

    route(ENDPOINTS.adminUpdateReview, async ({ staff, params, body }) => {
      if (!isUuid(params.id)) throw reviewNotFound();
      const updated = await updateReview(db, staff, params.id.toLowerCase(), body, clock.now(), photoUrl);
      if (!updated) throw reviewNotFound();
      if (updated.changed) await catalog.changed();
      return updated.review;
    });
  };
}
