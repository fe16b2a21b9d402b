import { IdParams } from './common';
import { OrderPathParams } from './checkout-http';
import { ShopSettingsResponse } from './delivery';
import {
  ConfirmCodBody,
  ConfirmCodLinkBody,
  ConfirmCodLinkResponse,
  DevCodExpireBody,
  DevCodExpireResponse,
  ShopperCancelBody,
} from './order-self-service';
import { Order } from './order-response';
import { SavedAddress, SavedAddressInput, SavedAddressList } from './saved-addresses';
import { ShopSettingsUpdate } from '../settings';
import { MessageResponse } from './common';
import { PublicTrackingResponse, TrackingTokenParams } from './tracking-response';
import type { Endpoint } from './endpoint';

/**
 * Delivery by PIN code, the shop's cash-on-delivery settings, the shopper's address book, and what a shopper does
 * with an order after placing it (cancel it, confirm cash on delivery).
 */
export const DELIVERY_ENDPOINTS = {
  adminSettings: {
    method: 'GET',
    path: '/api/admin/settings',
    auth: { staff: 'any' },
    tags: ['admin'],
    summary: "The shop's settings",
    response: ShopSettingsResponse,
    errors: ['unprocessable'],
  },
  adminUpdateSettings: {
    method: 'PUT',
    path: '/api/admin/settings',
    auth: { staff: 'settings' },
    tags: ['admin'],
    summary: "Changes the shop's settings: the sections sent replace those stored (audited)",
    body: ShopSettingsUpdate,
    response: ShopSettingsResponse,
    errors: [],
  },
  savedAddresses: {
    method: 'GET',
    path: '/api/addresses',
    auth: 'bearer',
    tags: ['account'],
    summary: 'Your saved addresses, the default first',
    response: SavedAddressList,
    errors: [],
  },
  addSavedAddress: {
    method: 'POST',
    path: '/api/addresses',
    auth: 'bearer',
    tags: ['account'],
    summary: 'Saves an address (the first one becomes the default)',
    body: SavedAddressInput,
    response: SavedAddress,
    status: 201,
    errors: ['conflict', 'unprocessable'],
  },
  updateSavedAddress: {
    method: 'PUT',
    path: '/api/addresses/:id',
    auth: 'bearer',
    tags: ['account'],
    summary: 'Changes a saved address, or makes it the default',
    params: IdParams,
    body: SavedAddressInput,
    response: SavedAddress,
    errors: ['not_found', 'unprocessable'],
  },
  deleteSavedAddress: {
    method: 'DELETE',
    path: '/api/addresses/:id',
    auth: 'bearer',
    tags: ['account'],
    summary: 'Deletes a saved address',
    params: IdParams,
    response: MessageResponse,
    errors: ['not_found'],
  },
  cancelMyOrder: {
    method: 'POST',
    path: '/api/orders/:id/cancel',
    auth: 'bearer',
    tags: ['orders'],
    summary: 'Cancels your order before the courier picks it up: stock back, a prepaid payment refunded',
    params: OrderPathParams,
    body: ShopperCancelBody,
    response: Order,
    errors: ['not_found', 'order_not_cancellable', 'provider_failed'],
  },
  confirmMyCodOrder: {
    method: 'POST',
    path: '/api/orders/:id/confirm-cod',
    auth: 'bearer',
    tags: ['orders'],
    summary: 'Confirms your cash-on-delivery order with the code from the SMS',
    params: OrderPathParams,
    body: ConfirmCodBody,
    response: Order,
    errors: ['not_found', 'cod_confirmation_invalid', 'rate_limited'],
  },
  confirmCodLink: {
    method: 'POST',
    path: '/api/cod/confirm',
    auth: 'none',
    tags: ['orders'],
    summary: "Confirms a cash-on-delivery order from the SMS's short link",
    body: ConfirmCodLinkBody,
    response: ConfirmCodLinkResponse,
    errors: ['cod_confirmation_invalid', 'rate_limited'],
  },
  // The tracking link in order texts, opened without signing in (docs/decisions/111-sign-in-by-otp.md).
  publicTracking: {
    method: 'GET',
    path: '/api/track/:token',
    auth: 'none',
    tags: ['shipping'],
    summary: "An order's items and shipment status by the signed token of its texts' link; no personal data",
    params: TrackingTokenParams,
    response: PublicTrackingResponse,
    errors: ['not_found', 'rate_limited'],
  },
  devCodExpireNow: {
    method: 'POST',
    path: '/api/dev/cod/expire-now',
    auth: 'none',
    devOnly: true,
    tags: ['dev'],
    summary: 'Cancels the unconfirmed COD orders past their deadline as at `now` (default: the clock), for tests',
    body: DevCodExpireBody,
    response: DevCodExpireResponse,
    errors: [],
  },
} as const satisfies Record<string, Endpoint>;
