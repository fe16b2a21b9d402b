import { MoneyState, RefundStatus, storedOrderItemToResponse, type Order } from '@vastra/domain/api';
import { cancelRefusal } from '@vastra/domain/after-sale';
import { paise, paiseToRupees } from '@vastra/domain/money';
import {
  COD_CONFIRMATION_STATES,
  OrderStatus,
  PaymentMode,
  SHIPPING_COST,
  paymentInstrumentOf,
} from '@vastra/domain/orders';
import { readPricedBasket } from '@vastra/domain/pricing';
import { TrackingSnapshot } from '@vastra/domain/tracking';
import { z } from 'zod';
import type { OrderWithItems } from './orders.repository';

const CANCELLED_BY = z.enum(['shopper', 'staff', 'system']);
const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

/**
 * An order row as the API sends it (docs/rules/orders.md#data): money in rupees, the spec's field names, and the
 * shipping fields under the names the storefront reads (`shiprocketStatus`, `removedFromShiprocket`).
 */
export function toOrderResponse({ order: o, items, refunds = [] }: OrderWithItems): Order {
  // Written by the shipping module; a snapshot that no longer fits the schema is shown as none.
  const tracking = TrackingSnapshot.safeParse(o.lastTracking);
  const status = OrderStatus.parse(o.status);
  return {
    _id: o.id,
    createdAt: o.createdAt.toISOString(),
    updatedAt: o.updatedAt.toISOString(),
    status,
    totalAmount: paiseToRupees(paise(o.totalPaise)),
    // The delivery fee charged (0 unless the owner set one: SHIPPING_COST, the spec's free shipping).
    shippingCost: o.deliveryFeePaise > 0 ? paiseToRupees(paise(o.deliveryFeePaise)) : SHIPPING_COST,
    paymentMode: PaymentMode.parse(o.paymentMode),
    paymentInfo: {
      method: PaymentMode.parse(o.paymentMode),
      paidAt: iso(o.paidAt),
      // A COD row written before money states existed reads 'paid' by the column's default: it is cash.
      state: o.paymentMode === 'cod' ? 'cod' : MoneyState.parse(o.moneyState),
      instrument: o.paymentMode === 'cod' ? null : paymentInstrumentOf(o.paymentMethod),
    },
    customerInfo: {
      name: o.customerName,
      email: o.customerEmail,
      phone: o.customerPhone,
      address: o.address,
      city: o.city,
      state: o.state,
      pincode: o.pincode,
      notes: o.notes,
    },
    shippingAddress: { addressLine1: o.address, city: o.city, state: o.state, pincode: o.pincode },
    items: items.map(storedOrderItemToResponse),
    shipping: {
      awb: o.awb,
      courier: o.courier,
      shiprocketStatus: o.shipperStatus,
      removedFromShiprocket: o.removedFromShipper,
      removedAt: iso(o.removedAt),
      cancellationReason: o.cancellationReason,
    },
    lastTracking: tracking.success ? tracking.data : null,
    lastTrackingUpdatedAt: iso(o.lastTrackingAt),
    invoicedAt: iso(o.invoicedAt),
    cancelledAt: iso(o.cancelledAt),
    // Until the courier picks the parcel up (the rule staff cancel by).
    cancellable: status !== 'cancelled' && cancelRefusal(status) === null,
    cancelledBy: CANCELLED_BY.safeParse(o.cancelledBy).data ?? null,
    refunds: refunds.map((r) => ({
      amount: paiseToRupees(paise(r.amountPaise)),
      status: RefundStatus.parse(r.status),
      createdAt: r.createdAt.toISOString(),
      settledAt: iso(r.settledAt),
    })),
    ...pricingOf(o),
    // Only an order that asked for a COD confirmation carries it: with the setting off the answer is unchanged.
    ...(o.codConfirmation !== 'not_required'
      ? { codConfirmation: { state: codState(o.codConfirmation), deadline: iso(o.codConfirmDeadline) } }
      : {}),
  };
}

const codState = (s: string) => COD_CONFIRMATION_STATES.find((state) => state === s) ?? 'not_required';

const rupees = (amountPaise: number) => paiseToRupees(paise(amountPaise));

/** The order's pricing from its snapshot's answer; nothing for an order placed before orders kept it. */
function pricingOf(o: OrderWithItems['order']): Pick<Order, 'pricing'> {
  const basket = readPricedBasket(o.pricing);
  if (!basket) return {};
  return {
    pricing: {
      subtotal: rupees(basket.subtotalPaise),
      discount: rupees(basket.discountPaise),
      offers: basket.offers.map((offer) => ({ label: offer.label, discount: rupees(offer.discountPaise) })),
      couponCode: o.couponCode,
      deliveryFee: rupees(basket.fees.deliveryPaise),
      codFee: rupees(basket.fees.codPaise),
      savings: basket.savings.message,
      savingsTotal: rupees(basket.savings.totalPaise),
    },
  };
}
