import {
  CreateSalePriceBody,
  DeletedSalePriceResponse,
  SalePriceResponse,
  SalePricesQuery,
  SalePricesResponse,
  UpdateSalePriceBody,
} from './admin-sale-prices';
import { IdParams } from './common';
import type { Endpoint } from './endpoint';

/**
 * Sale prices on a schedule: the owner sets them (permission `offers`), every change audited;
 * the catalogue and orders apply them at the server's now (docs/decisions/086-sale-prices-on-a-schedule.md).
 */
export const ADMIN_SALE_PRICE_ENDPOINTS = {
  adminSalePrices: {
    method: 'GET',
    path: '/api/admin/sale-prices',
    auth: { staff: 'offers' },
    tags: ['admin'],
    summary: 'The sale prices with their state now (scheduled, live, paused, ended), of a product or a category',
    query: SalePricesQuery,
    response: SalePricesResponse,
    errors: [],
  },
  adminCreateSalePrice: {
    method: 'POST',
    path: '/api/admin/sale-prices',
    auth: { staff: 'offers' },
    tags: ['admin'],
    summary: 'Schedules a sale price for a size, a product or a category (audited sale.create)',
    body: CreateSalePriceBody,
    response: SalePriceResponse,
    status: 201,
    errors: ['sale_invalid'],
  },
  adminUpdateSalePrice: {
    method: 'PATCH',
    path: '/api/admin/sale-prices/:id',
    auth: { staff: 'offers' },
    tags: ['admin'],
    summary: "Changes a sale's price, window, name or pause (audited sale.update)",
    params: IdParams,
    body: UpdateSalePriceBody,
    response: SalePriceResponse,
    errors: ['not_found', 'sale_invalid'],
  },
  adminEndSalePrice: {
    method: 'POST',
    path: '/api/admin/sale-prices/:id/end',
    auth: { staff: 'offers' },
    tags: ['admin'],
    summary: 'Ends a sale now: its end becomes the server time (audited sale.end)',
    params: IdParams,
    response: SalePriceResponse,
    errors: ['not_found', 'sale_not_changeable'],
  },
  adminDeleteSalePrice: {
    method: 'DELETE',
    path: '/api/admin/sale-prices/:id',
    auth: { staff: 'offers' },
    tags: ['admin'],
    summary: 'Deletes a sale that has not started (audited sale.delete); a started one is ended instead',
    params: IdParams,
    response: DeletedSalePriceResponse,
    errors: ['not_found', 'sale_not_changeable'],
  },
} as const satisfies Record<string, Endpoint>;
