/**
 * A coupon as the back office sends it (POST /api/admin/offers, the domain's `Coupon` without its id): "Festive 20",
 * 20 % off a basket of ₹999 or more, at most ₹500, 100 uses, one per shopper, in December 2026 IST. `extra` replaces
 * any field (a test's window, code refusals, limits).
 */
export function couponBody(code: string, extra: Record<string, unknown> = {}) {
  return {
    kind: 'coupon',
    label: 'Festive 20',
    code,
    startsAt: '2026-12-01T00:00:00+05:30',
    endsAt: '2026-12-31T00:00:00+05:30',
    scope: { kind: 'shop' },
    combinable: false,
    discount: { type: 'percent', percent: 20 },
    minBasketPaise: 99_900,
    maxDiscountPaise: 50_000,
    totalUses: 100,
    usesPerCustomer: 1,
    firstOrderOnly: false,
    excludeSaleItems: false,
    payment: 'any',
    ...extra,
  };
}

/** The fields a coupon cannot be sent without (every field of `couponBody`). */
export const COUPON_REQUIRED = [
  'kind',
  'label',
  'code',
  'startsAt',
  'endsAt',
  'scope',
  'combinable',
  'discount',
  'minBasketPaise',
  'maxDiscountPaise',
  'totalUses',
  'usesPerCustomer',
  'firstOrderOnly',
  'excludeSaleItems',
  'payment',
] as const;
/** The coupon's fields whose `null` means "no limit" (no end, no cap, unlimited uses). */
export const COUPON_NULLABLE = ['endsAt', 'maxDiscountPaise', 'totalUses', 'usesPerCustomer'] as const;
