import { formatDeliveryDate } from '../delivery/etd';
import { IST_OFFSET_MINUTES } from '../time';
import { RETURNS_MESSAGES as M } from './messages';
import { RETURN_PHOTOS_MAX, type ReturnKind, type ReturnState } from './return-states';

const DAY_MS = 86_400_000;
const IST_MS = IST_OFFSET_MINUTES * 60_000;

/** The shop's return window for one delivery: open until `closesAt` (exclusive); `lastDay` as 'Thu, 3 Dec'. */
export interface ReturnWindow {
  open: boolean;
  closesAt: Date | null;
  lastDay: string | null;
  message: string | null;
}

/**
 * The window runs to the END of the IST calendar day that is `windowDays` days after the IST day of delivery
 * (delivered Thu 3 Dec at any hour, 7 days → open until Thu 10 Dec 23:59:59 IST), so the day the shopper is shown is
 * the whole last day (docs/decisions/038-returns-and-exchanges.md). 0 days: the shop takes no returns.
 */
export function returnWindow(deliveredAt: Date | null, windowDays: number, now: Date): ReturnWindow {
  if (windowDays <= 0) return { open: false, closesAt: null, lastDay: null, message: M.returnsOff };
  if (deliveredAt === null) return { open: false, closesAt: null, lastDay: null, message: M.notDelivered };
  const deliveryDayStartUtc = Math.floor((deliveredAt.getTime() + IST_MS) / DAY_MS) * DAY_MS;
  const lastDayUtc = deliveryDayStartUtc + windowDays * DAY_MS;
  const closesAt = new Date(lastDayUtc + DAY_MS - IST_MS);
  const lastDay = formatDeliveryDate(new Date(lastDayUtc).toISOString().slice(0, 10)) ?? '';
  const open = now.getTime() < closesAt.getTime();
  return {
    open,
    closesAt,
    lastDay,
    message: open ? M.windowOpen(lastDay) : M.windowClosed(lastDay, windowDays),
  };
}

/** Units of a line still free to send back: its quantity less those in requests not rejected. */
export function unitsLeft(lineQuantity: number, requests: readonly { quantity: number; state: ReturnState }[]): number {
  const taken = requests.filter((r) => r.state !== 'rejected').reduce((sum, r) => sum + r.quantity, 0);
  return Math.max(0, lineQuantity - taken);
}

/** Why a line cannot be sent back now (null when it can): the window first, then the product, then units left. */
export function lineRefusal(input: { window: ReturnWindow; returnable: boolean; left: number }): string | null {
  if (!input.window.open) return input.window.message;
  if (!input.returnable) return M.notReturnable;
  if (input.left <= 0) return M.allRequested;
  return null;
}

/** The other sizes of the product an exchange may offer, each with whether it is in stock now. */
export function exchangeSizeOptions(
  currentSize: string,
  variants: readonly { size: string; stock: number }[],
): { size: string; inStock: boolean }[] {
  return variants.filter((v) => v.size !== currentSize).map((v) => ({ size: v.size, inStock: v.stock > 0 }));
}

/** What a return refunds: the line's unit price times the units sent back, in paise. */
export const returnRefundPaise = (unitPricePaise: number, quantity: number) => unitPricePaise * quantity;

export interface ReturnRequestInput {
  kind: ReturnKind;
  quantity: number;
  exchangeSize?: string | undefined;
  photoIds?: readonly string[] | undefined;
  payout?: unknown;
  /** Why it goes back ('damaged', 'wrong_size'…); a damaged item needs a photo. */
  reason?: string | undefined;
}

/**
 * Checks a request against its line (after the window and line checks of lineRefusal): units, the exchange size
 * (another size, in stock), the payout destination (cash on delivery needs one, prepaid must not have one), photos
 * (at most RETURN_PHOTOS_MAX, and at least one of a damaged item: it is judged from its photo).
 * Answers the refusal's text and whether it is a stock problem (409 out_of_stock) rather than a 422.
 */
export function requestRefusal(
  body: ReturnRequestInput,
  line: {
    size: string;
    left: number;
    paymentMode: 'prepaid' | 'cod';
    variants: readonly { size: string; stock: number }[];
  },
): { message: string; outOfStock: boolean } | null {
  const refuse = (message: string, outOfStock = false) => ({ message, outOfStock });
  if (body.quantity > line.left) return refuse(M.tooManyUnits(line.left));
  if ((body.photoIds?.length ?? 0) > RETURN_PHOTOS_MAX) return refuse(M.tooManyPhotos);
  if (body.reason === 'damaged' && (body.photoIds?.length ?? 0) === 0) return refuse(M.photoNeeded);
  if (body.kind === 'exchange') {
    if (body.exchangeSize === undefined) return refuse(M.sizeNeeded);
    if (body.exchangeSize === line.size) return refuse(M.sameSize);
    const variant = line.variants.find((v) => v.size === body.exchangeSize);
    if (!variant) return refuse(M.sizeUnknown);
    if (variant.stock < body.quantity) return refuse(M.sizeUnavailable(variant.size), true);
    if (body.payout !== undefined) return refuse(M.payoutNotForExchange);
    return null;
  }
  if (body.exchangeSize !== undefined) return refuse(M.sizeNotForReturn);
  if (line.paymentMode === 'cod' && body.payout === undefined) return refuse(M.payoutRequired);
  if (line.paymentMode === 'prepaid' && body.payout !== undefined) return refuse(M.payoutNotNeeded);
  return null;
}
