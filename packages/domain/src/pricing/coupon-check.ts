import { PRICING_MESSAGE_TEMPLATES as T } from './messages';
import type { PricingLine, CouponEntry, CouponOutcome, CouponRefusal, PaymentChoice } from './basket-types';
import { bagValue, couponEligible } from './offer-effects';
import type { Coupon } from './offers';
import { CouponCode } from './offers';

export type CouponCheck = { ok: true; coupon: Coupon; code: string } | { ok: false; outcome: CouponOutcome };

function refuse(code: string, refusal: CouponRefusal, message: string): CouponCheck {
  return { ok: false, outcome: { code, applied: false, refusal, message } };
}

/**
 * Whether a coupon may apply to this bag at `at`, before any offer is weighed against it: the first reason it may not,
 * each with its own message (docs/decisions/083-one-pricing-function.md). The minimum is read on the value of the
 * lines it may discount, at their prices before offers. Before a payment mode is chosen, a prepaid-only coupon applies
 * (the shopper can still pay online); with cash on delivery it does not.
 */
export function checkCoupon(
  entry: CouponEntry,
  lines: readonly PricingLine[],
  payment: PaymentChoice,
  at: Date,
): CouponCheck {
  const parsed = CouponCode.safeParse(entry.code);
  const code = parsed.success ? parsed.data : entry.code.trim().toUpperCase();
  const coupon = entry.definition;
  if (!parsed.success || !coupon || coupon.code !== code) return refuse(code, 'unknown', T.unknownCode(code));
  if (coupon.paused) return refuse(code, 'paused', T.paused(code));
  if (at.getTime() < coupon.startsAt.getTime()) return refuse(code, 'not-started', T.notStarted(code, coupon.startsAt));
  if (coupon.endsAt && at.getTime() >= coupon.endsAt.getTime()) return refuse(code, 'expired', T.expired());
  if (coupon.totalUses !== null && entry.usedTotal >= coupon.totalUses) return refuse(code, 'used-up', T.usedUp(code));
  if (coupon.usesPerCustomer !== null && entry.usedByCustomer >= coupon.usesPerCustomer)
    return refuse(code, 'already-used', T.alreadyUsed(code));
  if (coupon.firstOrderOnly && entry.customerEarlierOrders > 0)
    return refuse(code, 'first-order-only', T.firstOrderOnly(code));
  if (coupon.payment === 'prepaid' && payment === 'cod') return refuse(code, 'prepaid-only', T.prepaidOnly());
  const value = bagValue(lines, couponEligible(coupon));
  if (value === 0) return refuse(code, 'no-eligible-item', T.noEligibleItem(code));
  if (value < coupon.minBasketPaise)
    return refuse(code, 'below-minimum', T.belowMinimum(code, coupon.minBasketPaise - value));
  return { ok: true, coupon, code };
}
