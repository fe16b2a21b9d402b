// Steps of the back office's order journeys (journeys/admin-orders.spec.ts): orders placed and booked through the
// API, parcels moved by the shipping simulator (apps/api/src/modules/shipping/simulator.routes.ts), and a
// back-office screen checked at a width.
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { placeCodOrder } from './admin-steps';
import { productInStock } from './checkout-steps';
import { registerShopper, type SeededProduct } from './fixtures';
import { expectNoSeriousAxeViolations, sidewaysScroll } from './page-checks';

export type AdminOrder = {
  shortId: string;
  status: string;
  items: { id: string }[];
  shipment: { awb: string | null; courier: string | null };
};

/** What the shop says is left of a product's size right now. */
export async function stockOf(request: APIRequestContext, productId: string, size: string): Promise<number> {
  const product = (await (await request.get(`/api/client/products/${productId}`)).json()) as SeededProduct;
  return product.stockBySize[size] ?? 0;
}

export async function adminOrder(request: APIRequestContext, token: string, id: string): Promise<AdminOrder> {
  const res = await request.get(`/api/admin/orders/${id}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as AdminOrder;
}

/** A COD order of one unit of the n-th product in stock (its own), booked with the simulated courier. */
export async function bookedCodOrder(request: APIRequestContext, n: number, name: string) {
  const choice = await productInStock(request, n);
  const price = choice.product.pricesBySize[choice.size] ?? 1;
  const stockBefore = await stockOf(request, choice.product._id, choice.size);
  const shopper = await registerShopper(request, name);
  const orderId = await placeCodOrder(request, shopper, { product: choice.product, size: choice.size, price });
  const booked = await request.post(`/api/orders/book-shipping/${orderId}`, {
    headers: { authorization: `Bearer ${shopper.token}` },
  });
  expect(booked.ok(), await booked.text()).toBe(true);
  const { data } = (await booked.json()) as { data: { awb: string } };
  return { ...choice, orderId, awb: data.awb, stockBefore };
}

/** Moves a simulated parcel one stage at a time until it reaches `stage`. */
export async function advanceTo(request: APIRequestContext, awb: string, stage: string) {
  for (let step = 0; step < 10; step++) {
    const res = await request.post(`/api/dev/shipments/${awb}/advance`);
    expect(res.ok(), await res.text()).toBe(true);
    if (((await res.json()) as { stage: string }).stage === stage) return;
  }
  throw new Error(`the parcel ${awb} never reached ${stage}`);
}

export async function failNextBookings(
  request: APIRequestContext,
  count: number,
  message = 'Simulated courier outage',
) {
  const res = await request.post('/api/dev/shipments/fail-next', { data: { count, message } });
  expect(res.ok(), await res.text()).toBe(true);
}

/** A section of Needs a hand (its heading also carries the count). */
export const queueSection = (page: Page, title: string) =>
  page.getByRole('region', { name: new RegExp(`^${title} \\d+$`) });

/** A back-office screen at `width`, once `ready` shows: axe-clean, no sideways scroll, and its screenshot. */
export async function checkScreen(
  page: Page,
  path: string,
  width: number,
  name: string,
  ready: (page: Page) => Locator,
) {
  await page.setViewportSize({ width, height: 900 });
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect(ready(page)).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  const sideways = await sidewaysScroll(page);
  expect(sideways, `${path} at ${width}px`).toBeLessThanOrEqual(0);
  if (process.env.ADMIN_SHOTS_DIR) {
    await page.screenshot({ path: `${process.env.ADMIN_SHOTS_DIR}/${name}-${width}.png`, fullPage: true });
  }
}
