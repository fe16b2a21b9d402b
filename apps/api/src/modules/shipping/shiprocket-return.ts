import { splitVariantKey } from '@vastra/domain/catalog';
import { paise, paiseToRupees } from '@vastra/domain/money';
import { errorText, type ShiprocketClient } from './shiprocket-client';
import { DEFAULT_PARCEL, itemNameAndSku, tenDigitPhone } from './shiprocket-order';
import { formatIst } from './ist-time';
import { ShippingProviderError, type Booking, type ReturnPickupOrder, type ShipmentItem } from './shipping.port';

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v).trim() : '');
const rupees = (amountPaise: number) => paiseToRupees(paise(amountPaise));

/** Our warehouse as Shiprocket keeps it: the pickup location named SHIPROCKET_PICKUP_LOCATION. */
export interface Warehouse {
  name: string;
  address: string;
  address2: string;
  city: string;
  state: string;
  country: string;
  pincode: string;
  phone: string;
  email: string;
}

// `GET /settings/company/pickup` → { data: { shipping_address: [{ pickup_location, name, address, address_2, city,
// state, country, pin_code, phone, email, … }] } } (__fixtures__/shiprocket-pickup-locations.json).
export function readWarehouse(body: unknown, pickupLocation: string): Warehouse {
  const data = isObject(body) && isObject(body.data) ? body.data : {};
  const list = Array.isArray(data.shipping_address) ? (data.shipping_address as unknown[]) : [];
  const found = list.find((a) => isObject(a) && text(a.pickup_location) === pickupLocation);
  if (!isObject(found)) {
    throw new ShippingProviderError(`Shiprocket has no pickup location named '${pickupLocation}' to return parcels to`);
  }
  return {
    name: text(found.name) || pickupLocation,
    address: text(found.address),
    address2: text(found.address_2),
    city: text(found.city),
    state: text(found.state),
    country: text(found.country) || 'India',
    pincode: text(found.pin_code),
    phone: tenDigitPhone(text(found.phone)),
    email: text(found.email),
  };
}

function splitName(name: string): { first: string; last: string } {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return { first: first || 'Customer', last: rest.join(' ') };
}

/**
 * The body of `POST /orders/create/return`: the shopper is the pickup side, our warehouse the shipping side; always
 * prepaid, amounts in rupees, the parcel sized like a forward booking (shiprocket-order.ts), the doorstep quality
 * check asked per item.
 */
/** What the courier checks at the door: the size, and the colour when the product's second option is one. */
function qualityCheckOf(item: ShipmentItem): { qc_size: string; qc_color?: string } {
  const [size, option2] = splitVariantKey(item.size);
  return option2 !== null && /^colou?r$/i.test(item.option2Name ?? '')
    ? { qc_size: size, qc_color: option2 }
    : { qc_size: size };
}

export function toReturnOrder(order: ReturnPickupOrder, warehouse: Warehouse) {
  const shopper = splitName(order.customer.name);
  const shop = splitName(warehouse.name);
  const units = order.items.reduce((n, item) => n + item.quantity, 0);
  const weight = Math.max(DEFAULT_PARCEL.minKg, Math.round(units * DEFAULT_PARCEL.kgPerUnit * 100) / 100);
  const subTotal = order.items.reduce((sum, item) => sum + item.quantity * item.unitPricePaise, 0);
  return {
    order_id: order.reference,
    order_date: formatIst(order.createdAt, false).slice(0, 10),
    pickup_customer_name: shopper.first,
    pickup_last_name: shopper.last,
    pickup_address: order.customer.address,
    pickup_city: order.customer.city.slice(0, 30),
    pickup_state: order.customer.state,
    pickup_country: 'India',
    pickup_pincode: Number(order.customer.pincode),
    pickup_email: order.customer.email,
    pickup_phone: tenDigitPhone(order.customer.phone),
    shipping_customer_name: shop.first,
    shipping_last_name: shop.last,
    shipping_address: warehouse.address,
    shipping_address_2: warehouse.address2,
    shipping_city: warehouse.city,
    shipping_state: warehouse.state,
    shipping_country: warehouse.country,
    shipping_pincode: Number(warehouse.pincode),
    shipping_phone: warehouse.phone,
    shipping_email: warehouse.email,
    order_items: order.items.map((item) => ({
      ...itemNameAndSku(item),
      units: item.quantity,
      selling_price: rupees(item.unitPricePaise),
      discount: 0,
      qc_enable: order.qualityCheck,
      ...(order.qualityCheck ? qualityCheckOf(item) : {}),
    })),
    payment_method: 'PREPAID',
    total_discount: 0,
    sub_total: rupees(subTotal),
    length: DEFAULT_PARCEL.lengthCm,
    breadth: DEFAULT_PARCEL.breadthCm,
    height: DEFAULT_PARCEL.heightCm,
    weight,
  };
}

const refused = (error: unknown) =>
  error instanceof ShippingProviderError
    ? new ShippingProviderError(`Return pickup not booked: ${error.message}`, error.details)
    : error;

/**
 * Books a reverse pickup: the return order (→ { order_id, shipment_id, status: 'RETURN PENDING', status_code: 21 }),
 * then its AWB through `POST /courier/assign/awb` with `is_return: 1`. A reference already used is refused (422 'The
 * order id has already been taken.'): each attempt needs a new one. An AWB refusal keeps the created ids in
 * `details.partial`.
 */
export function createReturnBooking(client: ShiprocketClient, pickupLocation: string) {
  let warehouse: Warehouse | null = null;
  return async function bookReturnPickup(order: ReturnPickupOrder): Promise<Booking> {
    try {
      warehouse ??= readWarehouse(await client.request('GET', '/settings/company/pickup'), pickupLocation);
    } catch (error) {
      throw refused(error);
    }
    let created: unknown;
    try {
      created = await client.request('POST', '/orders/create/return', toReturnOrder(order, warehouse));
    } catch (error) {
      throw refused(error);
    }
    const shipperOrderId = isObject(created) ? text(created.order_id) : '';
    const shipmentId = isObject(created) ? text(created.shipment_id) : '';
    if (!shipperOrderId || !shipmentId) {
      throw new ShippingProviderError(`Return pickup not booked: ${errorText(created) ?? 'no return order created'}`);
    }
    const partial = { shipperOrderId, shipmentId };
    let assigned: unknown;
    try {
      assigned = await client.request('POST', '/courier/assign/awb', { shipment_id: Number(shipmentId), is_return: 1 });
    } catch (error) {
      const message = error instanceof Error ? error.message : 'no courier was assigned';
      throw new ShippingProviderError(`Return pickup AWB assignment failed: ${message}`, { partial });
    }
    const data =
      isObject(assigned) && isObject(assigned.response) && isObject(assigned.response.data)
        ? assigned.response.data
        : {};
    const awb = text(data.awb_code);
    if (!(isObject(assigned) && Number(assigned.awb_assign_status) === 1) || !awb) {
      const reason = errorText(assigned) ?? errorText({ message: data.awb_assign_error }) ?? 'no courier was assigned';
      throw new ShippingProviderError(`Return pickup AWB assignment failed: ${reason}`, { partial });
    }
    return {
      awb,
      courier: text(data.courier_name) || 'Courier',
      shipperOrderId,
      shipmentId,
      status: 'AWB Assigned',
      response: { order: created, awb: assigned },
    };
  };
}
