import type { Db } from '../../db/client';
import type { ReviewEligibility } from '../reviews';
import { isUuid } from '../../shared/uuid';
import { trackingRepository } from './tracking.repository';

/**
 * Who has received what (docs/rules/reviews.md#behaviour: "after delivery"): an order of the user in
 * 'delivered' status with a line of the product. The reviews module asks; delivery is followed here.
 */
export function createDeliveredOrders(db: Db): ReviewEligibility {
  return {
    async hasDeliveredOrderWith(userId, productId) {
      if (!isUuid(userId) || !isUuid(productId)) return false;
      return trackingRepository.hasDeliveredOrderWith(db, userId, productId);
    },
  };
}
