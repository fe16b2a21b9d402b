import { waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadApiContract } from '../lib/api-contract';
import { orderFixture, trackingFixture } from '../testing/order-fixtures';
import { renderRoute, type RenderRouteOptions } from '../testing/render-route';
import { productFixture, shopConfigFixture, userFixture } from '../testing/shopper-fixtures';
import { preloadScreens } from './router';

// Every route has its own <title>, '{page} | {shop name}' with the name from GET /api/shop-config.
const shop = { ...shopConfigFixture, name: 'Kesari' };
const kurti = productFixture();
const order = orderFixture({ _id: '69167515-3c1e-4f7a-9b2d-0a1b2c3d4e5f' });
const signedIn = { user: userFixture() };
const URLS = [
  '/',
  '/shop',
  '/contact',
  '/login',
  '/product/k1',
  '/cart',
  '/checkout',
  '/orders',
  '/orders/1',
  '/profile',
  '/x',
];
const routes: RenderRouteOptions['routes'] = {
  'GET /api/shop-config': [200, shop],
  'GET /api/client/products/k1': [200, kurti],
  'GET /api/client/products/gone': [404, { message: 'Product not found' }],
  'GET /api/reviews/k1': [200, []],
  'GET /api/reviews/check-eligibility/k1': [200, { eligible: false }],
  'GET /api/orders/my': [200, []],
  [`GET /api/orders/${order._id}`]: [200, order],
  [`GET /api/orders/track-shipping/${order._id}`]: [200, trackingFixture()],
};

// Every screen's chunk and the API contract loaded ahead, as the page does for its first screen.
beforeAll(() => Promise.all([loadApiContract(), ...URLS.map((url) => preloadScreens(url.split('?')[0] ?? url))]));
beforeEach(() => {
  document.title = 'Vastra — Fashion start from here.';
});
afterEach(() => vi.unstubAllGlobals());

describe('page titles', () => {
  it.each([
    ['/', 'Kesari — Fashion start from here.', {}],
    ['/shop', 'Shop | Kesari', {}],
    ['/shop?category=t-shirt', 'Shop: T-Shirt | Kesari', {}],
    ['/contact', 'Contact | Kesari', {}],
    ['/login', 'Login | Kesari', {}],
    ['/login?mode=signup', 'Signup | Kesari', {}],
    ['/product/k1', 'Indigo Anarkali Kurti | Kesari', {}],
    ['/product/gone', 'Product not found | Kesari', {}],
    ['/cart', 'Cart | Kesari', signedIn],
    ['/checkout', 'Checkout | Kesari', signedIn],
    ['/orders', 'My Orders | Kesari', signedIn],
    [`/orders/${order._id}`, 'Order #69167515 | Kesari', signedIn],
    ['/profile', 'Profile | Kesari', signedIn],
    ['/no-such-page', 'Page Not Found | Kesari', {}],
  ])('%s is titled %j', async (url, title, options) => {
    renderRoute(url, { ...options, routes });
    await waitFor(() => expect(document.title).toBe(title));
  });
});
