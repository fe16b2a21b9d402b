import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type APIRequestContext, type Download, type Page } from '@playwright/test';
import sharp from 'sharp';
import { ORDER_ID, settle, type Shopper } from './fixtures';

// Steps of the journeys after the parcel arrives (exchanges, returns, tax invoices): a product of the journey's own
// made through the back office's API, orders placed and delivered through the API and the simulator, stock read
// back exactly, and a downloaded PDF read as text with poppler's pdftotext (installed by
// scripts/ensure-system-deps.sh).

export type OwnProduct = { _id: string; title: string; pricesBySize: Record<string, number> };

/** An active product of the journey's own (a unique title), made with the staff token; prices in rupees. */
export async function createProduct(
  request: APIRequestContext,
  staffToken: string,
  spec: {
    title: string;
    category: string;
    sizes: Record<string, { price: number; stock: number }>;
    /** The owner's tags (docs/decisions/098-collections.md). */
    tags?: string[];
  },
): Promise<OwnProduct> {
  const headers = { authorization: `Bearer ${staffToken}` };
  const res = await request.post('/api/admin/products', {
    headers,
    data: {
      title: spec.title,
      description: `${spec.title}, made for this journey.`,
      category: spec.category,
      status: 'draft',
      ...(spec.tags ? { tags: spec.tags } : {}),
      variants: Object.entries(spec.sizes).map(([size, v]) => ({
        size,
        pricePaise: v.price * 100,
        originalPricePaise: null,
        stock: v.stock,
      })),
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const { id } = (await res.json()) as { id: string };
  // A product goes live with a photo (the back office's rule): one plain JPEG, then active.
  const photo = await sharp({ create: { width: 600, height: 800, channels: 3, background: '#9b2335' } })
    .jpeg({ quality: 70 })
    .toBuffer();
  const uploaded = await request.post(`/api/admin/products/${id}/images`, {
    headers,
    multipart: { file: { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: photo } },
  });
  expect(uploaded.ok(), await uploaded.text()).toBe(true);
  const active = await request.patch(`/api/admin/products/${id}`, { headers, data: { status: 'active' } });
  expect(active.ok(), await active.text()).toBe(true);
  const pricesBySize = Object.fromEntries(Object.entries(spec.sizes).map(([size, v]) => [size, v.price]));
  return { _id: id, title: spec.title, pricesBySize };
}

/** Units in stock per size, as the back office reads them (never a cached storefront answer). */
export async function stockOf(
  request: APIRequestContext,
  staffToken: string,
  productId: string,
): Promise<Record<string, number>> {
  const res = await request.get(`/api/admin/products/${productId}`, {
    headers: { authorization: `Bearer ${staffToken}` },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const { variants } = (await res.json()) as { variants: { size: string; stock: number }[] };
  return Object.fromEntries(variants.map((v) => [v.size, v.stock]));
}

export const BENGALURU = { address: '21 MG Road', city: 'Bengaluru', state: 'Karnataka', pincode: '560001' };

/**
 * Types BENGALURU into checkout's Billing Details and waits until the PIN's look-up has chosen Karnataka, as the
 * shopper sees it happen: an order placed before that goes with the state shown before, which the server refuses.
 */
export async function fillBengaluruAddress(page: Page) {
  await page.getByRole('textbox', { name: /^Street address/ }).fill(BENGALURU.address);
  await page.getByRole('textbox', { name: /^Town/ }).fill(BENGALURU.city);
  await page.getByRole('textbox', { name: /^PIN code/ }).fill(BENGALURU.pincode);
  await expect(page.getByRole('combobox', { name: 'State' })).toHaveValue(BENGALURU.state);
}
export const MUMBAI = { address: '5 Marine Drive', city: 'Mumbai', state: 'Maharashtra', pincode: '400020' };

type CodLine = { product: OwnProduct; size: string; quantity?: number };

/** A cash-on-delivery order of one line placed through the API; answers its id. */
export function placeCod(request: APIRequestContext, shopper: Shopper, line: CodLine, to = BENGALURU) {
  return placeCodLines(request, shopper, [line], to);
}

/** A cash-on-delivery order of these lines placed through the API; answers its id. */
export async function placeCodLines(
  request: APIRequestContext,
  shopper: Shopper,
  lines: CodLine[],
  to: typeof BENGALURU = BENGALURU,
): Promise<string> {
  const items = lines.map(({ product, size, quantity = 1 }) => {
    const price = product.pricesBySize[size] ?? 0;
    return { productId: product._id, title: product.title, size, quantity, price };
  });
  const placed = await request.post('/api/orders/cod', {
    headers: {
      authorization: `Bearer ${shopper.token}`,
      'idempotency-key': `e2e-after-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`,
    },
    data: {
      customerInfo: { name: shopper.fullName, email: 'asha@example.com', phone: shopper.phone, ...to, notes: '' },
      items,
      totalAmount: items.reduce((sum, item) => sum + item.price * item.quantity, 0),
      shippingCost: 0,
      paymentType: 'COD',
    },
  });
  expect(placed.ok(), await placed.text()).toBe(true);
  return ((await placed.json()) as { orderId: string }).orderId;
}

/** Books the order, moves the simulator's parcel to Delivered, and waits until the order says delivered. */
export async function deliver(request: APIRequestContext, shopper: Shopper, orderId: string): Promise<void> {
  const headers = { authorization: `Bearer ${shopper.token}` };
  const order = async () =>
    (await (await request.get(`/api/orders/${orderId}`, { headers })).json()) as {
      status: string;
      shipping: { awb?: string | null };
    };
  let awb = (await order()).shipping.awb ?? null;
  if (!awb) {
    const booked = await request.post(`/api/orders/book-shipping/${orderId}`, { headers });
    expect(booked.ok(), await booked.text()).toBe(true);
    awb = ((await booked.json()) as { data: { awb: string } }).data.awb;
  }
  expect((await request.post(`/api/dev/shipments/${awb}/advance?to=delivered`)).ok()).toBe(true);
  await expect
    .poll(async () => {
      await request.get(`/api/orders/track-shipping/${orderId}`, { headers });
      return (await order()).status;
    })
    .toBe('delivered');
}

/** The text of a downloaded PDF, laid out as printed (pdftotext -layout). */
export async function pdfText(download: Download): Promise<string> {
  return pdfFileText(await download.path());
}

const pdfFileText = (path: string) => execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });

/** One tax document's PDF as laid-out text (pdftotext -layout), fetched with the staff token. */
export async function staffDocumentPdf(
  request: APIRequestContext,
  staff: string,
  orderId: string,
  docId: string,
): Promise<string> {
  const res = await request.get(`/api/admin/orders/${orderId}/tax-documents/${docId}/pdf`, {
    headers: { authorization: `Bearer ${staff}` },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const dir = mkdtempSync(join(tmpdir(), 'story-pdf-'));
  try {
    writeFileSync(join(dir, 'document.pdf'), await res.body());
    return pdfFileText(join(dir, 'document.pdf'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A suffix that makes a journey's product titles its own. */
export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Clicks a download button and answers the file's text and suggested name. */
export async function downloadPdf(page: Page, name: string | RegExp): Promise<{ text: string; file: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name }).click()]);
  const text = await pdfText(download);
  if (process.env.SHOTS_DIR) await download.saveAs(`${process.env.SHOTS_DIR}/${download.suggestedFilename()}`);
  return { text, file: download.suggestedFilename() };
}

/**
 * Buys the lines through the storefront, delivered to 21 MG Road, Bengaluru and paid in the sandbox window by UPI (the
 * test id success@razorpay); answers the order id.
 */
export async function buyByUpi(page: Page, lines: { product: OwnProduct; size: string }[]): Promise<string> {
  for (const { product, size } of lines) {
    await page.goto(`/product/${product._id}`);
    await settle(page);
    await page.getByRole('button', { name: `Size ${size}`, exact: true }).click();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Item added to cart!' }).first()).toBeVisible();
  }
  await page.goto('/cart');
  await settle(page);
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page.getByRole('heading', { name: 'Billing Details' })).toBeVisible();
  await fillBengaluruAddress(page);
  await page.getByRole('radio', { name: /Online payment \(UPI, cards\)/ }).check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  const upi = page.getByRole('dialog').getByRole('region', { name: 'UPI', exact: true });
  await upi.getByLabel('Test UPI ID (sandbox only)').fill('success@razorpay');
  await upi.getByRole('button', { name: 'Use test UPI ID' }).click();
  const placed = page.getByRole('dialog', { name: 'Payment successful' });
  const href = (await placed.getByRole('link', { name: 'Track this order' }).getAttribute('href')) ?? '';
  const orderId = ORDER_ID.exec(href)?.[0] ?? '';
  expect(orderId).not.toBe('');
  return orderId;
}
