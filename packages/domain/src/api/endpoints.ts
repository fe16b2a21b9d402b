import type { z } from 'zod';
import { AuthResponse, CheckUserBody, CheckUserResponse, LoginBody, LoginOtpBody, LogoutResponse } from './auth';
import {
  RegisterBody,
  ResetPasswordBody,
  ResetPasswordResponse,
  UpdateCartBody,
  UpdateCartResponse,
  User,
} from './auth';
import { IdParams } from './common';
import { ContactBody, ContactSuccessResponse } from './contact';
import { SendCodeBody, SendCodeResponse, SmsOutboxResponse, VerifyCodeBody, VerifyCodeResponse } from './identity';
import { BookShippingResponse, Order, OrderIdParams, OrderListResponse, PlaceOrderResponse } from './order-response';
import { UserIdParams } from './order-response';
import { CodOrderBody, CreatePaymentOrderBody, CreatePaymentOrderResponse } from './order-request';
import { PaymentKeyResponse, VerifyPaymentBody } from './order-request';
import { ProductListResponse, ProductResponse } from './products';
import { CreateReviewBody, CreateReviewResponse, ProductIdParams, ReviewEligibilityResponse } from './reviews';
import { ReviewListResponse } from './reviews';
import { HealthResponse, ReadyResponse, ShopConfig } from './shop-config';
import { AwbParams, AwbTrackingResponse, TrackMyBody, TrackMyResponse, TrackingResponse } from './tracking-response';

/** One API call: method, Fastify-style path, auth, optional client timeout and its schemas. */
export interface Endpoint {
  method: 'GET' | 'POST';
  path: `/api/${string}`;
  auth: 'none' | 'bearer';
  timeoutMs?: number;
  params?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
}

/**
 * Every call of docs/rules/api.md#endpoints plus docs/rules/README.md's additions, by name
 * (docs/rules/api.md#conventions: paths exactly as the spec).
 */
export const ENDPOINTS = {
  me: { method: 'GET', path: '/api/auth/me', auth: 'bearer', response: User },
  updateCart: {
    method: 'POST',
    path: '/api/auth/update-cart',
    auth: 'bearer',
    body: UpdateCartBody,
    response: UpdateCartResponse,
  },
  checkUser: {
    method: 'POST',
    path: '/api/auth/check-user',
    auth: 'none',
    body: CheckUserBody,
    response: CheckUserResponse,
  },
  register: { method: 'POST', path: '/api/auth/register', auth: 'none', body: RegisterBody, response: AuthResponse },
  login: { method: 'POST', path: '/api/auth/login', auth: 'none', body: LoginBody, response: AuthResponse },
  loginOtp: { method: 'POST', path: '/api/auth/login-otp', auth: 'none', body: LoginOtpBody, response: AuthResponse },
  resetPassword: {
    method: 'POST',
    path: '/api/auth/reset-password',
    auth: 'none',
    body: ResetPasswordBody,
    response: ResetPasswordResponse,
  },
  logout: { method: 'POST', path: '/api/auth/logout', auth: 'bearer', response: LogoutResponse },
  sendCode: {
    method: 'POST',
    path: '/api/identity/send-code',
    auth: 'none',
    body: SendCodeBody,
    response: SendCodeResponse,
  },
  verifyCode: {
    method: 'POST',
    path: '/api/identity/verify-code',
    auth: 'none',
    body: VerifyCodeBody,
    response: VerifyCodeResponse,
  },
  smsOutbox: { method: 'GET', path: '/api/dev/sms-outbox', auth: 'none', response: SmsOutboxResponse },
  products: { method: 'GET', path: '/api/client/products', auth: 'none', response: ProductListResponse },
  product: {
    method: 'GET',
    path: '/api/client/products/:id',
    auth: 'none',
    params: IdParams,
    response: ProductResponse,
  },
  contact: { method: 'POST', path: '/api/contact', auth: 'none', body: ContactBody, response: ContactSuccessResponse },
  reviews: {
    method: 'GET',
    path: '/api/reviews/:productId',
    auth: 'none',
    params: ProductIdParams,
    response: ReviewListResponse,
  },
  reviewEligibility: {
    method: 'GET',
    path: '/api/reviews/check-eligibility/:productId',
    auth: 'bearer',
    params: ProductIdParams,
    response: ReviewEligibilityResponse,
  },
  createReview: {
    method: 'POST',
    path: '/api/reviews/:productId',
    auth: 'bearer',
    params: ProductIdParams,
    body: CreateReviewBody,
    response: CreateReviewResponse,
  },
  createPaymentOrder: {
    method: 'POST',
    path: '/api/payment/create-order',
    auth: 'none',
    body: CreatePaymentOrderBody,
    response: CreatePaymentOrderResponse,
  },
  paymentKey: { method: 'GET', path: '/api/payment/get-key', auth: 'none', response: PaymentKeyResponse },
  verifyPayment: {
    method: 'POST',
    path: '/api/orders/verify',
    auth: 'bearer',
    body: VerifyPaymentBody,
    response: PlaceOrderResponse,
  },
  codOrder: {
    method: 'POST',
    path: '/api/orders/cod',
    auth: 'bearer',
    body: CodOrderBody,
    response: PlaceOrderResponse,
  },
  bookShipping: {
    method: 'POST',
    path: '/api/orders/book-shipping/:orderId',
    auth: 'bearer',
    params: OrderIdParams,
    response: BookShippingResponse,
  },
  // docs/deviations.md: bearer required, and only for that user.
  userOrders: {
    method: 'GET',
    path: '/api/orders/user/:userId',
    auth: 'bearer',
    params: UserIdParams,
    response: OrderListResponse,
  },
  myOrders: { method: 'GET', path: '/api/orders/my', auth: 'bearer', timeoutMs: 20_000, response: OrderListResponse },
  order: { method: 'GET', path: '/api/orders/:id', auth: 'bearer', params: IdParams, response: Order },
  trackOrder: {
    method: 'GET',
    path: '/api/orders/track-shipping/:orderId',
    auth: 'bearer',
    params: OrderIdParams,
    response: TrackingResponse,
  },
  trackAwb: {
    method: 'GET',
    path: '/api/orders/track-shipping/awb/:awb',
    auth: 'bearer',
    timeoutMs: 20_000,
    params: AwbParams,
    response: AwbTrackingResponse,
  },
  trackMine: {
    method: 'POST',
    path: '/api/orders/track-shipping/my',
    auth: 'bearer',
    timeoutMs: 30_000,
    body: TrackMyBody,
    response: TrackMyResponse,
  },
  shopConfig: { method: 'GET', path: '/api/shop-config', auth: 'none', response: ShopConfig },
  health: { method: 'GET', path: '/api/health', auth: 'none', response: HealthResponse },
  ready: { method: 'GET', path: '/api/ready', auth: 'none', response: ReadyResponse },
} as const satisfies Record<string, Endpoint>;

/** The name of one call in {@link ENDPOINTS}. */
export type EndpointName = keyof typeof ENDPOINTS;

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
