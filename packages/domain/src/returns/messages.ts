import { formatRupees, paise } from '../money';

/**
 * The texts of exchanges and returns, as the order page and the back office show them (the API answers them as
 * `return_not_allowed` messages). `on` is a day as 'Thu, 3 Dec' (delivery formatDeliveryDate).
 */
export const RETURNS_MESSAGES = {
  windowOpen: (on: string) => `You can return or exchange items until ${on}.`,
  windowClosed: (on: string, days: number) =>
    `Returns and exchanges closed on ${on} (${days} ${days === 1 ? 'day' : 'days'} after delivery).`,
  returnsOff: 'This shop does not take returns or exchanges.',
  notDelivered: 'Returns and exchanges open once the order is delivered.',
  notReturnable: 'This item cannot be returned or exchanged.',
  allRequested: 'All units of this item are already in a request.',
  tooManyUnits: (left: number) => `Only ${left} ${left === 1 ? 'unit' : 'units'} of this item can still be sent back.`,
  sizeUnavailable: (size: string) => `Size ${size} is out of stock. Please choose another size or a refund.`,
  sameSize: 'Please choose a different size from the one you have.',
  sizeNeeded: 'Please choose the size you want instead.',
  sizeNotForReturn: 'A return does not take a new size: choose an exchange for that.',
  payoutRequired: 'Please tell us where to send your refund: a UPI ID or a bank account.',
  payoutNotNeeded: 'This order was paid online: the refund goes back to the original payment.',
  photoUnknown: 'A photo was not found. Please add it again.',
  tooManyPhotos: 'Please add at most 3 photos.',
  photoNeeded: 'Please add a photo of the damage.',
  photoTooLarge: 'Photos can be at most 10 MB.',
  photoTooManyPixels:
    'This photo has more than 16 megapixels. Please send a smaller one: a screenshot of it, or a photo taken at 12 MP.',
  photoOddShape:
    'This photo is too long and thin to show the item (more than 20 times longer than it is wide). ' +
    'Please send an ordinary photo of the item.',
  photoUploading: 'Your previous photo is still uploading. Please add the next one when it has finished.',
  photoNotNeeded: 'Nothing in this order can be returned or exchanged now, so photos cannot be added.',
  tooManyRequests: 'Too many requests. Please try again in {n} seconds.',
  tooManyUploads: 'Too many photos. Please try again in {n} seconds.',
  sizeUnknown: 'That size is not made for this item.',
  payoutNotForExchange: 'An exchange sends a new size, not money: leave out the refund destination.',
  lineNotFound: 'That item is not in this order.',
  returnNotFound: 'Return request not found.',
  cannotMove: (state: string, action: string) => `This request is ${state.toLowerCase()}: it cannot be ${action} now.`,
  qcFailed: (note: string) => `Quality check failed: ${note}`,
  qcNoteNeeded: 'Please say what the quality check found.',
  requestSent: 'Request sent. We will let you know when it is approved.',
  refundTo: (masked: string) => `Refund to ${masked}`,
  /** The amount a return will refund, shown before the shopper confirms (the server's quote of the return). */
  refundQuote: (amount: number) => `Refund ${priceTag(amount)}`,
  /**
   * Why a return of a discounted order refunds less than was paid for its pieces: an offer (its label) or a coupon
   * (its code) no longer holds for what is kept, and `withheld` of the pieces' price stays with the kept items.
   */
  offerNoLongerApplies: (offer: string, withheld: number) =>
    `${offer} no longer applies to what you keep, so ${priceTag(withheld)} of this item's price is not ` + 'refunded.',
  refundGoesToOriginal: 'It goes back to your original payment once we receive the item.',
  refundGoesToPayout: 'We send it to the UPI ID or bank account you give below once we receive the item.',
  refundQuoteLoading: 'Working out your refund…',
  refundQuoteFailed: 'We could not work out your refund just now. Please try again in a moment.',
  nothingToRefund: 'Return received: nothing to refund, as the offer no longer applies to what was kept.',
  refundToOriginal: (amount: number) => `${formatRupees(paise(amount))} back to your original payment`,
  bankReference: "Enter the bank's reference (UTR) of the payment: up to 64 letters, digits, '-' or '/'.",
  bankReferenceShape:
    "This doesn't look like a bank reference. A UPI or IMPS reference is 12 digits; a NEFT or RTGS UTR is 16 to 22 " +
    'letters and digits. Copy it from the bank statement.',
} as const;

/** "₹600" for whole rupees, "₹599.50" otherwise (as the pricing texts show amounts). */
function priceTag(amountPaise: number): string {
  const text = formatRupees(paise(amountPaise));
  return text.endsWith('.00') ? text.slice(0, -3) : text;
}
