/**
 * The texts of what happens after "Order placed" — the back office's orders, shipments queue, cancellations and
 * refunds, messages and reviews, and what the shopper sees of them. Each area keeps its own section; a text
 * lives here once (the API answers it, the screens show it).
 */
export const AFTER_SALE_MESSAGES = {
  // Orders (list, page, export)
  orderNotFound: 'Order not found',
  nothingToChange: 'Nothing to change',
  ordersCursorInvalid: 'This list link is no longer valid. Start from the first page.',
  dateRangeInvalid: 'The start date must be on or before the end date',
  // Booking and shipments that need a hand
  alreadyBooked: 'This order is already booked with the courier',
  notBookable: 'Only a placed order that is not yet booked can be booked',
  noOpenNdr: 'This order has no failed delivery waiting for an action',
  notReturning: 'Only an order returning to origin can be received back',
  // Cancel and refund
  cancelWithCourier: 'The parcel is already with the courier: use Return to origin instead',
  cancelDelivered: 'A delivered order cannot be cancelled',
  cancelReturned: 'This order has already come back',
  reasonRequired: 'Give a reason',
  reasonTooLong: 'Keep the reason under 500 characters',
  refundNotPrepaid: 'Cash on delivery orders have no online payment to refund',
  refundNothingLeft: 'Everything captured for this payment has already been refunded',
  refundTooLarge: (leftRupees: string) => `A refund can be at most ${leftRupees}, what is left of the payment`,
  refundLineUnknown: 'This order has no such line',
  // What the shopper sees of a cancellation and its refunds (dates in IST, amounts as formatted rupees)
  shopperCancelled: (date: string, reason: string) => `Cancelled on ${date}: ${reason}`,
  shopperRefundProcessing: (amount: string) => `Refund of ${amount}: processing`,
  shopperRefundSent: (amount: string, date: string) =>
    `Refund of ${amount} sent back to your payment method on ${date}`,
  shopperRefundFailed: (amount: string) => `Refund of ${amount} failed: we will contact you`,
  // Payments that need a hand
  paymentNotFound: 'Payment not found',
  paymentResolved: 'This payment has already been settled',
  // Messages
  messageNotFound: 'Message not found',
  noteTooLong: 'Keep the note under 2,000 characters',
  // Reviews
  reviewNotFound: 'Review not found',
  replyTooLong: 'Keep the reply under 1,000 characters',
} as const;
