import { addressLines } from '@vastra/domain/address';
import { normalizeIndianMobile } from '@vastra/domain/identity';
import { splitVariantKey, variantLabel } from '@vastra/domain/catalog';
import { paise, paiseToRupees } from '@vastra/domain/money';
import { formatIst } from './ist-time';
import type { ShipmentItem, ShipmentOrder } from './shipping.port';

/** Parcel size when the catalogue has none: a folded garment in a courier bag (ours). */
export const DEFAULT_PARCEL = { lengthCm: 30, breadthCm: 25, heightCm: 5, kgPerUnit: 0.3, minKg: 0.5 } as const;

const rupees = (amountPaise: number) => paiseToRupees(paise(amountPaise));

// "billing_customer_name: first name", the rest as the last name.
function splitName(name: string): { first: string; last: string } {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return { first: first || 'Customer', last: rest.join(' ') };
}

/**
 * The ten digits Shiprocket wants, from '+91…' or any spacing (docs/rules/third-parties.md#shiprocket-orders
 * billing_phone).
 */
export function tenDigitPhone(phone: string): string {
  return normalizeIndianMobile(phone) ?? phone.replace(/\D/g, '').slice(-10);
}

/**
 * A line's name and SKU as the courier's label and manifest show them: "Kurti (M)", or "Kurti (Size: M · Colour: Red)"
 * for a product with a second option; the variant's own SKU, else our product id and the variant's values
 * ("…-M", "…-M-Red").
 */
export function itemNameAndSku(item: ShipmentItem): { name: string; sku: string } {
  return {
    name: `${item.title} (${variantLabel(item.size, item.option2Name)})`,
    sku: item.sku || `${item.productId}-${splitVariantKey(item.size).filter(Boolean).join('-')}`,
  };
}

/**
 * The body of `POST /orders/create/adhoc` for an order (docs/rules/third-parties.md#shiprocket-orders): our order id as
 * the channel reference, amounts in rupees, a 10-digit phone and the parcel's default size.
 */
export function toAdhocOrder(order: ShipmentOrder, pickupLocation: string) {
  const { first, last } = splitName(order.customer.name);
  const units = order.items.reduce((n, item) => n + item.quantity, 0);
  const weight = Math.max(DEFAULT_PARCEL.minKg, Math.round(units * DEFAULT_PARCEL.kgPerUnit * 100) / 100);
  // The flat or house before the street address; the area and landmark on the second line; a second phone when given
  // (docs/decisions/130-address-details.md).
  const details = order.customer.details ?? {};
  const { line1, line2 } = addressLines(order.customer.address, details);
  const alternate = details.altPhone ? tenDigitPhone(details.altPhone) : '';
  return {
    order_id: order.id,
    order_date: formatIst(order.createdAt, false),
    pickup_location: pickupLocation,
    billing_customer_name: first,
    billing_last_name: last,
    billing_address: line1,
    ...(line2 ? { billing_address_2: line2 } : {}),
    billing_city: order.customer.city.slice(0, 30),
    billing_pincode: Number(order.customer.pincode),
    billing_state: order.customer.state,
    billing_country: 'India',
    billing_email: order.customer.email,
    billing_phone: tenDigitPhone(order.customer.phone),
    ...(alternate ? { billing_alternate_phone: alternate } : {}),
    shipping_is_billing: true,
    order_items: order.items.map((item) => ({
      ...itemNameAndSku(item),
      units: item.quantity,
      selling_price: rupees(item.unitPricePaise),
      discount: 0,
      tax: 0,
    })),
    payment_method: order.paymentMode === 'cod' ? 'COD' : 'Prepaid',
    shipping_charges: 0,
    total_discount: 0,
    sub_total: rupees(order.totalPaise),
    length: DEFAULT_PARCEL.lengthCm,
    breadth: DEFAULT_PARCEL.breadthCm,
    height: DEFAULT_PARCEL.heightCm,
    weight,
  };
}
