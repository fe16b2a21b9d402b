import { AvailableOffer, QuoteResponse } from '@vastra/domain/api';

/**
 * A quote of POST /api/checkout/quote, parsed by the contract: by default one Indigo Anarkali Kurti (k1, M) at
 * ₹1,299, no offer, no coupon, free delivery, no COD fee. Tests override what their state needs.
 */
export function quoteFixture(overrides: Partial<QuoteResponse> = {}): QuoteResponse {
  return QuoteResponse.parse({
    lines: [
      {
        productId: 'k1',
        size: 'M',
        title: 'Indigo Anarkali Kurti',
        quantity: 1,
        unitPrice: 1299,
        compareAtPrice: null,
        discount: 0,
        total: 1299,
      },
    ],
    offers: [],
    coupon: null,
    subtotal: 1299,
    discount: 0,
    deliveryFee: 0,
    deliveryFeeWaived: 0,
    codFee: 0,
    total: 1299,
    savings: { total: 0, message: null },
    payOnline: null,
    availableOffers: [],
    ...overrides,
  });
}

/** FESTIVE20 as GET /api/offers and the quote's availableOffers list it: 20% off from ₹1,500, prepaid only. */
export const festive20Offer: AvailableOffer = AvailableOffer.parse({
  id: 'off-festive20',
  kind: 'coupon',
  label: 'Festive 20% off',
  code: 'FESTIVE20',
  terms: '20% off, up to ₹500, on orders of ₹1,500 or more. Prepaid orders only.',
  scope: { kind: 'shop' },
  endsAt: null,
});

/** An automatic offer on the kurtis category: buy 2, get the cheapest free. */
export const kurtiB2g1Offer: AvailableOffer = AvailableOffer.parse({
  id: 'off-b2g1',
  kind: 'buy-x-get-y',
  label: 'Buy 2 Get 1',
  code: null,
  terms: 'Buy 2 kurtis, get the cheapest one free.',
  scope: { kind: 'categories', categories: ['kurti'] },
  endsAt: null,
});
