import { ENDPOINTS, ERROR_CODES, endpointPath, type ErrorCode } from '@vastra/domain/api';
import { crc32 } from 'node:zlib';
import { WISHLIST_MAX } from '@vastra/domain/wishlist';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offers, orders, products, staff, wishlistItems } from './db/schema';
import { AppError, ERROR_STATUS, GENERAL_CODE, registerErrorHandler } from './errors';
import { manualClock } from './shared/clock';
import { hashPassword } from './shared/passwords';
import { buildTestApp, type TestApp } from './testing/build-test-app';
import { codBody, newProduct, signedInStaff } from './testing/factories';
import { couponBody } from './testing/offer-bodies';
import { as, client, outboxOf, signUp, uniques, verifiedUid } from './testing/requests';

// Every code of the domain's list is answered by the running API with its status: a client that
// branches on a code can rely on seeing it.
const clock = manualClock();
const next = uniques();
let t: TestApp;
let productId: string;
let token: string;

beforeAll(async () => {
  t = await buildTestApp({ SHIPPING_SIM_MINUTES_PER_STEP: '0' }, { clock });
  productId = await newProduct(t, 'Code Kurti', { M: { pricePaise: 79_900, stock: 100 } });
  const shopper = await signUp(t, next.phone(), next.address());
  token = shopper.token;
});
afterAll(() => t.close());

type Answer = { statusCode: number; json: <T>() => T; body: string };
const codeOf = (res: Answer) => [res.statusCode, res.json<{ code?: string }>().code];
const json = { 'content-type': 'application/json' };

/** A photo upload (multipart/form-data, field `file`) by a member of staff. */
async function uploadPhoto(bytes: Buffer): Promise<Answer> {
  const { headers } = await signedInStaff(t);
  const form = new FormData();
  form.append('file', new Blob([bytes], { type: 'image/jpeg' }), 'photo.jpg');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return t.app.inject({
    method: 'POST',
    url: endpointPath(ENDPOINTS.adminUploadImages.path, { id: productId }),
    headers: { ...headers, 'content-type': request.headers.get('content-type') ?? '' },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

/** A back-office call with a member of staff's token (any method). */
const staffCall = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });

/** An invitation's token, from the SMS that carries its link. */
async function invitationToken(): Promise<string> {
  const owner = await signedInStaff(t, { role: 'owner' });
  const phone = next.phone();
  const invited = await staffCall(owner.token, 'POST', ENDPOINTS.adminInviteStaff.path, {
    phone,
    fullName: 'Isha Invitee',
    role: 'manager',
  });
  expect(invited.statusCode, invited.body).toBe(201);
  const [sms] = await outboxOf(t, phone);
  const token = /\/admin\/invite\/([A-Za-z0-9_-]+)/.exec(sms?.body ?? '')?.[1];
  if (!token) throw new Error(`no invitation link in ${sms?.body}`);
  return token;
}

/** One request per code that answers it. */
const scenarios: Partial<Record<ErrorCode, () => Promise<Answer>>> = {
  bad_request: () => client(t, next.address()).post(ENDPOINTS.checkUser.path, {}),
  unauthorized: () => as(t).get(ENDPOINTS.me.path),
  forbidden: () => as(t, token).get(endpointPath(ENDPOINTS.userOrders.path, { userId: 'someone-else' })),
  not_found: () => as(t).get(endpointPath(ENDPOINTS.product.path, { id: 'no-such-product' })),
  conflict: async () => {
    const placed = await as(t, token).post(ENDPOINTS.codOrder.path, codBody([{ productId, quantity: 1 }]));
    const orderId = placed.json<{ orderId: string }>().orderId;
    const booked = await as(t, token).post(endpointPath(ENDPOINTS.bookShipping.path, { orderId }), undefined);
    const awb = booked.json<{ data: { awb: string } }>().data.awb;
    await as(t).post(`${endpointPath(ENDPOINTS.advanceShipment.path, { awb })}?to=delivered`, undefined);
    return as(t).post(endpointPath(ENDPOINTS.cancelShipment.path, { awb }), undefined);
  },
  rate_limited: async () => {
    const phone = next.phone();
    const address = next.address();
    await client(t, address).post(ENDPOINTS.sendCode.path, { phone });
    return client(t, address).post(ENDPOINTS.sendCode.path, { phone });
  },
  provider_failed: async () => {
    await as(t).post(ENDPOINTS.failNextBookings.path, { count: 1, message: 'Courier down' });
    const placed = await as(t, token).post(ENDPOINTS.codOrder.path, codBody([{ productId, quantity: 1 }]));
    // The booking after the order failed; asking again now meets the next failure.
    await as(t).post(ENDPOINTS.failNextBookings.path, { count: 1, message: 'Courier down' });
    const orderId = placed.json<{ orderId: string }>().orderId;
    return as(t, token).post(endpointPath(ENDPOINTS.bookShipping.path, { orderId }), undefined);
  },
  action_not_allowed: async () => {
    // A placed order cannot be received back: only one returning to origin.
    const placed = await as(t, token).post(ENDPOINTS.codOrder.path, codBody([{ productId, quantity: 1 }]));
    const orderId = placed.json<{ orderId: string }>().orderId;
    const { token: staffToken } = await signedInStaff(t);
    return staffCall(staffToken, 'POST', endpointPath(ENDPOINTS.adminReceivedBack.path, { id: orderId }), {
      lines: [{ itemId: orderId, condition: 'restock' }],
    });
  },
  payload_too_large: () =>
    t.app.inject({
      method: 'POST',
      url: ENDPOINTS.checkUser.path,
      headers: json,
      payload: JSON.stringify({ phone: 'x'.repeat(300_000) }),
    }),
  uri_too_long: () => as(t).get(endpointPath(ENDPOINTS.product.path, { id: 'p'.repeat(600) })),
  unsupported_media_type: () =>
    t.app.inject({
      method: 'POST',
      url: ENDPOINTS.checkUser.path,
      headers: { 'content-type': 'application/xml' },
      payload: '<phone/>',
    }),
  otp_invalid: async () => {
    const address = next.address();
    const sent = await client(t, address).post(ENDPOINTS.sendCode.path, { phone: next.phone() });
    const { verificationId } = sent.json<{ verificationId: string }>();
    return client(t, address).post(ENDPOINTS.verifyCode.path, { verificationId, code: '000000' });
  },
  otp_expired: async () => {
    const address = next.address();
    const sent = await client(t, address).post(ENDPOINTS.sendCode.path, { phone: next.phone() });
    const { verificationId } = sent.json<{ verificationId: string }>();
    clock.advance(60 * 60_000);
    return client(t, address).post(ENDPOINTS.verifyCode.path, { verificationId, code: '000000' });
  },
  otp_missing: () =>
    client(t, next.address()).post(ENDPOINTS.verifyCode.path, { verificationId: 'no-such-challenge', code: '123456' }),
  phone_registered: async () => {
    const phone = next.phone();
    await signUp(t, phone, next.address());
    clock.advance(31_000); // past the resend gap of the phone's first code
    const address = next.address();
    const uid = await verifiedUid(t, phone, address);
    const again = { fullName: 'Asha Again', email: 'asha@example.com', phone, password: 'secret123', uid };
    return client(t, address).post(ENDPOINTS.register.path, again);
  },
  // A shopper with a COD order still on its way.
  account_has_open_orders: async () => {
    const shopper = await signUp(t, next.phone(), next.address());
    const placed = await as(t, shopper.token).post(ENDPOINTS.codOrder.path, codBody([{ productId, quantity: 1 }]));
    expect(placed.statusCode, placed.body).toBe(201);
    return as(t, shopper.token).post(ENDPOINTS.deleteAccount.path, { confirm: true });
  },
  // Under the COD limit, so the stock decides.
  out_of_stock: async () => {
    const scarce = await newProduct(t, 'Scarce Kurti', { M: { pricePaise: 10_000, stock: 1 } });
    return as(t, token).post(ENDPOINTS.codOrder.path, codBody([{ productId: scarce, quantity: 2 }]));
  },
  image_unsupported: () => uploadPhoto(Buffer.from('plain text, not a photo')),
  image_too_many_pixels: async () => {
    // A 1×1 PNG whose header claims 20000×20000: refused from the header, never decoded.
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
      'base64',
    );
    png.writeUInt32BE(20_000, 16);
    png.writeUInt32BE(20_000, 20);
    png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
    return uploadPhoto(png);
  },
  staff_only: () => as(t, token).get(ENDPOINTS.adminMe.path),
  missing_permission: async () => as(t, (await signedInStaff(t)).token).get(ENDPOINTS.adminStaff.path),
  admin_request_refused: async () =>
    client(t).post(ENDPOINTS.adminLogout.path, undefined, {
      cookie: `vastra_staff_session=${(await signedInStaff(t)).token}`,
    }),
  invalid_credentials: () =>
    client(t, next.address()).post(ENDPOINTS.adminLogin.path, { phone: next.phone(), password: 'Monsoon-tea-42' }),
  staff_locked: async () => {
    const phone = next.phone();
    await t.database.db.insert(staff).values({
      phone,
      fullName: 'Locked Lata',
      role: 'manager',
      passwordHash: await hashPassword('Monsoon-tea-42'),
      codeLockedAt: clock.now(),
    });
    return client(t, next.address()).post(ENDPOINTS.adminLogin.path, { phone, password: 'Monsoon-tea-42' });
  },
  invite_invalid: () =>
    client(t, next.address()).post(ENDPOINTS.adminAcceptInvite.path, {
      token: 'n'.repeat(43),
      password: 'Monsoon-tea-42',
    }),
  weak_password: async () =>
    client(t, next.address()).post(ENDPOINTS.adminAcceptInvite.path, {
      token: await invitationToken(),
      password: 'short',
    }),
  staff_conflict: async () => {
    const owner = await signedInStaff(t, { role: 'owner' });
    return staffCall(owner.token, 'DELETE', endpointPath(ENDPOINTS.adminRemoveStaff.path, { id: owner.id }));
  },
  bank_reference_invalid: async () => {
    const owner = await signedInStaff(t, { role: 'owner' });
    const url = endpointPath(ENDPOINTS.adminReturnPayoutPaid.path, { id: '0b9c6a8e-1f2d-4c3b-9a8e-7d6c5b4a3f21' });
    return staffCall(owner.token, 'POST', url, { reference: 'PAID-BY-HAND' });
  },
  product_has_orders: async () => {
    const ordered = await newProduct(t, 'Ordered Kurti', { M: { pricePaise: 79_900, stock: 5 } });
    const placed = await as(t, token).post(ENDPOINTS.codOrder.path, codBody([{ productId: ordered, quantity: 1 }]));
    expect(placed.statusCode, placed.body).toBe(201);
    const staff = await signedInStaff(t);
    return staffCall(staff.token, 'DELETE', endpointPath(ENDPOINTS.adminDeleteProduct.path, { id: ordered }));
  },
  stock_negative: async () => {
    const staff = await signedInStaff(t);
    return staffCall(staff.token, 'PUT', endpointPath(ENDPOINTS.adminSetStock.path, { id: productId }), {
      reason: 'damaged',
      changes: [{ size: 'M', delta: -1_000 }],
    });
  },
  import_invalid: async () => {
    const staff = await signedInStaff(t);
    return staffCall(staff.token, 'POST', ENDPOINTS.adminStockImport.path, {
      csv: `productId,size,stock\n${productId},XXL,4\n`,
      apply: true,
    });
  },
  order_not_cancellable: async () => {
    const placed = await as(t, token).post(ENDPOINTS.codOrder.path, codBody([{ productId, quantity: 1 }]));
    const { orderId } = placed.json<{ orderId: string }>();
    await t.database.db.update(orders).set({ status: 'delivered' }).where(eq(orders.id, orderId));
    const staff = await signedInStaff(t);
    return staffCall(staff.token, 'POST', endpointPath(ENDPOINTS.adminCancelOrder.path, { id: orderId }), {
      reason: 'Too late',
    });
  },
  // 7 × ₹799 is above the default COD limit (₹5,000).
  cod_not_available: () => as(t, token).post(ENDPOINTS.codOrder.path, codBody([{ productId, quantity: 7 }])),
  refund_not_allowed: async () => {
    const placed = await as(t, token).post(ENDPOINTS.codOrder.path, codBody([{ productId, quantity: 1 }]));
    const { orderId } = placed.json<{ orderId: string }>();
    const staff = await signedInStaff(t);
    return staffCall(staff.token, 'POST', endpointPath(ENDPOINTS.adminRefundOrder.path, { id: orderId }), {
      reason: 'Cash on delivery has nothing to refund',
    });
  },
  // A delivered order's line asked back more times than it has units.
  return_not_allowed: async () => {
    const placed = await as(t, token).post(ENDPOINTS.codOrder.path, codBody([{ productId, quantity: 1 }]));
    const { orderId } = placed.json<{ orderId: string }>();
    await t.database.db
      .update(orders)
      .set({ status: 'delivered', deliveredAt: clock.now() })
      .where(eq(orders.id, orderId));
    const options = await as(t, token).get(endpointPath(ENDPOINTS.returnOptions.path, { id: orderId }));
    const [line] = options.json<{ lines: { orderItemId: string }[] }>().lines;
    return as(t, token).post(endpointPath(ENDPOINTS.createReturn.path, { id: orderId }), {
      orderItemId: line?.orderItemId,
      kind: 'return',
      quantity: 2,
      reason: 'too_large',
      payout: { kind: 'upi', upiId: 'codes@okaxis' },
    });
  },
  // Sale prices on a schedule (docs/decisions/086-sale-prices-on-a-schedule.md): a size the product does not have,
  // and deleting a sale that has started.
  sale_invalid: async () => {
    const { headers } = await signedInStaff(t, { role: 'owner' });
    return client(t).post(
      ENDPOINTS.adminCreateSalePrice.path,
      {
        target: { kind: 'size', productId, size: 'XXL' },
        price: { type: 'percent', percent: 10 },
        startsAt: clock.now().toISOString(),
        endsAt: new Date(clock.now().getTime() + 86_400_000).toISOString(),
      },
      headers,
    );
  },
  sale_not_changeable: async () => {
    const { headers } = await signedInStaff(t, { role: 'owner' });
    const created = await client(t).post(
      ENDPOINTS.adminCreateSalePrice.path,
      {
        target: { kind: 'category', category: 'saree' },
        price: { type: 'percent', percent: 10 },
        startsAt: clock.now().toISOString(),
        endsAt: new Date(clock.now().getTime() + 86_400_000).toISOString(),
      },
      headers,
    );
    const { id } = created.json<{ id: string }>();
    return t.app.inject({ method: 'DELETE', url: endpointPath(ENDPOINTS.adminDeleteSalePrice.path, { id }), headers });
  },
  // Offers in the back office (docs/decisions/085-coupon-uses-under-load.md): a code taken, a used code changed, uses
  // below those taken, a coupon made an automatic offer, an ended offer resumed.
  // The home page's content (docs/decisions/094-home-content.md): a rail of a category the shop lacks, a stale save.
  home_invalid: async () => {
    const { headers } = await signedInStaff(t, { role: 'owner' });
    const rail = { id: 'x', title: 'Lehengas', source: 'category', category: 'lehenga', count: 4 };
    return t.app.inject({
      method: 'PUT',
      url: ENDPOINTS.adminSaveHome.path,
      payload: { version: 0, slides: [], rails: [rail] },
      headers,
    });
  },
  home_changed: async () => {
    const { headers } = await signedInStaff(t, { role: 'owner' });
    const save = () =>
      t.app.inject({
        method: 'PUT',
        url: ENDPOINTS.adminSaveHome.path,
        payload: { version: 0, slides: [], rails: [] },
        headers,
      });
    await save();
    return save();
  },
  // Collections (docs/decisions/098-collections.md): a rule naming a category the shop lacks, an address taken.
  collection_invalid: async () => {
    const { headers } = await signedInStaff(t, { role: 'owner' });
    const rules = [{ kind: 'category', category: 'lehenga' }];
    return client(t).post(
      ENDPOINTS.adminCreateCollection.path,
      { title: 'Lehengas', kind: 'automatic', rules },
      headers,
    );
  },
  collection_slug_taken: async () => {
    const { headers } = await signedInStaff(t, { role: 'owner' });
    const body = { title: 'Festive Picks', kind: 'manual' };
    await client(t).post(ENDPOINTS.adminCreateCollection.path, body, headers);
    return client(t).post(ENDPOINTS.adminCreateCollection.path, body, headers);
  },
  // Attributes (docs/decisions/092-attributes.md): a name taken, and removing a value a product has.
  attribute_invalid: async () => {
    const { headers } = await signedInStaff(t, { role: 'owner' });
    return client(t).post(ENDPOINTS.adminCreateAttribute.path, { name: 'Fabric' }, headers);
  },
  attribute_value_in_use: async () => {
    const { headers } = await signedInStaff(t, { role: 'owner' });
    await t.app.inject({
      method: 'PATCH',
      url: endpointPath(ENDPOINTS.adminUpdateProduct.path, { id: productId }),
      payload: { attributes: { fabric: ['khadi'] } },
      headers,
    });
    const list = await t.app.inject({ method: 'GET', url: ENDPOINTS.adminAttributes.path, headers });
    const fabric = list
      .json<{ attributes: { slug: string; id: string; values: { slug: string; id: string }[] }[] }>()
      .attributes.find((a) => a.slug === 'fabric');
    const valueId = fabric?.values.find((v) => v.slug === 'khadi')?.id ?? '';
    const url = endpointPath(ENDPOINTS.adminDeleteAttributeValue.path, { id: fabric?.id ?? '', valueId });
    return t.app.inject({ method: 'DELETE', url, headers });
  },
  // The shop's own categories (docs/decisions/097-categories.md): a name taken, removing one with products, a product
  // in a category the shop lacks, a name that cannot be a slug.
  category_slug_taken: async () => {
    const { headers } = await signedInStaff(t, { role: 'owner' });
    return client(t).post(ENDPOINTS.adminCreateCategory.path, { name: 'KURTI', hsn: '6206' }, headers);
  },
  category_in_use: async () => {
    const { headers } = await signedInStaff(t, { role: 'owner' });
    return t.app.inject({
      method: 'DELETE',
      url: endpointPath(ENDPOINTS.adminDeleteCategory.path, { slug: 'kurti' }),
      headers,
    });
  },
  category_unknown: async () => {
    const { headers } = await signedInStaff(t, { role: 'owner' });
    return t.app.inject({
      method: 'PATCH',
      url: endpointPath(ENDPOINTS.adminUpdateProduct.path, { id: productId }),
      payload: { category: 'lehenga' },
      headers,
    });
  },
  category_invalid: async () => {
    const { headers } = await signedInStaff(t, { role: 'owner' });
    return client(t).post(ENDPOINTS.adminCreateCategory.path, { name: 'All', hsn: '6206' }, headers);
  },
  // Variants with two options (docs/decisions/099-variant-options.md).
  sku_taken: async () => {
    const { headers } = await signedInStaff(t);
    const body = (title: string) => ({
      title,
      category: 'kurti',
      variants: [{ size: 'M', sku: 'CODE-SKU-1', pricePaise: 79_900, originalPricePaise: null, stock: 1 }],
    });
    await client(t).post(ENDPOINTS.adminCreateProduct.path, body('SKU Kurti'), headers);
    return client(t).post(ENDPOINTS.adminCreateProduct.path, body('Another SKU Kurti'), headers);
  },
  variant_options_invalid: async () => {
    const { headers } = await signedInStaff(t);
    return t.app.inject({
      method: 'PATCH',
      url: endpointPath(ENDPOINTS.adminUpdateProduct.path, { id: productId }),
      payload: { option2Name: 'Colour' },
      headers,
    });
  },
  offer_code_taken: async () => {
    await createOffer(offerBody('CODESTAKEN'));
    return sendOffer('POST', ENDPOINTS.adminCreateOffer.path, offerBody('codestaken'));
  },
  offer_code_used: async () => {
    const id = await createOffer(offerBody('CODESUSED'), 1);
    return sendOffer('PATCH', offerPath(ENDPOINTS.adminUpdateOffer.path, id), offerBody('CODESUSED2'));
  },
  offer_uses_below_taken: async () => {
    const id = await createOffer(offerBody('CODESBELOW'), 5);
    return sendOffer('PATCH', offerPath(ENDPOINTS.adminUpdateOffer.path, id), offerBody('CODESBELOW', 2));
  },
  offer_kind_fixed: async () => {
    const id = await createOffer(offerBody('CODESKIND'));
    // The coupon's shared fields, sent as a free-delivery offer.
    const { label, startsAt, endsAt, scope, combinable } = offerBody('CODESKIND');
    const freeDelivery = { label, startsAt, endsAt, scope, combinable, kind: 'free-delivery', minBasketPaise: 0 };
    return sendOffer('PATCH', offerPath(ENDPOINTS.adminUpdateOffer.path, id), freeDelivery);
  },
  offer_ended: async () => {
    const id = await createOffer(offerBody('CODESENDED'));
    await sendOffer('POST', offerPath(ENDPOINTS.adminEndOffer.path, id));
    return sendOffer('POST', offerPath(ENDPOINTS.adminResumeOffer.path, id));
  },
  quote_changed: () =>
    as(t, token).post(ENDPOINTS.codOrder.path, { ...codBody([{ productId, quantity: 1 }]), quotedTotal: 0.5 }),
  coupon_not_applicable: () =>
    as(t, token).post(ENDPOINTS.codOrder.path, { ...codBody([{ productId, quantity: 1 }]), couponCode: 'NOSUCH' }),
  cod_confirmation_invalid: () => as(t).post(ENDPOINTS.confirmCodLink.path, { token: 'n'.repeat(32) }),
  idempotency_key_reused: async () => {
    const key = { 'idempotency-key': 'codes-key-1' };
    await as(t, token).post(ENDPOINTS.codOrder.path, codBody([{ productId, quantity: 1 }]), key);
    return as(t, token).post(ENDPOINTS.codOrder.path, codBody([{ productId, quantity: 2 }]), key);
  },
  // The wishlist and back-in-stock alerts (docs/decisions/112-wishlist-back-in-stock.md).
  wishlist_full: async () => {
    // A shopper whose wishlist holds WISHLIST_MAX products (rows written directly: products without sizes).
    const shopper = await signUp(t, next.phone(), next.address());
    const ids = await t.database.db
      .insert(products)
      .values(Array.from({ length: WISHLIST_MAX }, (_, i) => ({ title: `Wish ${i}`, category: 'kurti' })))
      .returning({ id: products.id });
    await t.database.db.insert(wishlistItems).values(ids.map((p) => ({ userId: shopper.user._id, productId: p.id })));
    return as(t, shopper.token).post(ENDPOINTS.addToWishlist.path, { productIds: [productId] });
  },
  size_in_stock: () => as(t, token).post(ENDPOINTS.requestBackInStock.path, { productId, size: 'M' }),
};

/** A coupon live from the test clock's now for a day, with its code and total uses. */
function offerBody(code: string, totalUses = 10) {
  const startsAt = clock.now().toISOString();
  const endsAt = new Date(clock.now().getTime() + 86_400_000).toISOString();
  return couponBody(code, { startsAt, endsAt, totalUses, usesPerCustomer: null });
}
const offerPath = (path: string, id: string) => endpointPath(path, { id });
async function sendOffer(method: 'POST' | 'PATCH', url: string, payload?: object) {
  const { headers } = await signedInStaff(t, { role: 'owner' });
  return t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}
/** Creates a coupon; `used` uses are counted as taken (as orders holding it would have). */
async function createOffer(body: ReturnType<typeof offerBody>, used = 0): Promise<string> {
  const res = await sendOffer('POST', ENDPOINTS.adminCreateOffer.path, body);
  expect(res.statusCode, res.body).toBe(201);
  const { id } = res.json<{ id: string }>();
  if (used > 0) await t.database.db.update(offers).set({ usedCount: used }).where(eq(offers.id, id));
  return id;
}

/**
 * Codes answered elsewhere: loopback_only in plugins/contract-route.test.ts, policies_not_ready in
 * security/production-shop.test.ts (a production shop only), image_bad_shape in
 * modules/returns/return-photos.routes.test.ts (a delivered order), the rest below on a bare app.
 */
const ELSEWHERE: ErrorCode[] = [
  'loopback_only',
  'policies_not_ready',
  'image_bad_shape',
  'unprocessable',
  'internal',
  'unavailable',
];

describe('the error codes', () => {
  it('has a scenario for every code of the list', () => {
    expect([...Object.keys(scenarios), ...ELSEWHERE].sort()).toEqual(Object.keys(ERROR_CODES).sort());
  });

  it.each(Object.entries(scenarios))('answers %s with its status', async (code, scenario) => {
    const res = await scenario();
    expect(codeOf(res), res.body).toEqual([ERROR_CODES[code as ErrorCode], code]);
  });

  it("gives each kind a general code answered with the kind's status", () => {
    for (const [kind, code] of Object.entries(GENERAL_CODE)) {
      expect(ERROR_CODES[code], kind).toBe(ERROR_STATUS[kind as keyof typeof ERROR_STATUS]);
    }
  });
});

describe('the error handler', () => {
  it("answers a refusal without a specific code with its kind's code, a crash with 'internal'", async () => {
    const app = Fastify();
    registerErrorHandler(app);
    app.get('/unprocessable', () => {
      throw new AppError('unprocessable', 'Contradicts an earlier request');
    });
    app.get('/crash', () => {
      throw new Error('secret detail');
    });
    const refused = await app.inject({ method: 'GET', url: '/unprocessable' });
    expect([refused.statusCode, refused.json()]).toEqual([
      422,
      { message: 'Contradicts an earlier request', code: 'unprocessable' },
    ]);
    const crashed = await app.inject({ method: 'GET', url: '/crash' });
    expect([crashed.statusCode, crashed.json()]).toEqual([500, { message: 'Internal Server Error', code: 'internal' }]);
    await app.close();
  });
});
