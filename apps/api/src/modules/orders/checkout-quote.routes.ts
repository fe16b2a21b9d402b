import { ENDPOINTS, type QuoteResponse } from '@vastra/domain/api';
import { paiseToRupees } from '@vastra/domain/money';
import type { PricedBasket } from '@vastra/domain/pricing';
import type { FastifyPluginAsync } from 'fastify';
import type { Authenticate } from '../../plugins/authenticate';
import { contractRoutes, optionalUser } from '../../plugins/contract-route';
import type { Clock } from '../../shared/clock';
import { availableOffers, type Quote, type QuoteBasket, type QuoteSources } from './quote-basket';

/**
 * The bag's price as the checkout will charge it (no auth; a bearer token, if valid, counts the shopper's coupon uses
 * and first order), and the offers live now for badges.
 */
export function checkoutQuoteRoutes(deps: {
  authenticate: Authenticate;
  quoteBasket: QuoteBasket;
  sources: QuoteSources;
  clock: Clock;
}): FastifyPluginAsync {
  return async (app) => {
    const route = contractRoutes(app);
    route(ENDPOINTS.quote, async ({ body, request }) => {
      const user = await optionalUser(deps.authenticate, request);
      const at = deps.clock.now();
      const [quote, offers] = await Promise.all([
        deps.quoteBasket({
          items: body.items,
          couponCode: body.couponCode,
          payment: body.paymentMode ?? null,
          userId: user?.id ?? null,
          state: body.state,
          at,
        }),
        availableOffers(deps.sources, at),
      ]);
      return toQuoteResponse(quote, offers);
    });

    route(ENDPOINTS.liveOffers, async () => ({ offers: await availableOffers(deps.sources, deps.clock.now()) }));
  };
}

const rupees = (amountPaise: number) => paiseToRupees(amountPaise as Parameters<typeof paiseToRupees>[0]);

/** The quote in the API's money (rupees), each line with its title from the catalogue. */
function toQuoteResponse({ order, basket }: Quote, offers: QuoteResponse['availableOffers']): QuoteResponse {
  return {
    lines: basket.lines.map((line, i) => ({
      productId: line.productId,
      size: line.size,
      title: order.lines[i]?.title ?? '',
      quantity: line.quantity,
      unitPrice: rupees(line.unitPricePaise),
      compareAtPrice: line.compareAtPaise ? rupees(line.compareAtPaise) : null,
      discount: rupees(line.discountPaise),
      total: rupees(line.paidPaise),
    })),
    offers: basket.offers.map((offer) => ({
      id: offer.offerId,
      kind: offer.kind,
      label: offer.label,
      discount: rupees(offer.discountPaise),
    })),
    coupon: couponOf(basket),
    subtotal: rupees(basket.subtotalPaise),
    discount: rupees(basket.discountPaise),
    deliveryFee: rupees(basket.fees.deliveryPaise),
    deliveryFeeWaived: rupees(basket.fees.deliveryWaivedPaise),
    codFee: rupees(basket.fees.codPaise),
    total: rupees(basket.totalPaise),
    savings: { total: rupees(basket.savings.totalPaise), message: basket.savings.message },
    payOnline: basket.payOnline
      ? {
          total: rupees(basket.payOnline.totalPaise),
          saves: rupees(basket.payOnline.savesPaise),
          message: basket.payOnline.message,
        }
      : null,
    availableOffers: offers,
  };
}

function couponOf({ coupon }: PricedBasket): QuoteResponse['coupon'] {
  if (!coupon) return null;
  return coupon.applied
    ? { code: coupon.code, applied: true, discount: rupees(coupon.discountPaise), message: null }
    : { code: coupon.code, applied: false, discount: 0, message: coupon.message };
}
