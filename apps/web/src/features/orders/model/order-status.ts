import type { Order, TrackingResponse } from '@vastra/domain/api';
import {
  DISPLAY_STATUS,
  type OrderDetailsLabel,
  type TrackingSnapshot,
  classifyTrackingStatus,
  isFinalStatus,
  orderDetailsLabel,
} from '@vastra/domain/tracking';
import type { Translator } from '../../../lib/i18n';
import { PAYMENT_INSTRUMENT_MESSAGES } from './order-texts';

/** The tracking an order shows: the latest fetched, else the snapshot saved on the order. */
export function trackingOf(order: Order, fetched: TrackingResponse | null | undefined): TrackingSnapshot | null {
  return fetched?.tracking ?? order.lastTracking;
}

/** The courier's current status text, from the freshest source that has one. */
export function courierStatusOf(order: Order, fetched: TrackingResponse | null | undefined): string | null {
  return fetched?.currentStatus ?? trackingOf(order, fetched)?.courierStatus ?? order.shipping.shiprocketStatus;
}

/**
 * The order details label (docs/rules/shipping.md#display-statuses): Cancelled, Removed, Delivered, Returned, In
 * Transit, …
 */
export function detailsLabelOf(order: Order, fetched: TrackingResponse | null | undefined): OrderDetailsLabel {
  return orderDetailsLabel({
    orderStatus: order.status,
    courierStatus: courierStatusOf(order, fetched),
    removedFromShiprocket: fetched?.removedFromShiprocket ?? order.shipping.removedFromShiprocket,
    cancellationReason: fetched?.cancellationReason ?? order.shipping.cancellationReason,
  });
}

/**
 * True once nothing will move any more: polling stops (docs/rules/shipping.md#display-statuses: delivered, cancelled,
 * canceled, returned).
 */
export function isOrderFinal(order: Order, fetched: TrackingResponse | null | undefined): boolean {
  return isFinalStatus(order.status) || isFinalStatus(detailsLabelOf(order, fetched));
}

/**
 * The orders list badge (docs/rules/shipping.md#display-statuses): a settled order shows its own status
 * classified; otherwise the courier's text; an order not yet with the courier is 'Awaiting shipment'.
 */
export function listStatusOf(order: Order, fetched: TrackingResponse | null | undefined): string {
  if (isFinalStatus(order.status)) return classifyTrackingStatus(order.status);
  const courier = courierStatusOf(order, fetched);
  if (courier) return classifyTrackingStatus(courier);
  return order.status === 'placed' ? DISPLAY_STATUS.awaitingShipment : classifyTrackingStatus(order.status);
}

/** The badge colour of a display status. */
export function statusTone(status: string): 'success' | 'danger' | 'dark' | 'neutral' {
  if (status === DISPLAY_STATUS.delivered || status === 'Delivered') return 'success';
  if (status === DISPLAY_STATUS.cancelled || status === 'Returned' || status === 'Removed') return 'danger';
  if (status === DISPLAY_STATUS.shipped || status === DISPLAY_STATUS.outForDelivery || status === 'In Transit')
    return 'dark';
  return 'neutral';
}

/** How the order was paid, as shoppers say it, in their language. */
export function paymentModeText(order: Order, { t, tm }: Pick<Translator, 't' | 'tm'>): string {
  if ((order.paymentMode ?? order.paymentInfo.method) === 'cod') return t('Cash on Delivery');
  // How it was paid, when the gateway said (decision 033); orders from before it was recorded were paid by card.
  const instrument = order.paymentInfo.instrument;
  return instrument
    ? t('Paid by {method}', { method: tm(PAYMENT_INSTRUMENT_MESSAGES[instrument]) })
    : t('Prepaid (card)');
}
