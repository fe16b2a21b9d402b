import type { Db } from '../../db/client';
import type { ReviewEligibility } from '../reviews';
import { UUID } from './shipping.repository';
import { trackingRepository } from './tracking.repository';

/**
 * Who has received what (docs/rules/reviews.md#behaviour: "after delivery"): an order of the user in
 * 'delivered' status with a line of the product. The reviews module asks; delivery is followed here.
 */
export function createDeliveredOrders(db: Db): ReviewEligibility {
  return {
    async hasDeliveredOrderWith(userId, productId) {
      if (!UUID.test(userId) || !UUID.test(productId)) return false;
      return trackingRepository.hasDeliveredOrderWith(db, userId, productId);
    },
  };
}
