/**
 * Whether a shopper has received a product (docs/rules/reviews.md#behaviour: "after delivery"). The orders
 * module answers it from its own tables; the reviews module only asks.
 */
export interface ReviewEligibility {
  /** True when `userId` has an order in DELIVERED status with a line for `productId`. */
  hasDeliveredOrderWith(userId: string, productId: string): Promise<boolean>;
}

/** The answer until orders exist: nobody has a delivered order, so nobody may review yet. */
export const noDeliveredOrders: ReviewEligibility = {
  hasDeliveredOrderWith: async () => false,
};
