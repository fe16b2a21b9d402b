import { formatRupees, formatRupeesWhole as formatWhole, paise } from '../money';
import { formatDateTimeIN } from '../time';

const whole = (amountPaise: number) => formatWhole(paise(amountPaise));

/**
 * The pricing texts (docs/decisions/083-one-pricing-function.md): why an offer definition is refused (the back
 * office), why a coupon does not apply and what the shopper saves (cart and checkout).
 */
export const PRICING_MESSAGES = {
  percentRange: 'Enter a percent above 0 and at most 100.',
  percentWhole: 'Enter the percent as a whole number (for example 20).',
  amountPositive: 'Enter an amount above ₹0.',
  amountWhole: 'Enter the amount in whole paise.',
  minimumNotNegative: 'The minimum basket cannot be negative.',
  quantityPositive: 'Enter a quantity of at least 1.',
  bundleQuantity: 'A bundle needs at least 2 pieces.',
  endBeforeStart: 'The end must be after the start.',
  codeLength: 'A code has 3 to 20 characters.',
  codeCharacters: 'A code uses only letters A–Z, digits 0–9 and “-” inside (no spaces, no “-” at either end).',
  labelRequired: 'Give the offer a name shoppers will see (1 to 80 characters).',
  saleLabelLength: "Keep the sale's label to 80 characters or fewer.",
  scopeEmpty: 'Choose at least one category or product.',
  tiersAscending: 'Each tier needs a higher minimum basket than the one before.',
  usesPositive: 'A limit of uses is at least 1 (leave it empty for no limit).',
  signInForCoupon: 'Sign in to use a coupon: its uses are counted per shopper.',
  nothingToCharge: 'This order comes to ₹0 after its offers, so it cannot be placed. Add another item to your bag.',
} as const;

/** The development-only test clock's refusals (POST /api/dev/clock), for whoever drives the browser journeys. */
export const PRICING_DEV_CLOCK_MESSAGES = {
  oneOf:
    'Send either { "advanceMs": <ms> } to move the test clock forward or { "reset": true } to go back to real time.',
  advanceWhole: 'advanceMs is a whole number of milliseconds.',
  backwards:
    'The test clock only moves forward: send an advanceMs above 0, or { "reset": true } to go back to real time.',
  tooFar: 'The test clock moves at most 400 days at a time (advanceMs ≤ 34560000000).',
  resetTrue: 'reset can only be true (it puts the test clock back to real time).',
} as const;

/** Why a coupon does not apply, with the values it names; `code` is what the shopper typed, upper-cased. */
export const PRICING_MESSAGE_TEMPLATES = {
  unknownCode: (code: string) => `We don't recognise the code ${code}. Check it and try again.`,
  paused: (code: string) => `The code ${code} is not available right now.`,
  notStarted: (code: string, startsAt: Date) =>
    `The code ${code} can be used from ${formatDateTimeIN(startsAt) ?? 'a later date'}.`,
  expired: () => 'This code has expired',
  usedUp: (code: string) => `The code ${code} has been fully redeemed.`,
  alreadyUsed: (code: string) => `You have already used the code ${code}.`,
  firstOrderOnly: (code: string) => `The code ${code} is for your first order only.`,
  prepaidOnly: () => 'For prepaid orders only',
  noEligibleItem: (code: string) => `The code ${code} applies to no item in your bag.`,
  belowMinimum: (code: string, shortPaise: number) => `Add ${whole(shortPaise)} more to use ${code}`,
  betterOffer: (code: string, label: string) =>
    `Your bag already has a better offer (${label}), so ${code} is not applied.`,
  quoteChanged: (shownPaise: number, nowPaise: number) =>
    `The total of your bag changed from ${formatRupees(paise(shownPaise))} to ${formatRupees(paise(nowPaise))}. ` +
    'Check your bag and place the order again.',
  youSave: (savedPaise: number) => `You save ${whole(savedPaise)}`,
  payOnline: (savedPaise: number) => `Pay online and save ${whole(savedPaise)} more`,
} as const;

/**
 * The shopper's side of offers in cart and checkout: the coupon field, the offers listed and the quote's rows. The
 * amounts come from the server's quote (rupees, as the API sends them); the web computes no discount.
 */
export const PRICING_SHOPPER_MESSAGES = {
  couponLabel: 'Coupon code',
  couponPlaceholder: 'Enter code',
  applyCoupon: 'Apply',
  removeCoupon: 'Remove',
  couponApplied: (code: string, discountRupees: number) =>
    `${code} applied: ${whole(Math.round(discountRupees * 100))} off`,
  availableOffers: 'Available offers',
  applyOffer: (code: string) => `Apply ${code}`,
  itemsRow: (quantity: number) => `Items (${quantity})`,
  couponRow: (code: string) => `Coupon ${code}`,
  deliveryRow: 'Delivery fee',
  free: 'Free',
  codFeeRow: 'Cash on Delivery fee',
  pricesChecking: "Checking today's prices and offers…",
  pricesUnavailable:
    "We couldn't check today's prices and offers just now. The total is confirmed when you place the order.",
} as const;

/** An offer's terms in one sentence, for "Available offers" (`offerTerms`). */
export const PRICING_TERMS_MESSAGES = {
  percentOff: (percent: number) => `${percent}% off`,
  flatOff: (amountPaise: number) => `${whole(amountPaise)} off`,
  upTo: (amountPaise: number) => `up to ${whole(amountPaise)}`,
  minimum: (amountPaise: number) => `on orders of ${whole(amountPaise)} or more`,
  buyGetFree: (buy: number, get: number) => `Buy ${buy}, get ${get} free (the cheapest)`,
  buyGetPercent: (buy: number, get: number, percent: number) =>
    `Buy ${buy}, get ${get} more at ${percent}% off (the cheapest)`,
  bundle: (quantity: number, pricePaise: number) => `Any ${quantity} for ${whole(pricePaise)}`,
  tier: (percent: number, minimumPaise: number) => `${percent}% off from ${whole(minimumPaise)}`,
  prepaid: (percent: number) => `${percent}% off when you pay online`,
  freeDelivery: (minimumPaise: number) =>
    minimumPaise > 0 ? `Free delivery on orders of ${whole(minimumPaise)} or more` : 'Free delivery',
  prepaidOnly: 'Prepaid orders only.',
  firstOrderOnly: 'First order only.',
  notOnSale: 'Not on items already on sale.',
} as const;

/**
 * What the product page's delivery check says of the fees (docs/decisions/087-delivery-and-cod-fees.md), amounts in
 * paise printed as price tags ("₹49").
 */
export const PRICING_DELIVERY_MESSAGES = {
  freeDelivery: 'Free delivery',
  deliveryFee: (feePaise: number) => `Delivery ${whole(feePaise)} on every order`,
  deliveryFeeBelow: (feePaise: number, freeFromPaise: number) =>
    `Delivery ${whole(feePaise)} · free on orders of ${whole(freeFromPaise)} or more`,
  codFee: (feePaise: number) => `Cash on delivery fee ${whole(feePaise)}`,
} as const;

/**
 * Sale prices on a schedule: why the back office's sale is refused
 * (docs/decisions/086-sale-prices-on-a-schedule.md).
 */
export const PRICING_SALE_MESSAGES = {
  notFound: 'This sale does not exist (it may have been deleted). Reload the list of sales.',
  productUnknown: 'There is no product with this id. Choose a product from the catalogue.',
  sizeUnknown: (title: string, size: string, sizes: readonly string[]) =>
    `"${title}" has no size ${size}. Choose one of its sizes: ${sizes.join(', ') || 'none yet'}.`,
  fixedNotBelow: (title: string, size: string, regularPaise: number) =>
    `The sale price must be below the regular price of "${title}" (${size}): ${formatRupees(paise(regularPaise))}. ` +
    'Enter a lower price or use a percent off.',
  alreadyStarted: 'This sale has already started, so it cannot be deleted. End it instead: its history stays.',
  ended: 'This sale has already ended. Create a new sale instead.',
  notStarted: 'This sale has not started yet, so there is nothing to end. Delete it or change its dates instead.',
} as const;

/** Why the back office refuses a change to an offer, and what to do instead. */
export const PRICING_OFFER_ADMIN_MESSAGES = {
  notFound: 'This offer does not exist (it may have been removed). Reload the list of offers.',
  codeTaken: (code: string) => `${code} is already the code of another offer.`,
  codeUsed: (code: string, used: number) =>
    `${code} has been used ${used} time${used === 1 ? '' : 's'}, so its code cannot change. ` +
    'End this coupon and create a new one with the new code.',
  usesBelowTaken: (used: number) =>
    `This coupon has already been used ${used} time${used === 1 ? '' : 's'}. ` +
    `Set its total uses to ${used} or more, or leave it empty for no limit.`,
  kindFixed: (kind: string) =>
    `This offer is a ${kind} offer and stays one. End it and create a new offer of the other kind.`,
  ended: 'This offer has ended and cannot be resumed. Create a new offer (or copy this one) to run it again.',
  notPaused: 'This offer is not paused, so there is nothing to resume.',
} as const;

/** The back office's Offers and Sale prices screens: what they say, ask and answer. */
export const PRICING_OFFER_SCREEN_MESSAGES = {
  offersTitle: 'Offers',
  salePricesTitle: 'Sale prices',
  noOffers: 'No offers yet. Create a coupon or an automatic offer to run your first promotion.',
  noOffersInState: 'No offers in this state.',
  noSales: 'No sale prices yet. Schedule one for a product, a size or a category.',
  rupeesFormat: 'Enter rupees, like 799 or 799.50.',
  wholeNumber: 'Enter a whole number, like 2.',
  dateTimeRequired: 'Enter a date and time (IST).',
  productsRequired: 'Enter at least one product id, one per line.',
  productRequired: 'Choose a product.',
  sizeRequired: 'Choose a size.',
  categoryRequired: 'Choose a category.',
  offerCreated: (label: string) => `${label} is saved.`,
  offerSaved: (label: string) => `Changes to ${label} are saved.`,
  pauseTitle: (label: string) => `Pause ${label}?`,
  pauseText: 'Shoppers stop getting it until you resume it. Orders already placed keep their discount.',
  resumeTitle: (label: string) => `Resume ${label}?`,
  resumeText: 'Shoppers get it again within its dates.',
  endTitle: (label: string) => `End ${label} now?`,
  endText: 'It stops at once and cannot be resumed. Its figures stay in this list.',
  paused: (label: string) => `${label} is paused.`,
  resumed: (label: string) => `${label} is live again.`,
  ended: (label: string) => `${label} has ended.`,
  saleSaved: 'The sale price is saved.',
  saleEndTitle: 'End this sale now?',
  saleEndText: 'The regular price comes back at once. The sale stays in this list as ended.',
  saleDeleteTitle: 'Delete this sale?',
  saleDeleteText: 'It has not started, so nothing was sold at its price. It is removed from the list.',
  saleEnded: 'The sale has ended.',
  saleDeleted: 'The sale is deleted.',
} as const;
