import { z } from 'zod';
import { ApiErrorBody } from './api-error';
import { AuthResponse, CheckUserBody, CheckUserResponse, LoginBody, LoginOtpBody, LogoutResponse } from './auth';
import {
  RegisterBody,
  ResetPasswordBody,
  ResetPasswordResponse,
  UpdateCartBody,
  UpdateCartResponse,
  User,
} from './auth';
import { BookShippingFailure, IdempotencyHeaders, OrderPathParams, OrderRefusal } from './checkout-http';
import { PaymentWebhookHeaders, PaymentWebhookResponse } from './checkout-http';
import { ContactBody, ContactFailureResponse, ContactSuccessResponse } from './contact';
import { AdvanceShipmentQuery, DevShipmentResponse, FailNextBookings, FailNextBookingsBody } from './dev';
import { SandboxPayBody, SandboxPayFailure, SandboxPayResponse } from './dev';
import { ERROR_CODES, type ErrorCode } from './error-codes';
import { SendCodeBody, SendCodeResponse, SmsOutboxQuery, SmsOutboxResponse } from './identity';
import { VerifyCodeBody, VerifyCodeResponse } from './identity';
import { BookShippingResponse, Order, OrderIdParams, OrderListResponse, PlaceOrderResponse } from './order-response';
import { UserIdParams } from './order-response';
import { CodOrderBody, CreatePaymentOrderBody, CreatePaymentOrderResponse } from './order-request';
import { PaymentKeyResponse, VerifyPaymentBody } from './order-request';
import { ProductListResponse, ProductPathParams, ProductResponse } from './products';
import { CreateReviewBody, CreateReviewResponse, ProductIdParams, ReviewEligibilityResponse } from './reviews';
import { ReviewListResponse } from './reviews';
import { HealthResponse, ReadyResponse, ShopConfig } from './shop-config';
import { AwbParams, AwbTrackingResponse, TrackMyBody, TrackMyResponse, TrackingResponse } from './tracking-response';

/**
 * Who may call an endpoint: anyone, or a shopper signed in with `Authorization: Bearer {token}`.
 * The API runs one guard per kind before the body is read; a back office adds its staff roles here.
 */
export type EndpointAuth = 'none' | 'bearer';

/**
 * One API call, the single place its path, method and schemas are written: the API registers its
 * route from it (apps/api/src/plugins/contract-route.ts), the storefront calls it by it, and the
 * OpenAPI document describes it from it.
 */
export interface Endpoint {
  method: 'GET' | 'POST';
  path: `/api/${string}`;
  auth: EndpointAuth;
  /** Exists only outside production and answers only this machine (sandbox, simulator, SMS outbox). */
  devOnly?: true;
  tags: readonly string[];
  summary: string;
  /** How long the storefront waits for the answer. */
  timeoutMs?: number;
  params?: z.ZodType;
  query?: z.ZodType;
  headers?: z.ZodType;
  body?: z.ZodType;
  /** The success body; absent when the answer is not JSON (a script). */
  response?: z.ZodType;
  /** The success status: 200 unless said. */
  status?: 201;
  /** The codes it may answer besides those every such call may (see {@link errorCodesOf}). */
  errors: readonly ErrorCode[];
  /** Other answers by status: an error body with more fields than ApiErrorBody, or a second success. */
  answers?: Readonly<Partial<Record<number, z.ZodType>>>;
}

const orderRefusals = { 400: OrderRefusal, 409: OrderRefusal } as const;
const ContactFailure = ApiErrorBody.extend({
  error: ContactFailureResponse.shape.error.optional().describe('Always present: the same text as message'),
});
/** A wrong code says how many tries are left. */
const VerifyCodeRefusal = ApiErrorBody.extend({ attemptsLeft: z.number().int().min(0).optional() });

/**
 * Every call of docs/rules/api.md#endpoints plus docs/rules/README.md's additions and the development-only endpoints,
 * by name.
 */
export const ENDPOINTS = {
  me: {
    method: 'GET',
    path: '/api/auth/me',
    auth: 'bearer',
    tags: ['auth'],
    summary: 'The signed-in shopper',
    errors: [],
    response: User,
  },
  updateCart: {
    method: 'POST',
    path: '/api/auth/update-cart',
    auth: 'bearer',
    tags: ['auth'],
    summary: "Stores the signed-in shopper's whole cart",
    body: UpdateCartBody,
    response: UpdateCartResponse,
    errors: [],
  },
  checkUser: {
    method: 'POST',
    path: '/api/auth/check-user',
    auth: 'none',
    tags: ['auth'],
    summary: 'Whether a phone already has an account',
    body: CheckUserBody,
    response: CheckUserResponse,
    errors: ['rate_limited'],
  },
  register: {
    method: 'POST',
    path: '/api/auth/register',
    auth: 'none',
    tags: ['auth'],
    summary: 'Creates an account for a verified phone and signs it in',
    body: RegisterBody,
    response: AuthResponse,
    errors: ['phone_registered', 'otp_missing', 'rate_limited', 'provider_failed'],
  },
  login: {
    method: 'POST',
    path: '/api/auth/login',
    auth: 'none',
    tags: ['auth'],
    summary: 'Signs in with phone and password',
    body: LoginBody,
    response: AuthResponse,
    errors: ['unauthorized', 'not_found', 'rate_limited'],
  },
  loginOtp: {
    method: 'POST',
    path: '/api/auth/login-otp',
    auth: 'none',
    tags: ['auth'],
    summary: 'Signs in with a verified phone',
    body: LoginOtpBody,
    response: AuthResponse,
    errors: ['not_found', 'otp_missing', 'rate_limited', 'provider_failed'],
  },
  resetPassword: {
    method: 'POST',
    path: '/api/auth/reset-password',
    auth: 'none',
    tags: ['auth'],
    summary: 'Sets a new password for a verified phone and ends its sessions',
    body: ResetPasswordBody,
    response: ResetPasswordResponse,
    errors: ['not_found', 'otp_missing', 'rate_limited', 'provider_failed'],
  },
  logout: {
    method: 'POST',
    path: '/api/auth/logout',
    auth: 'bearer',
    tags: ['auth'],
    summary: 'Ends the session of the token sent',
    response: LogoutResponse,
    errors: [],
  },
  sendCode: {
    method: 'POST',
    path: '/api/identity/send-code',
    auth: 'none',
    tags: ['identity'],
    summary: 'Texts a sign-in code to a phone (local verifier only)',
    body: SendCodeBody,
    response: SendCodeResponse,
    errors: ['rate_limited', 'provider_failed'],
  },
  verifyCode: {
    method: 'POST',
    path: '/api/identity/verify-code',
    auth: 'none',
    tags: ['identity'],
    summary: 'Checks a sign-in code and answers a single-use proof (local verifier only)',
    body: VerifyCodeBody,
    response: VerifyCodeResponse,
    errors: ['otp_invalid', 'otp_expired', 'otp_missing', 'rate_limited'],
    answers: { 400: VerifyCodeRefusal },
  },
  smsOutbox: {
    method: 'GET',
    path: '/api/dev/sms-outbox',
    auth: 'none',
    devOnly: true,
    tags: ['dev'],
    summary: 'The texts the console sender "sent" to one phone, newest first',
    query: SmsOutboxQuery,
    response: SmsOutboxResponse,
    errors: [],
  },
  products: {
    method: 'GET',
    path: '/api/client/products',
    auth: 'none',
    tags: ['catalog'],
    summary: 'The catalogue',
    response: ProductListResponse,
    errors: [],
  },
  product: {
    method: 'GET',
    path: '/api/client/products/:id',
    auth: 'none',
    tags: ['catalog'],
    summary: 'One product',
    params: ProductPathParams,
    response: ProductResponse,
    errors: ['not_found'],
  },
  contact: {
    method: 'POST',
    path: '/api/contact',
    auth: 'none',
    tags: ['contact'],
    summary: 'Send a message to the shop',
    body: ContactBody,
    response: ContactSuccessResponse,
    status: 201,
    errors: ['rate_limited'],
    // The body is checked by the API's contact service with the form's own texts; every failure
    // carries `error` beside `message` (added after the body is written, so optional here).
    answers: { 400: ContactFailure, 429: ContactFailure },
  },
  reviews: {
    method: 'GET',
    path: '/api/reviews/:productId',
    auth: 'none',
    tags: ['reviews'],
    summary: "A product's reviews, newest first",
    params: ProductIdParams,
    response: ReviewListResponse,
    errors: ['not_found'],
  },
  reviewEligibility: {
    method: 'GET',
    path: '/api/reviews/check-eligibility/:productId',
    auth: 'bearer',
    tags: ['reviews'],
    summary: 'Whether the signed-in shopper may review the product (delivered, not yet reviewed)',
    params: ProductIdParams,
    response: ReviewEligibilityResponse,
    errors: ['not_found'],
  },
  createReview: {
    method: 'POST',
    path: '/api/reviews/:productId',
    auth: 'bearer',
    tags: ['reviews'],
    summary: 'Review a delivered product (one review per shopper and product)',
    params: ProductIdParams,
    body: CreateReviewBody,
    response: CreateReviewResponse,
    status: 201,
    errors: ['forbidden', 'not_found', 'conflict'],
  },
  createPaymentOrder: {
    method: 'POST',
    path: '/api/payment/create-order',
    auth: 'none',
    tags: ['payments'],
    summary: "Create a card gateway order bound to the server's total",
    body: CreatePaymentOrderBody,
    response: CreatePaymentOrderResponse,
    errors: ['out_of_stock', 'rate_limited', 'provider_failed'],
  },
  paymentKey: {
    method: 'GET',
    path: '/api/payment/get-key',
    auth: 'none',
    tags: ['payments'],
    summary: "The card gateway's public key and checkout script URL",
    response: PaymentKeyResponse,
    errors: [],
  },
  // The gateway's server-to-server call, signed over the raw body: 2xx for every signed delivery,
  // 503 only when nothing could be recorded (the gateway delivers again).
  paymentWebhook: {
    method: 'POST',
    path: '/api/payment/webhook',
    auth: 'none',
    tags: ['payments'],
    summary: 'Razorpay webhook: payment.captured / order.paid record a paid order if verify never came',
    headers: PaymentWebhookHeaders,
    response: PaymentWebhookResponse,
    errors: ['unavailable'],
  },
  sandboxCheckoutScript: {
    method: 'GET',
    path: '/api/payment/sandbox/checkout.js',
    auth: 'none',
    devOnly: true,
    tags: ['payments'],
    summary: 'Sandbox checkout.js (window.Razorpay)',
    errors: [],
  },
  sandboxPay: {
    method: 'POST',
    path: '/api/payment/sandbox/pay',
    auth: 'none',
    devOnly: true,
    tags: ['payments'],
    summary: 'Sandbox: pay a gateway order with a test card, signed as Razorpay signs',
    body: SandboxPayBody,
    response: SandboxPayResponse,
    errors: [],
    answers: { 400: SandboxPayFailure },
  },
  verifyPayment: {
    method: 'POST',
    path: '/api/orders/verify',
    auth: 'bearer',
    tags: ['orders'],
    summary: 'Verify a card payment and place its order (idempotent per gateway order)',
    body: VerifyPaymentBody,
    response: PlaceOrderResponse,
    status: 201,
    errors: ['forbidden', 'conflict', 'out_of_stock'],
    // 200 when an earlier request had placed the order.
    answers: { 200: PlaceOrderResponse, ...orderRefusals },
  },
  codOrder: {
    method: 'POST',
    path: '/api/orders/cod',
    auth: 'bearer',
    tags: ['orders'],
    summary: 'Place a cash-on-delivery order',
    headers: IdempotencyHeaders,
    body: CodOrderBody,
    response: PlaceOrderResponse,
    status: 201,
    errors: ['out_of_stock', 'idempotency_key_reused'],
    // 200 when the same Idempotency-Key had placed the order.
    answers: { 200: PlaceOrderResponse, ...orderRefusals },
  },
  bookShipping: {
    method: 'POST',
    path: '/api/orders/book-shipping/:orderId',
    auth: 'bearer',
    tags: ['shipping'],
    summary: 'Books the order with the shipping provider (or answers the existing booking)',
    params: OrderIdParams,
    response: BookShippingResponse,
    errors: ['not_found', 'conflict', 'provider_failed'],
    answers: { 502: BookShippingFailure },
  },
  // docs/deviations.md: bearer required, and only for that user.
  userOrders: {
    method: 'GET',
    path: '/api/orders/user/:userId',
    auth: 'bearer',
    tags: ['orders'],
    summary: "A shopper's orders: only their own",
    params: UserIdParams,
    response: OrderListResponse,
    errors: ['forbidden'],
  },
  myOrders: {
    method: 'GET',
    path: '/api/orders/my',
    auth: 'bearer',
    tags: ['orders'],
    summary: "The signed-in shopper's orders, newest first",
    timeoutMs: 20_000,
    response: OrderListResponse,
    errors: [],
  },
  order: {
    method: 'GET',
    path: '/api/orders/:id',
    auth: 'bearer',
    tags: ['orders'],
    summary: 'One of your orders',
    params: OrderPathParams,
    response: Order,
    errors: ['not_found'],
  },
  trackOrder: {
    method: 'GET',
    path: '/api/orders/track-shipping/:orderId',
    auth: 'bearer',
    tags: ['shipping'],
    summary: "Tracking of one of the shopper's orders",
    params: OrderIdParams,
    response: TrackingResponse,
    errors: ['not_found'],
  },
  trackAwb: {
    method: 'GET',
    path: '/api/orders/track-shipping/awb/:awb',
    auth: 'bearer',
    tags: ['shipping'],
    summary: "Tracking of one of the shopper's shipments by AWB",
    timeoutMs: 20_000,
    params: AwbParams,
    response: AwbTrackingResponse,
    errors: ['not_found'],
  },
  trackMine: {
    method: 'POST',
    path: '/api/orders/track-shipping/my',
    auth: 'bearer',
    tags: ['shipping'],
    summary: "Tracking of several of the shopper's orders and AWBs; others' are left out",
    timeoutMs: 30_000,
    body: TrackMyBody,
    response: TrackMyResponse,
    errors: [],
  },
  advanceShipment: {
    method: 'POST',
    path: '/api/dev/shipments/:awb/advance',
    auth: 'none',
    devOnly: true,
    tags: ['dev'],
    summary: 'Moves a simulated shipment on one stage (or ?to=delivered: to the end)',
    params: AwbParams,
    query: AdvanceShipmentQuery,
    response: DevShipmentResponse,
    errors: ['not_found', 'conflict'],
  },
  cancelShipment: {
    method: 'POST',
    path: '/api/dev/shipments/:awb/cancel',
    auth: 'none',
    devOnly: true,
    tags: ['dev'],
    summary: 'Cancels a simulated shipment before pickup',
    params: AwbParams,
    response: DevShipmentResponse,
    errors: ['not_found', 'conflict'],
  },
  returnShipment: {
    method: 'POST',
    path: '/api/dev/shipments/:awb/rto',
    auth: 'none',
    devOnly: true,
    tags: ['dev'],
    summary: 'Sends a picked-up simulated shipment back to origin',
    params: AwbParams,
    response: DevShipmentResponse,
    errors: ['not_found', 'conflict'],
  },
  failNextBookings: {
    method: 'POST',
    path: '/api/dev/shipments/fail-next',
    auth: 'none',
    devOnly: true,
    tags: ['dev'],
    summary: 'Makes the next bookings of this process fail (checkout failure journeys)',
    body: FailNextBookingsBody,
    response: FailNextBookings,
    errors: [],
  },
  shopConfig: {
    method: 'GET',
    path: '/api/shop-config',
    auth: 'none',
    tags: ['shop'],
    summary: "The shop's name, support details, logo and public provider settings",
    response: ShopConfig,
    errors: [],
  },
  health: {
    method: 'GET',
    path: '/api/health',
    auth: 'none',
    tags: ['health'],
    summary: 'The process answers',
    response: HealthResponse,
    errors: [],
  },
  ready: {
    method: 'GET',
    path: '/api/ready',
    auth: 'none',
    tags: ['health'],
    summary: 'The database answers (503 when it does not)',
    response: ReadyResponse,
    errors: [],
    answers: { 503: ReadyResponse },
  },
} as const satisfies Record<string, Endpoint>;

/** The name of one call in {@link ENDPOINTS}. */
export type EndpointName = keyof typeof ENDPOINTS;

/**
 * Every code a call may answer: its own list, plus 'bad_request' when it reads any input, 'unauthorized'
 * when it needs a sign-in, and 'loopback_only' when it is a development endpoint.
 */
export function errorCodesOf(endpoint: Endpoint): ErrorCode[] {
  const implied: ErrorCode[] = [];
  if (endpoint.params || endpoint.query || endpoint.headers || endpoint.body) implied.push('bad_request');
  if (endpoint.auth === 'bearer') implied.push('unauthorized');
  if (endpoint.devOnly) implied.push('loopback_only');
  return [...new Set([...implied, ...endpoint.errors])];
}

/** The statuses of a call's error answers, from its codes. */
export function errorStatusesOf(endpoint: Endpoint): number[] {
  return [...new Set(errorCodesOf(endpoint).map((code) => ERROR_CODES[code]))].sort((a, b) => a - b);
}

/** The `:name` parameters of a path, as a union of names. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** Fills a path's `:name` parameters, URL-encoded: `endpointPath(ENDPOINTS.order.path, { id })`. */
export function endpointPath<P extends string>(path: P, params: Record<PathParamNames<P>, string>): string {
  const values: Record<string, string> = params;
  return path.replace(/:([A-Za-z]+)/g, (_match, name: string) => encodeURIComponent(values[name] ?? ''));
}
