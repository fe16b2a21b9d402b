import { z } from 'zod';
import { ADDRESS_DETAIL_FIELDS, IndianState, PinCodeField } from '../address';
import { BILLING_NAME_MAX, BillingForm, BillingPhoneField, CHECKOUT_MESSAGES, NOTES_MAX } from '../checkout';
import { requiredText } from '../forms';
import { LANGUAGES } from '../i18n/language';
import { EmailField, IDENTITY_MESSAGES } from '../identity';
import { DEFAULT_ORDER_ITEM_SIZE, SHIPPING_COST } from '../orders';
import { VARIANT_KEY_MAX } from '../catalog/variant-key';
import { ID_MAX, Rupees } from './common';

/** Most lines one order may have (ours; a cart holds at most 100 lines). */
export const MAX_ORDER_ITEMS = 100;

/** Most units of one line (ours, as the cart). */
export const MAX_ORDER_ITEM_QUANTITY = 999;

/**
 * The buyer's details sent with an order (docs/rules/checkout.md#data), checked as the billing form: its fields and
 * limits (`BillingForm`), the name being its first and last name joined.
 */
export const CustomerInfo = z.strictObject({
  name: requiredText(BILLING_NAME_MAX, IDENTITY_MESSAGES.nameRequired, IDENTITY_MESSAGES.nameTooLong),
  email: EmailField,
  phone: BillingPhoneField,
  address: BillingForm.shape.address,
  city: BillingForm.shape.city,
  state: IndianState,
  pincode: PinCodeField,
  notes: z.string().max(NOTES_MAX).trim().default(''),
  // Optional details beside the specification's fields (docs/decisions/130-address-details.md).
  ...ADDRESS_DETAIL_FIELDS,
});
export type CustomerInfo = z.infer<typeof CustomerInfo>;

/** The order's customerInfo from the billing form: first and last name joined (docs/rules/orders.md#data). */
export function toCustomerInfo(form: BillingForm): CustomerInfo {
  return {
    name: `${form.firstName} ${form.lastName}`.trim(),
    email: form.email,
    phone: form.phone,
    address: form.address,
    city: form.city,
    state: form.state,
    pincode: form.pinCode,
    notes: form.notes ?? '',
    house: form.house,
    area: form.area,
    landmark: form.landmark,
    altPhone: form.altPhone,
  };
}

const ProductId = z
  .string({ error: CHECKOUT_MESSAGES.missingProductIds })
  .trim()
  .min(1, { error: CHECKOUT_MESSAGES.missingProductIds })
  .max(ID_MAX, { error: 'Invalid product id' })
  .regex(/^[A-Za-z0-9_-]+$/, { error: 'Invalid product id' });

/**
 * One order line as sent (docs/rules/checkout.md#data): productId, title, size (default 'M'), quantity
 * and price. The server prices the line from its own catalogue (docs/rules/security.md); price is informative.
 */
export const OrderItemInput = z.strictObject({
  productId: ProductId,
  title: z.string().max(300).default(''),
  size: z.string().trim().min(1).max(VARIANT_KEY_MAX).default(DEFAULT_ORDER_ITEM_SIZE),
  quantity: z.number().int().min(1).max(MAX_ORDER_ITEM_QUANTITY),
  price: Rupees,
});
export type OrderItemInput = z.infer<typeof OrderItemInput>;

/** An order's lines: at least one (docs/rules/checkout.md#validation), at most 100. */
export const OrderItemsInput = z
  .array(OrderItemInput, { error: CHECKOUT_MESSAGES.noItemsInOrder })
  .min(1, { error: CHECKOUT_MESSAGES.noItemsInOrder })
  .max(MAX_ORDER_ITEMS, { error: `An order may have at most ${MAX_ORDER_ITEMS} lines.` });
export type OrderItemsInput = z.infer<typeof OrderItemsInput>;

/**
 * A coupon code as the shopper typed it, at most 40 characters: the server trims and upper-cases it and answers a code
 * of the wrong shape with the coupon's own message, beside the field, not with a 400.
 */
export const TypedCouponCode = z.string().max(40);

/**
 * What both payment paths send about the order itself (docs/rules/api.md#endpoints: customerInfo, items, totalAmount).
 */
export const OrderData = z.strictObject({
  customerInfo: CustomerInfo,
  items: OrderItemsInput,
  totalAmount: Rupees,
  /** The coupon the shopper applied (docs/deviations.md: offers): refused with its reason when it does not apply. */
  couponCode: TypedCouponCode.optional(),
  /**
   * The total the checkout showed (the quote's `total`). When sent, a different total now is refused (409
   * quote_changed) instead of charged; `totalAmount` stays informative, as the spec has it.
   */
  quotedTotal: Rupees.optional(),
  /**
   * The shopper's answer to "Send my order updates on WhatsApp" at checkout (docs/decisions/126-whatsapp.md): true
   * records her opt-in for the order's phone, false her opt-out; left out, her earlier answer stands.
   */
  whatsappUpdates: z.boolean().optional(),
  /**
   * The language of the wording she answered (the checkout page's, docs/decisions/136-hindi-storefront.md), kept with
   * her opt-in beside the wording's version; left out (an older page), English.
   */
  whatsappLanguage: z.enum(LANGUAGES).optional(),
  /**
   * The shopper's language at checkout (docs/decisions/145-order-texts-in-hindi.md): her order texts are written in
   * it where the shop has the template; left out (an older page, another client), English.
   */
  language: z.enum(LANGUAGES).optional(),
});
export type OrderData = z.infer<typeof OrderData>;

/**
 * POST /api/orders/cod body (docs/rules/api.md#endpoints): payment type 'COD'. The shipping cost is informative
 * (docs/deviations.md: delivery fees are the shop's settings, priced by the server), 0 unless said.
 */
export const CodOrderBody = z.strictObject({
  ...OrderData.shape,
  shippingCost: Rupees.default(SHIPPING_COST),
  paymentType: z.literal('COD'),
});
export type CodOrderBody = z.infer<typeof CodOrderBody>;

const GatewayId = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_]{1,64}$/, { error: 'Invalid payment reference' });

/**
 * POST /api/orders/verify body (docs/rules/api.md#endpoints): the card provider's order id, payment id and signature
 * (hex HMAC-SHA256, docs/rules/third-parties.md#razorpay-signature) and the order data.
 */
export const VerifyPaymentBody = z.strictObject({
  razorpay_order_id: GatewayId,
  razorpay_payment_id: GatewayId,
  razorpay_signature: z.string().regex(/^[a-f0-9]{64}$/i, { error: 'Invalid payment signature' }),
  orderData: OrderData,
});
export type VerifyPaymentBody = z.infer<typeof VerifyPaymentBody>;

/**
 * POST /api/payment/create-order body (docs/rules/api.md#endpoints {amount}; docs/deviations.md: items may come too).
 * `amount` is rupees, like all API money; the server binds the gateway order to its own total.
 */
export const CreatePaymentOrderBody = z.strictObject({
  amount: Rupees.positive(),
  items: OrderItemsInput.optional(),
  /** Kept with the gateway order so a webhook can record the order if verify never arrives (docs/deviations.md). */
  customerInfo: CustomerInfo.optional(),
  /** The coupon applied and the total shown, as for placing a COD order (`OrderData`). */
  couponCode: TypedCouponCode.optional(),
  quotedTotal: Rupees.optional(),
  /** The shopper's language, kept with the order details for a webhook's order (`OrderData.language`). */
  language: z.enum(LANGUAGES).optional(),
});
export type CreatePaymentOrderBody = z.infer<typeof CreatePaymentOrderBody>;

/**
 * POST /api/payment/create-order answer: the gateway order as checkout.js takes it. `amount` is
 * integer paise, as Razorpay orders carry it (docs/rules/third-parties.md#razorpay-orders).
 */
export const CreatePaymentOrderResponse = z.object({
  id: z.string(),
  amount: z.number().int().min(1),
  currency: z.literal('INR'),
});
export type CreatePaymentOrderResponse = z.infer<typeof CreatePaymentOrderResponse>;

/** GET /api/payment/get-key answer: the public key and where to load the checkout script from. */
export const PaymentKeyResponse = z.object({ key: z.string(), checkoutScriptUrl: z.string() });
export type PaymentKeyResponse = z.infer<typeof PaymentKeyResponse>;
