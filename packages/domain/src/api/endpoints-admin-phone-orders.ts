import { AdminCreatedOrder, AdminCreateOrderBody } from './admin-phone-orders';
import { IdempotencyHeaders, OrderRefusal } from './checkout-http';
import type { Endpoint } from './endpoint';

/** Orders taken by phone or WhatsApp (docs/decisions/132-phone-orders.md). */
export const PHONE_ORDER_ENDPOINTS = {
  adminCreateOrder: {
    method: 'POST',
    path: '/api/admin/orders',
    auth: { staff: 'orders' },
    tags: ['admin'],
    summary: "Takes an order by phone for a customer, new or known, priced and stock-checked as the shop's own",
    headers: IdempotencyHeaders,
    body: AdminCreateOrderBody,
    response: AdminCreatedOrder,
    status: 201,
    errors: ['not_found', 'out_of_stock', 'idempotency_key_reused', 'cod_not_available', 'unprocessable', 'conflict'],
    // 200 when the same Idempotency-Key had taken the order.
    answers: { 200: AdminCreatedOrder, 409: OrderRefusal },
  },
} as const satisfies Record<string, Endpoint>;
