// Every route the fuzzer attacks: the contract's ENDPOINTS, the development-only ones included (the
// return type makes a new endpoint without a fuzz target a type error), plus the images and the docs.
import { ENDPOINTS, isStaffAuth, type Endpoint, type EndpointName } from '@vastra/domain/api';
import { SAVED_ADDRESS } from './factories';
import { ADDRESS_DETAILS, checkoutRequests } from './hostile-input.checkout';
import { alertRequests, phoneOrderRequests } from './hostile-input.owner-tools';
import { sandboxRequests, shippingSimulatorRequests } from './hostile-input.sandbox';
import { backOfficeRequests } from './hostile-input.back-office';
import { merchandisingRequests } from './hostile-input.merchandising';
import {
  UNKNOWN_ORDER,
  type FuzzContext,
  type FuzzRequest,
  type FuzzTarget,
  type JsonObject,
} from './hostile-input.types';

export type { FuzzContext, FuzzRequest, FuzzTarget, JsonObject } from './hostile-input.types';
export { customerInfo } from './hostile-input.checkout';
export { extraTargets } from './hostile-input.extra-targets';
export { urlOf } from './hostile-input.types';

/** A saved address with every field of the billing form. */
const savedAddress = (): JsonObject => ({ ...SAVED_ADDRESS, ...ADDRESS_DETAILS, isDefault: true });

/** The contract's endpoints, each with a valid request to start breaking from. */
export function endpointTargets(c: FuzzContext): Record<EndpointName, FuzzTarget> {
  const requests = validRequests(c);
  const names = Object.keys(ENDPOINTS) as EndpointName[];
  return Object.fromEntries(
    names.map((name) => {
      const { method, path, auth } = ENDPOINTS[name];
      const endpoint: Endpoint = ENDPOINTS[name];
      const staff = isStaffAuth(auth) ? { staff: auth.staff } : {};
      const multipart = endpoint.multipart ? { multipart: true } : {};
      return [name, { method, path, auth: auth === 'bearer', ...staff, ...multipart, ...requests[name] }];
    }),
  ) as Record<EndpointName, FuzzTarget>;
}

/** A valid request per contract entry (the return type makes a new entry without one a type error). */
function validRequests(c: FuzzContext): Record<EndpointName, FuzzRequest> {
  const uid = 'u'.repeat(43);
  return {
    ...backOfficeRequests(c),
    ...merchandisingRequests(c),
    ...alertRequests(),
    ...phoneOrderRequests(c),
    ...sandboxRequests(),
    ...checkoutRequests(c),
    ...shippingSimulatorRequests(),
    me: {},
    updateCart: {
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
      body: { phone: c.phone },
      required: ['phone'],
    },
    register: {
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
      body: { phone: c.phone, password: 'secret123' },
      required: ['phone', 'password'],
    },
    loginOtp: {
      body: { phone: c.phone, uid },
      required: ['phone', 'uid'],
    },
    resetPassword: {
      body: { phone: c.phone, newPassword: 'secret1234', uid },
      required: ['phone', 'newPassword', 'uid'],
    },
    logout: { transportOnly: true },
    sendCode: {
      body: { phone: c.phone },
      required: ['phone'],
    },
    verifyCode: {
      body: { verificationId: UNKNOWN_ORDER, code: '123456' },
      required: ['verificationId', 'code'],
    },
    smsOutbox: { query: { phone: c.phone } },
    products: {},
    product: { params: { id: c.productId } },
    contact: {
      body: { name: 'Asha Verma', email: 'asha@example.com', message: 'Do you ship to Goa?' },
      required: ['name', 'email', 'message'],
    },
    reviews: { params: { productId: c.productId } },
    search: {
      query: {
        q: 'blue kurta',
        category: 'kurti',
        size: 'M,L',
        minPrice: '100',
        maxPrice: '2000',
        inStock: 'true',
        sort: 'price_asc',
        limit: '12',
        fabric: 'cotton,silk',
      },
    },
    searchSuggestions: { query: { q: 'kur' }, freeText: ['q'] },
    home: {},
    similarProducts: { params: { id: c.productId } },
    collectionPage: { params: { slug: 'under-999' }, query: { cursor: 'not-a-cursor' } },
    reviewSummary: { params: { productId: c.productId } },
    reviewEligibility: {
      params: { productId: c.productId },
    },
    createReview: {
      params: { productId: c.productId },
      body: { rating: 5, comment: 'Lovely fabric and fit', fit: 'small', photoIds: [UNKNOWN_ORDER] },
      required: ['rating', 'comment'],
    },
    shopConfig: {},
    health: {},
    ready: {},
    // Sent without its token (METRICS_TOKEN, docs/decisions/116-metrics.md): whatever comes, a 404 (off) or 401.
    metrics: {},
    paymentWebhook: { rawBody: true },
    // WhatsApp (docs/decisions/126-whatsapp.md): the handshake answers a wrong token 403, whatever the text.
    whatsappWebhookHandshake: {
      query: { 'hub.mode': 'subscribe', 'hub.verify_token': 'not-the-token', 'hub.challenge': '1158201444' },
      freeText: ['hub.mode', 'hub.verify_token', 'hub.challenge'],
    },
    whatsappWebhook: { rawBody: true },
    whatsappOutbox: { query: { phone: c.phone } },
    whatsappSandboxReply: {
      body: { messageId: 'wamid.sandbox.unknown', button: 'Confirm order' },
      required: ['messageId'],
    },
    categorySizeGuide: { params: { slug: 'kurti' } },
    // The test clock: 1 ms forward per valid call, so the fuzz app's sessions and limits are not disturbed.
    devClock: { body: { advanceMs: 1 }, required: ['advanceMs'] },
    devDeadJob: {
      body: { task: 'maintenance', key: 'fuzz-job', error: 'Error: fuzz' },
      required: ['task', 'key', 'error'],
    },
    serviceability: { query: { pincode: '560034', cod: 'true' } },
    checkoutRules: {},
    savedAddresses: {},
    addSavedAddress: { body: savedAddress(), required: ['firstName', 'lastName', 'city', 'address', 'pinCode'] },
    updateSavedAddress: { params: { id: UNKNOWN_ORDER }, body: savedAddress(), required: ['firstName', 'pinCode'] },
    deleteSavedAddress: { params: { id: UNKNOWN_ORDER } },
    marketingConsent: {},
    setMarketingConsent: { body: { granted: true }, required: ['granted'] },
    accountData: {},
    deleteAccount: { body: { confirm: true }, required: ['confirm'] },
    // The wishlist and back-in-stock alerts (docs/decisions/112-wishlist-back-in-stock.md).
    wishlist: {},
    addToWishlist: { body: { productIds: [c.productId] }, required: ['productIds'] },
    removeFromWishlist: { params: { productId: c.productId } },
    requestBackInStock: { body: { productId: c.productId, size: 'M' }, required: ['productId', 'size'] },
    uploadReviewPhoto: { params: { productId: c.productId } },
    myTaxDocuments: { params: { id: UNKNOWN_ORDER } },
    myTaxDocumentPdf: { params: { id: UNKNOWN_ORDER, docId: UNKNOWN_ORDER } },
    devBackdateDelivery: { params: { id: UNKNOWN_ORDER }, body: { days: 8 }, required: ['days'] },
    policies: {},
    policy: { params: { slug: 'returns' }, query: { lang: 'hi' } },
  };
}
