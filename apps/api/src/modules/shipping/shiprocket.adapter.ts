import type { Clock } from '../../shared/clock';
import { createShiprocketClient, errorText } from './shiprocket-client';
import { toAdhocOrder } from './shiprocket-order';
import { createReturnBooking } from './shiprocket-return';
import { QUOTE_WEIGHT_KG, readServiceability } from './shiprocket-serviceability';
import {
  ShipmentPickedUpError,
  ShippingProviderError,
  type Booking,
  type PartialBooking,
  type ShippingProvider,
} from './shipping.port';

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const idText = (v: unknown): string | null =>
  (typeof v === 'number' && Number.isFinite(v)) || (typeof v === 'string' && v.trim() !== '') ? String(v).trim() : null;

export interface ShiprocketOptions {
  baseUrl: string;
  email: string;
  password: string;
  pickupLocation: string;
  /** The pickup location's PIN, where serviceability quotes start. */
  pickupPincode: string;
  timeoutMs: number;
  clock: Clock;
  fetch?: typeof fetch;
}

// `POST /orders/create/adhoc` → { order_id, shipment_id, status: 'NEW', … }
// (docs/rules/third-parties.md#shiprocket-orders); a 200 without both ids is a refusal whose message says why.
function readCreated(body: unknown): PartialBooking {
  const shipperOrderId = isObject(body) ? idText(body.order_id) : null;
  const shipmentId = isObject(body) ? idText(body.shipment_id) : null;
  if (!shipperOrderId || !shipmentId) {
    throw new ShippingProviderError(errorText(body) ?? 'Shiprocket did not create the order');
  }
  return { shipperOrderId, shipmentId };
}

// `POST /courier/assign/awb` → { awb_assign_status: 1, response: { data: { awb_code, courier_name } } }
// (docs/rules/third-parties.md#shiprocket-awb).
function readAssigned(body: unknown, partial: PartialBooking): { awb: string; courier: string } {
  const data = isObject(body) && isObject(body.response) && isObject(body.response.data) ? body.response.data : {};
  const awb = idText(data.awb_code);
  const assigned = isObject(body) && Number(body.awb_assign_status) === 1;
  if (!assigned || !awb) {
    const reason = errorText(body) ?? errorText({ message: data.awb_assign_error }) ?? 'no courier was assigned';
    throw new ShippingProviderError(`AWB assignment failed: ${reason}`, { partial });
  }
  const courier =
    typeof data.courier_name === 'string' && data.courier_name.trim() ? data.courier_name.trim() : 'Courier';
  return { awb, courier };
}

/** Shiprocket's record of one of our orders: how far an earlier booking got, even if its answer was lost. */
interface ExistingBooking {
  partial: PartialBooking;
  awb: string | null;
  courier: string | null;
  record: Json;
}

// `GET /orders?search=<our order id>` → { data: [{ id, channel_order_id, status, shipments: [{ id, awb, courier }] }] }
// (docs/rules/third-parties.md#shiprocket-orders advises this look-up before retrying a create that timed out).
function readExisting(body: unknown, orderId: string): ExistingBooking | null {
  const list = isObject(body) && Array.isArray(body.data) ? (body.data as unknown[]) : [];
  for (const record of list) {
    if (!isObject(record) || String(record.channel_order_id) !== orderId) continue;
    if (typeof record.status === 'string' && /cancel/i.test(record.status)) continue;
    const shipments = Array.isArray(record.shipments) ? (record.shipments as unknown[]) : [];
    const shipment = shipments.find(isObject);
    const shipperOrderId = idText(record.id);
    const shipmentId = shipment ? idText(shipment.id) : null;
    if (!shipment || !shipperOrderId || !shipmentId) continue;
    const courier = typeof shipment.courier === 'string' && shipment.courier.trim() ? shipment.courier.trim() : null;
    return { partial: { shipperOrderId, shipmentId }, awb: idText(shipment.awb), courier, record };
  }
  return null;
}

/**
 * Refusals that may only mean "already done": a create or AWB call whose answer was lost (a timeout)
 * did its work, and Shiprocket refuses the repeat (422 'The order id has already been taken', 400
 * 'Cannot reassign courier for this shipment'). Retrying blindly would fail forever.
 */
const MAYBE_ALREADY_DONE = new Set([400, 422]);

/** The real aggregator (SHIPPING_PROVIDER=shiprocket): adhoc order, AWB assignment, tracking by AWB. */
export function createShiprocketAdapter(options: ShiprocketOptions): ShippingProvider {
  const client = createShiprocketClient(options);

  /** After a refusal that may mean "already done", Shiprocket's own record of the order, or null. */
  async function existingAfter(error: unknown, orderId: string): Promise<ExistingBooking | null> {
    if (!(error instanceof ShippingProviderError) || !MAYBE_ALREADY_DONE.has(error.details.status ?? 0)) return null;
    const body = await client.request('GET', `/orders?search=${encodeURIComponent(orderId)}`).catch(() => null);
    return readExisting(body, orderId);
  }

  const bookedEarlier = (found: ExistingBooking & { awb: string }): Booking => ({
    awb: found.awb,
    courier: found.courier ?? 'Courier',
    shipperOrderId: found.partial.shipperOrderId,
    shipmentId: found.partial.shipmentId,
    status: 'AWB Assigned',
    response: { recovered: found.record },
  });

  return {
    name: 'Shiprocket',

    async serviceability(pincode, { cod }) {
      const query = new URLSearchParams({
        pickup_postcode: options.pickupPincode,
        delivery_postcode: pincode,
        cod: cod ? '1' : '0',
        weight: QUOTE_WEIGHT_KG,
      });
      return readServiceability(
        await client.request('GET', `/courier/serviceability/?${query.toString()}`),
        options.clock.now(),
      );
    },

    async book(order, partial) {
      // A previous attempt that created the order resumes at the AWB: re-creating would be refused
      // or duplicated, since Shiprocket has no idempotency key (docs/rules/third-parties.md#shiprocket-limits).
      let created = partial;
      let createBody: unknown = null;
      if (!created) {
        try {
          createBody = await client.request(
            'POST',
            '/orders/create/adhoc',
            toAdhocOrder(order, options.pickupLocation),
          );
          created = readCreated(createBody);
        } catch (error) {
          const found = await existingAfter(error, order.id);
          if (!found) throw error;
          if (found.awb) return bookedEarlier({ ...found, awb: found.awb });
          created = found.partial;
        }
      }
      const resumed = created;
      let awbBody: unknown;
      try {
        awbBody = await client.request('POST', '/courier/assign/awb', { shipment_id: Number(resumed.shipmentId) });
      } catch (error) {
        const found = await existingAfter(error, order.id);
        if (found?.awb) return bookedEarlier({ ...found, awb: found.awb });
        if (error instanceof ShippingProviderError) {
          throw new ShippingProviderError(`AWB assignment failed: ${error.message}`, {
            ...error.details,
            partial: resumed,
          });
        }
        throw error;
      }
      const { awb, courier } = readAssigned(awbBody, resumed);
      return {
        awb,
        courier,
        shipperOrderId: resumed.shipperOrderId,
        shipmentId: resumed.shipmentId,
        status: 'AWB Assigned',
        response: { order: createBody ?? resumed, awb: awbBody },
      };
    },

    async track(awb) {
      const body = await client.request('GET', `/courier/track/awb/${encodeURIComponent(awb)}`);
      if (!isObject(body) && !Array.isArray(body))
        throw new ShippingProviderError('Shiprocket sent unreadable tracking');
      // The bulk call keys answers by AWB; the single call may do the same on some accounts.
      if (isObject(body) && !('tracking_data' in body) && isObject(body[awb])) return body[awb];
      return body;
    },

    // `POST /ndr/{awb}/action` { action: 're-attempt' | 'return', comments } → 202 { status: 'Data Updated
    // Sucessfully' } (sic; __fixtures__/shiprocket-ndr-action.json); an answer without it is a refusal.
    async ndrAction(awb, action, comment) {
      const body = await client.request('POST', `/ndr/${encodeURIComponent(awb)}/action`, {
        action: action === 'reattempt' ? 're-attempt' : 'return',
        comments: comment,
      });
      const status = isObject(body) && typeof body.status === 'string' ? body.status : '';
      if (!/updated|success/i.test(status)) {
        throw new ShippingProviderError(errorText(body) ?? 'Shiprocket did not take the failed-delivery action');
      }
    },

    // `POST /orders/create/return` then `POST /courier/assign/awb` (shiprocket-return.ts).
    bookReturnPickup: createReturnBooking(client, options.pickupLocation),

    // `POST /orders/cancel` { ids: [order id] } → 204 without a body; 422 once it cannot be cancelled any more
    // (picked up or shipped: a return takes over) (docs/rules/third-parties.md#shiprocket-cancel).
    async cancelBooking({ awb, shipperOrderId }) {
      const id = shipperOrderId === null ? NaN : Number(shipperOrderId);
      if (!Number.isSafeInteger(id)) throw new ShippingProviderError(`No Shiprocket order id for AWB ${awb}`);
      try {
        await client.request('POST', '/orders/cancel', { ids: [id] });
      } catch (error) {
        if (error instanceof ShippingProviderError && error.details.status === 422) {
          throw new ShipmentPickedUpError(error.message, { status: 422 });
        }
        throw error;
      }
    },
  };
}
