import { z } from 'zod';

/**
 * Every `code` the API answers beside an error's `message`, with the status it comes with. Clients
 * branch on these codes, never on the message text, which may be reworded. A code never changes
 * meaning; a new case gets a new code.
 */
export const ERROR_CODES = {
  // One general code per kind of refusal.
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  unprocessable: 422,
  rate_limited: 429,
  internal: 500,
  provider_failed: 502,
  unavailable: 503,
  // Requests the server could not read at all.
  payload_too_large: 413,
  uri_too_long: 414,
  unsupported_media_type: 415,
  // Cases a client tells apart.
  /** A wrong sign-in code; more tries are left. */
  otp_invalid: 400,
  /** The code's time ran out: ask for a new one. */
  otp_expired: 400,
  /** No live challenge or proof (never sent, already used, or replaced): ask for a new code. */
  otp_missing: 400,
  /** Sign-up with a phone that already has an account. */
  phone_registered: 409,
  /** Deleting an account with an order on its way or a return in progress: the message says which. */
  account_has_open_orders: 409,
  /** Not enough stock left for a line (the body names productId, size and available). */
  out_of_stock: 409,
  /** An Idempotency-Key already used for a different order. */
  idempotency_key_reused: 422,
  /** A development endpoint asked from another machine. */
  loopback_only: 403,
  /** A back-office call with a shopper's token (or any token that is not a staff session's). */
  staff_only: 403,
  /** A back-office call a staff member's role does not allow: the body's `permission` names what is missing. */
  missing_permission: 403,
  /**
   * A back-office change signed in by the session cookie but without the `X-Vastra-Admin: 1` header, or with an
   * Origin of another site (docs/decisions/070-staff-session-cookie.md).
   */
  admin_request_refused: 403,
  /** A back-office sign-in with a wrong phone or password. */
  invalid_credentials: 401,
  /** A member of staff locked after too many wrong sign-in codes in a day: an owner must unlock them. */
  staff_locked: 403,
  /** A staff password too weak for the back office. */
  weak_password: 400,
  /** An invitation that expired or was used. */
  invite_invalid: 400,
  /** A production shop's policy page while its seller or Grievance officer is still the demonstration one. */
  policies_not_ready: 503,
  /** An invitation or change that would leave the shop without an owner, or touch the caller's own account. */
  staff_conflict: 409,
  /** A product with orders cannot be deleted (archive it instead). */
  product_has_orders: 409,
  /** An upload that is not a supported photo (its bytes decide, not its name or type header). */
  image_unsupported: 415,
  /** A photo that decodes to more pixels than the limit. */
  image_too_many_pixels: 422,
  /** A photo far longer than it is wide (a shopper's return photo: more than RETURN_PHOTO_MAX_ASPECT to 1). */
  image_bad_shape: 422,
  /** A stock change that would leave a size below zero. */
  stock_negative: 409,
  /** A stock import with errors: nothing was applied (the body lists the rows). */
  import_invalid: 422,
  /** A cancel of an order already with the courier, delivered or returned (return to origin instead). */
  order_not_cancellable: 409,
  /** A refund the payment does not allow: cash on delivery, nothing left, more than is left, an unknown line. */
  refund_not_allowed: 409,
  /** A back-office action the order's or payment's state does not allow now (book a booked order…). */
  action_not_allowed: 409,
  /** A payout's bank reference that is neither a 12-digit UPI/IMPS reference nor a 16–22 character UTR. */
  bank_reference_invalid: 422,
  /** Cash on delivery the shop does not offer for this order: over the COD limit, or a PIN without COD. */
  cod_not_available: 422,
  /** A COD confirmation code or link that is wrong, used up, or for an order no longer awaiting confirmation. */
  cod_confirmation_invalid: 422,
  /**
   * An exchange or return the order does not allow: not delivered, the window closed, a line the shop does not take
   * back, more units than are left, a size not offered, a refund destination missing or not needed.
   */
  return_not_allowed: 422,
  // Sale prices on a schedule (docs/decisions/086-sale-prices-on-a-schedule.md).
  /** A sale the catalogue refuses: an unknown product or size, a fixed price not below the regular price. */
  sale_invalid: 422,
  /** A sale whose state does not allow the change: deleting one that started, ending one that ended. */
  sale_not_changeable: 409,
  // The home page's content (docs/decisions/094-home-content.md).
  /** A rail names a category or products the catalogue does not have. */
  home_invalid: 422,
  /** The home was saved by someone else since it was read (its version moved on): reload, then edit. */
  home_changed: 409,
  // Attributes (docs/decisions/092-attributes.md).
  /** An attribute or value the shop refuses: a name taken, a reserved or empty slug, too many. */
  attribute_invalid: 422,
  /** A value some products have cannot be removed (the message says how many). */
  attribute_value_in_use: 409,
  // The shop's own categories (docs/decisions/097-categories.md).
  /** A new category's name makes the slug of one the shop has. */
  category_slug_taken: 409,
  /** A category some products are in cannot be removed (the message says how many). */
  category_in_use: 409,
  /** A category the shop does not have: a product, an import row or a change names it. */
  category_unknown: 422,
  /** A category the shop refuses: a name without a letter or digit, 'All', too many, a size guide not fitting. */
  category_invalid: 422,
  // Collections (docs/decisions/098-collections.md).
  /** A collection the shop refuses: a rule naming an unknown category, attribute or value; an unknown product. */
  collection_invalid: 422,
  /** Another collection has that address (`/collections/{slug}`). */
  collection_slug_taken: 409,
  // Variants with two options (docs/decisions/099-variant-options.md).
  /** A variant's SKU another product's variant has (SKUs are case-insensitive; the message names it). */
  sku_taken: 409,
  /**
   * Variants that do not match the product's second option (a value missing, or given without the option's name), or
   * a colour's photo that is not the product's.
   */
  variant_options_invalid: 422,
  // Offers in the back office (docs/decisions/085-coupon-uses-under-load.md).
  /** A coupon code another offer has (codes are case-insensitive: 'festive20' is FESTIVE20). */
  offer_code_taken: 409,
  /** A coupon's code changed after a shopper used it (end it and create a new coupon instead). */
  offer_code_used: 409,
  /** A coupon's total uses set below the uses already taken. */
  offer_uses_below_taken: 409,
  /** An offer's kind changed (a coupon into an automatic offer…): end it and create a new one. */
  offer_kind_fixed: 409,
  /** An ended offer resumed (or paused): it stays ended. */
  offer_ended: 409,
  // The checkout's pricing (docs/decisions/083-one-pricing-function.md).
  /** The bag's total changed since the shopper was shown it (a sale ended, an offer paused): nothing was placed. */
  quote_changed: 409,
  /** The coupon sent does not apply to this order (expired, used up, prepaid only…); the message says why. */
  coupon_not_applicable: 422,
  // The wishlist and back-in-stock alerts (docs/decisions/112-wishlist-back-in-stock.md).
  /** A product saved to a wishlist that already holds WISHLIST_MAX products. */
  wishlist_full: 409,
  /** A back-in-stock alert asked for a size that has stock now: add it to the cart instead. */
  size_in_stock: 409,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_CODES;

/** The codes as a schema, for the error body. */
export const ErrorCode = z.enum(Object.keys(ERROR_CODES) as [ErrorCode, ...ErrorCode[]]);

/** The codes answered with one HTTP status. */
export type ErrorCodeOfStatus<S extends number> = {
  [C in ErrorCode]: (typeof ERROR_CODES)[C] extends S ? C : never;
}[ErrorCode];

/** The general code of a status the framework answers by itself (a body too large, a bad URL…). */
export function generalCodeOf(status: number): ErrorCode {
  switch (status) {
    case 401:
      return 'unauthorized';
    case 403:
      return 'forbidden';
    case 404:
      return 'not_found';
    case 409:
      return 'conflict';
    case 413:
      return 'payload_too_large';
    case 414:
      return 'uri_too_long';
    case 415:
      return 'unsupported_media_type';
    case 422:
      return 'unprocessable';
    case 429:
      return 'rate_limited';
    case 502:
      return 'provider_failed';
    case 503:
      return 'unavailable';
    default:
      return status >= 500 ? 'internal' : 'bad_request';
  }
}
