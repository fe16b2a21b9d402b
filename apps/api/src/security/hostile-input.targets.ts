// Every route the fuzzer attacks: the contract's ENDPOINTS, the development-only ones included (the
// return type makes a new endpoint without a fuzz target a type error), plus the images and the docs.
import type { EndpointName } from '@vastra/domain/api';

export type JsonObject = Record<string, unknown>;

export interface FuzzTarget {
  method: 'GET' | 'POST';
  /** Fastify-style path: `:name` parameters are filled from `params`. */
  path: string;
  auth: boolean;
  /** Valid-format path parameters (the fuzzer replaces one at a time). */
  params?: Record<string, string>;
  /** A valid body (the fuzzer breaks it); absent for routes that read no body. */
  body?: JsonObject;
  /** Top-level keys the body cannot do without. */
  required?: readonly string[];
  /** The body may be `null` (fail-next), so `null` is not a hostile whole body there. */
  nullableBody?: boolean;
  /** A valid query for routes with a query schema (strict: unknown keys are refused). */
  query?: Record<string, string>;
  /** Acts on any well-formed request (logout): only malformed transport is sent. */
  transportOnly?: boolean;
  /** Reads raw bytes (the webhook): every body reaches the handler, which checks the signature. */
  rawBody?: boolean;
  /** Parameter values that name another route (`/api/orders/my`), left out of the fuzz. */
  reserved?: readonly string[];
}

export interface FuzzContext {
  productId: string;
  userId: string;
  phone: string;
}

const UNKNOWN_ORDER = '0b9c6a8e-1f2d-4c3b-9a8e-7d6c5b4a3f21';
const SIGNATURE = 'a'.repeat(64);

export function customerInfo(): JsonObject {
  return {
    name: 'Asha Verma',
    email: 'asha@example.com',
    phone: '9876543210',
    address: '12 MG Road, Flat 4B',
    city: 'Lucknow',
    state: 'Uttar Pradesh',
    pincode: '226001',
    notes: 'Ring the bell',
  };
}

const items = (productId: string) => [{ productId, title: 'Cotton Kurti', size: 'M', quantity: 1, price: 799 }];

/** The contract's endpoints, each with a valid request to start breaking from. */
export function endpointTargets(c: FuzzContext): Record<EndpointName, FuzzTarget> {
  const uid = 'u'.repeat(43);
  return {
    me: { method: 'GET', path: '/api/auth/me', auth: true },
    updateCart: {
      method: 'POST',
      path: '/api/auth/update-cart',
      auth: true,
      body: {
        cart: [
          {
            id: c.productId,
            title: 'Cotton Kurti',
            image: '/uploads/x.svg',
            price: 799,
            selectedSize: 'M',
            quantity: 1,
          },
        ],
      },
      required: ['cart'],
    },
    checkUser: {
      method: 'POST',
      path: '/api/auth/check-user',
      auth: false,
      body: { phone: c.phone },
      required: ['phone'],
    },
    register: {
      method: 'POST',
      path: '/api/auth/register',
      auth: false,
      body: {
        fullName: 'Asha Verma',
        email: 'asha@example.com',
        phone: c.phone,
        password: 'secret123',
        uid,
        otp: '123456',
      },
      required: ['fullName', 'email', 'phone', 'password', 'uid'],
    },
    login: {
      method: 'POST',
      path: '/api/auth/login',
      auth: false,
      body: { phone: c.phone, password: 'secret123' },
      required: ['phone', 'password'],
    },
    loginOtp: {
      method: 'POST',
      path: '/api/auth/login-otp',
      auth: false,
      body: { phone: c.phone, uid },
      required: ['phone', 'uid'],
    },
    resetPassword: {
      method: 'POST',
      path: '/api/auth/reset-password',
      auth: false,
      body: { phone: c.phone, newPassword: 'secret1234', uid },
      required: ['phone', 'newPassword', 'uid'],
    },
    logout: { method: 'POST', path: '/api/auth/logout', auth: true, transportOnly: true },
    sendCode: {
      method: 'POST',
      path: '/api/identity/send-code',
      auth: false,
      body: { phone: c.phone },
      required: ['phone'],
    },
    verifyCode: {
      method: 'POST',
      path: '/api/identity/verify-code',
      auth: false,
      body: { verificationId: UNKNOWN_ORDER, code: '123456' },
      required: ['verificationId', 'code'],
    },
    smsOutbox: { method: 'GET', path: '/api/dev/sms-outbox', auth: false, query: { phone: c.phone } },
    products: { method: 'GET', path: '/api/client/products', auth: false },
    product: { method: 'GET', path: '/api/client/products/:id', auth: false, params: { id: c.productId } },
    contact: {
      method: 'POST',
      path: '/api/contact',
      auth: false,
      body: { name: 'Asha Verma', email: 'asha@example.com', message: 'Do you ship to Goa?' },
      required: ['name', 'email', 'message'],
    },
    reviews: { method: 'GET', path: '/api/reviews/:productId', auth: false, params: { productId: c.productId } },
    reviewEligibility: {
      method: 'GET',
      path: '/api/reviews/check-eligibility/:productId',
      auth: true,
      params: { productId: c.productId },
    },
    createReview: {
      method: 'POST',
      path: '/api/reviews/:productId',
      auth: true,
      params: { productId: c.productId },
      body: { rating: 5, comment: 'Lovely fabric and fit' },
      required: ['rating', 'comment'],
    },
    createPaymentOrder: {
      method: 'POST',
      path: '/api/payment/create-order',
      auth: false,
      body: { amount: 799, items: items(c.productId), customerInfo: customerInfo() },
      required: ['amount'],
    },
    paymentKey: { method: 'GET', path: '/api/payment/get-key', auth: false },
    verifyPayment: {
      method: 'POST',
      path: '/api/orders/verify',
      auth: true,
      body: {
        razorpay_order_id: 'order_Fuzz00000000001',
        razorpay_payment_id: 'pay_Fuzz00000000001',
        razorpay_signature: SIGNATURE,
        orderData: { customerInfo: customerInfo(), items: items(c.productId), totalAmount: 799 },
      },
      required: ['razorpay_order_id', 'razorpay_payment_id', 'razorpay_signature', 'orderData'],
    },
    codOrder: {
      method: 'POST',
      path: '/api/orders/cod',
      auth: true,
      body: {
        customerInfo: customerInfo(),
        items: items(c.productId),
        totalAmount: 799,
        shippingCost: 0,
        paymentType: 'COD',
      },
      required: ['customerInfo', 'items', 'totalAmount', 'paymentType'],
    },
    bookShipping: {
      method: 'POST',
      path: '/api/orders/book-shipping/:orderId',
      auth: true,
      params: { orderId: UNKNOWN_ORDER },
    },
    userOrders: {
      method: 'GET',
      path: '/api/orders/user/:userId',
      auth: true,
      params: { userId: c.userId },
      reserved: [c.userId],
    },
    myOrders: { method: 'GET', path: '/api/orders/my', auth: true },
    order: { method: 'GET', path: '/api/orders/:id', auth: true, params: { id: UNKNOWN_ORDER }, reserved: ['my'] },
    trackOrder: {
      method: 'GET',
      path: '/api/orders/track-shipping/:orderId',
      auth: true,
      params: { orderId: UNKNOWN_ORDER },
    },
    trackAwb: {
      method: 'GET',
      path: '/api/orders/track-shipping/awb/:awb',
      auth: true,
      params: { awb: '19041234567890' },
    },
    trackMine: {
      method: 'POST',
      path: '/api/orders/track-shipping/my',
      auth: true,
      body: { awbs: ['19041234567890'], orderIds: [UNKNOWN_ORDER] },
      required: [],
    },
    shopConfig: { method: 'GET', path: '/api/shop-config', auth: false },
    health: { method: 'GET', path: '/api/health', auth: false },
    ready: { method: 'GET', path: '/api/ready', auth: false },
    paymentWebhook: { method: 'POST', path: '/api/payment/webhook', auth: false, rawBody: true },
    sandboxCheckoutScript: { method: 'GET', path: '/api/payment/sandbox/checkout.js', auth: false },
    sandboxPay: {
      method: 'POST',
      path: '/api/payment/sandbox/pay',
      auth: false,
      body: { order_id: 'order_Fuzz00000000001', card: { number: '4111111111111111', expiry: '12/30', cvv: '123' } },
      required: ['order_id', 'card'],
    },
    advanceShipment: {
      method: 'POST',
      path: '/api/dev/shipments/:awb/advance',
      auth: false,
      params: { awb: '19041234567890' },
      query: { to: 'delivered' },
    },
    cancelShipment: {
      method: 'POST',
      path: '/api/dev/shipments/:awb/cancel',
      auth: false,
      params: { awb: '19041234567890' },
    },
    returnShipment: {
      method: 'POST',
      path: '/api/dev/shipments/:awb/rto',
      auth: false,
      params: { awb: '19041234567890' },
    },
    failNextBookings: {
      method: 'POST',
      path: '/api/dev/shipments/fail-next',
      auth: false,
      body: { count: 0, message: 'Simulated courier outage' },
      required: [],
      nullableBody: true,
    },
  };
}

/** Routes outside the API contract: the product images and the OpenAPI document. */
export function extraTargets(c: FuzzContext): Record<string, FuzzTarget> {
  return {
    productImage: {
      method: 'GET',
      path: '/uploads/products/:id/:file',
      auth: false,
      params: { id: c.productId, file: '1.svg' },
    },
    openApiJson: { method: 'GET', path: '/api/docs/json', auth: false },
  };
}

/** The URL of a target with its parameters filled in (URL-encoded). */
export function urlOf(
  target: FuzzTarget,
  params: Record<string, string> = target.params ?? {},
  query?: Record<string, string>,
): string {
  const path = target.path.replace(/:([A-Za-z]+)/g, (_m, name: string) => encodeURIComponent(params[name] ?? ''));
  const search = query ? new URLSearchParams(query).toString() : '';
  return search ? `${path}?${search}` : path;
}
