// Every route the fuzzer attacks: the contract's ENDPOINTS, the development-only ones included (the
// return type makes a new endpoint without a fuzz target a type error), plus the images and the docs.
import { ENDPOINTS, isStaffAuth, type Endpoint, type EndpointName, type StaffAuth } from '@vastra/domain/api';
import { couponBody } from './offer-bodies';
import { CUSTOMER, SAVED_ADDRESS } from './factories';

export type JsonObject = Record<string, unknown>;

export interface FuzzTarget {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Fastify-style path: `:name` parameters are filled from `params`. */
  path: string;
  auth: boolean;
  /** A back-office route: sent with the token of a member of staff whose role has the permission it needs. */
  staff?: StaffAuth['staff'];
  /** Reads multipart/form-data (photo uploads): fuzzed by its own upload tests, not as JSON. */
  multipart?: boolean;
  /**
   * Has its own body limit above the app's 256 KB (the stock import's, catalog-admin.routes.ts): 300 KB of JSON is
   * read and refused by its schema (400) instead of by size (413).
   */
  largeBody?: boolean;
  /** Valid-format path parameters (the fuzzer replaces one at a time). */
  params?: Record<string, string>;
  /** A valid body (the fuzzer breaks it); absent for routes that read no body. */
  body?: JsonObject;
  /** Top-level keys the body cannot do without. */
  required?: readonly string[];
  /** Dotted paths of body fields whose `null` is valid (`cod.maxOrderValue`: no limit). */
  nullable?: readonly string[];
  /** The body may be `null` (fail-next), so `null` is not a hostile whole body there. */
  nullableBody?: boolean;
  /** A valid query for routes with a query schema (strict: unknown keys are refused). */
  query?: Record<string, string>;
  /**
   * Query keys that take any text (a search box): odd text there is searched for, not refused, so it must only
   * never be a 5xx.
   */
  freeText?: readonly string[];
  /** Acts on any well-formed request (logout): only malformed transport is sent. */
  transportOnly?: boolean;
  /** Reads raw bytes (the webhook): every body reaches the handler, which checks the signature. */
  rawBody?: boolean;
  /** Parameter values that name another route (`/api/orders/my`), left out of the fuzz. */
  reserved?: readonly string[];
}

export interface FuzzContext {
  productId: string;
  userId: string;
  phone: string;
}

const UNKNOWN_ORDER = '0b9c6a8e-1f2d-4c3b-9a8e-7d6c5b4a3f21';
const SIGNATURE = 'a'.repeat(64);

/** The test customer (apps/api/src/testing/factories.ts), with a note so the notes field is sent too. */
export function customerInfo(): JsonObject {
  return { ...CUSTOMER, notes: 'Ring the bell' };
}

/** A saved address with every field of the billing form. */
const savedAddress = (): JsonObject => ({ ...SAVED_ADDRESS, isDefault: true });

// Slice offers-api: a valid coupon definition, every field sent.
const fuzzCoupon = (): JsonObject =>
  couponBody('FUZZ20', { startsAt: '2026-11-01T00:00:00+05:30', endsAt: '2026-12-01T00:00:00+05:30' });
const FUZZ_COUPON_REQUIRED = [
  'kind',
  'label',
  'code',
  'startsAt',
  'endsAt',
  'scope',
  'combinable',
  'discount',
  'minBasketPaise',
  'maxDiscountPaise',
  'totalUses',
  'usesPerCustomer',
  'firstOrderOnly',
  'excludeSaleItems',
  'payment',
] as const;
const FUZZ_COUPON_NULLABLE = ['endsAt', 'maxDiscountPaise', 'totalUses', 'usesPerCustomer'] as const;

const items = (productId: string) => [{ productId, title: 'Cotton Kurti', size: 'M', quantity: 1, price: 799 }];

/** What the fuzzer adds to a contract entry: the entry gives method, path and auth. */
export type FuzzRequest = Omit<FuzzTarget, 'method' | 'path' | 'auth'>;

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
    quote: {
      body: { items: items(c.productId), couponCode: 'FESTIVE20', paymentMode: 'cod', state: 'Karnataka' },
      required: ['items'],
    },
    liveOffers: {},
    createPaymentOrder: {
      body: { amount: 799, items: items(c.productId), customerInfo: customerInfo(), couponCode: 'FESTIVE20' },
      required: ['amount'],
    },
    paymentKey: {},
    verifyPayment: {
      body: {
        razorpay_order_id: 'order_Fuzz00000000001',
        razorpay_payment_id: 'pay_Fuzz00000000001',
        razorpay_signature: SIGNATURE,
        orderData: { customerInfo: customerInfo(), items: items(c.productId), totalAmount: 799 },
      },
      required: ['razorpay_order_id', 'razorpay_payment_id', 'razorpay_signature', 'orderData'],
    },
    codOrder: {
      body: {
        customerInfo: customerInfo(),
        items: items(c.productId),
        totalAmount: 799,
        shippingCost: 0,
        paymentType: 'COD',
        quotedTotal: 799,
      },
      required: ['customerInfo', 'items', 'totalAmount', 'paymentType'],
    },
    bookShipping: {
      params: { orderId: UNKNOWN_ORDER },
    },
    userOrders: {
      params: { userId: c.userId },
      reserved: [c.userId],
    },
    myOrders: {},
    order: { params: { id: UNKNOWN_ORDER }, reserved: ['my'] },
    trackOrder: {
      params: { orderId: UNKNOWN_ORDER },
    },
    trackAwb: {
      params: { awb: '19041234567890' },
    },
    trackMine: {
      body: { awbs: ['19041234567890'], orderIds: [UNKNOWN_ORDER] },
      required: [],
    },
    shopConfig: {},
    health: {},
    ready: {},
    // Sent without its token (METRICS_TOKEN, docs/decisions/116-metrics.md): whatever comes, a 404 (off) or 401.
    metrics: {},
    paymentWebhook: { rawBody: true },
    sandboxCheckoutScript: {},
    sandboxPay: {
      body: { order_id: 'order_Fuzz00000000001', card: { number: '4111111111111111', expiry: '12/30', cvv: '123' } },
      required: ['order_id', 'card'],
    },
    sandboxUpi: { body: { order_id: 'order_Fuzz00000000001', flow: 'qr' }, required: ['order_id', 'flow'] },
    sandboxUpiStatus: { params: { paymentId: 'pay_Fuzz0000000001' } },
    sandboxUpiFailNext: { body: { count: 0 }, required: [], nullableBody: true },
    advanceShipment: {
      params: { awb: '19041234567890' },
      query: { to: 'delivered' },
    },
    cancelShipment: {
      params: { awb: '19041234567890' },
    },
    returnShipment: {
      params: { awb: '19041234567890' },
    },
    ndrShipment: {
      params: { awb: '19041234567890' },
      body: { reason: 'refused' },
      required: [],
      nullableBody: true,
    },
    failNextBookings: {
      body: { count: 0, message: 'Simulated courier outage' },
      required: [],
      nullableBody: true,
    },
    adminLogin: { body: { phone: c.phone, password: 'Strong-pass-123' }, required: ['phone', 'password'] },
    adminVerify: { body: { challengeId: UNKNOWN_ORDER, code: '123456' }, required: ['challengeId', 'code'] },
    adminAcceptInvite: {
      body: { token: 'i'.repeat(43), password: 'Strong-pass-123' },
      required: ['token', 'password'],
    },
    adminLogout: { transportOnly: true },
    adminMe: {},
    adminStaff: {},
    adminInviteStaff: {
      body: { phone: c.phone, fullName: 'Meera Iyer', role: 'manager' },
      required: ['phone', 'fullName', 'role'],
    },
    adminUpdateStaff: { params: { id: UNKNOWN_ORDER }, body: { role: 'manager' }, required: ['role'] },
    adminRemoveStaff: { params: { id: UNKNOWN_ORDER } },
    adminUnlockStaff: { params: { id: UNKNOWN_ORDER } },
    adminProducts: { query: { q: 'kurti', category: 'kurti', status: 'active', stock: 'low', limit: '20' } },
    adminCreateProduct: {
      body: {
        title: 'Fuzz Cotton Kurti',
        description: 'Soft cotton',
        category: 'kurti',
        status: 'draft',
        variants: [{ size: 'M', pricePaise: 79_900, originalPricePaise: null, stock: 5 }],
        attributes: { fabric: ['cotton'], colour: ['red', 'white'] },
        hsn: '62114290',
      },
      required: ['title', 'category', 'variants'],
      nullable: ['hsn'],
    },
    adminProduct: { params: { id: c.productId } },
    adminUpdateProduct: {
      params: { id: c.productId },
      body: { title: 'Cotton Kurti', attributes: { fabric: ['cotton'] }, hsn: '6206' },
      required: [],
      nullable: ['hsn'],
    },
    adminDeleteProduct: { params: { id: UNKNOWN_ORDER } },
    adminUploadImages: { params: { id: c.productId } },
    adminUploadShopPhoto: {},
    adminUpdateImages: { params: { id: c.productId }, body: { images: [] }, required: ['images'] },
    adminDeleteImage: { params: { id: c.productId, imageId: UNKNOWN_ORDER } },
    adminSetStock: {
      params: { id: c.productId },
      // A size's own reason is fuzzed too; the adjustment's then may be left out (not required).
      body: { reason: 'correction', changes: [{ size: 'M', delta: 0, reason: 'received' }] },
      required: ['changes'],
    },
    adminStockMovements: { params: { id: c.productId }, query: { limit: '10' } },
    adminStockImport: {
      body: { csv: 'productId,size,stock\n', apply: false },
      required: ['csv', 'apply'],
      largeBody: true,
    },
    adminStockCsv: {},
    adminProductsCsv: {},
    adminProductImportPreview: {},
    adminProductImportApply: {},
    adminSummary: { query: { range: '7d' } },
    adminAudit: { query: { limit: '10', area: 'orders', from: '2026-11-01', to: '2026-11-30' } },
    adminJobsAttention: {},
    adminRetryJob: { params: { id: UNKNOWN_ORDER } },
    // Sale prices on a schedule (docs/decisions/086-sale-prices-on-a-schedule.md).
    // Any slug-shaped category is a filter (one the shop lacks lists nothing: docs/decisions/097-categories.md).
    adminSalePrices: { query: { category: 'kurti' }, freeText: ['category'] },
    adminCreateSalePrice: {
      body: {
        target: { kind: 'category', category: 'kurti' },
        price: { type: 'percent', percent: 10 },
        startsAt: '2030-01-01T00:00:00+05:30',
        endsAt: '2030-01-02T00:00:00+05:30',
        paused: false,
        label: 'Fuzz sale',
      },
      required: ['target', 'price', 'startsAt', 'endsAt'],
    },
    adminUpdateSalePrice: { params: { id: UNKNOWN_ORDER }, body: { paused: true } },
    adminEndSalePrice: { params: { id: UNKNOWN_ORDER } },
    adminDeleteSalePrice: { params: { id: UNKNOWN_ORDER } },
    // The owner's home page (docs/decisions/094-home-content.md).
    adminHome: {},
    adminSaveHome: {
      body: {
        version: 0,
        slides: [
          {
            id: 'diwali',
            headline: 'Diwali Sale',
            subText: 'Festive picks',
            image: null,
            link: '/shop?category=saree',
            startsAt: '2030-01-01T00:00:00+05:30',
            endsAt: '2030-01-02T00:00:00+05:30',
          },
        ],
        rails: [
          {
            id: 'sarees',
            title: 'Sarees',
            source: 'category',
            category: 'saree',
            productIds: [],
            count: 4,
            startsAt: null,
            endsAt: '2030-01-02T00:00:00+05:30',
          },
          // A collection's rail (its id): an unknown one is refused (422), a hostile one too.
          { id: 'festive', title: 'Festive', source: 'collection', collection: UNKNOWN_ORDER, count: 4 },
        ],
      },
      required: ['version', 'slides', 'rails'],
      nullable: ['slides.0.image', 'slides.0.startsAt', 'slides.0.endsAt', 'rails.0.startsAt', 'rails.0.endsAt'],
    },
    adminResetHome: {},
    adminAttributes: {},
    adminCreateAttribute: { body: { name: 'Fuzz Work', filter: true, values: ['Zari'] }, required: ['name'] },
    adminUpdateAttribute: { params: { id: UNKNOWN_ORDER }, body: { name: 'Fabric', position: 0 }, required: [] },
    adminCreateAttributeValue: { params: { id: UNKNOWN_ORDER }, body: { name: 'Modal' }, required: ['name'] },
    adminUpdateAttributeValue: {
      params: { id: UNKNOWN_ORDER, valueId: UNKNOWN_ORDER },
      body: { name: 'Mul cotton' },
      required: [],
    },
    adminDeleteAttributeValue: { params: { id: UNKNOWN_ORDER, valueId: UNKNOWN_ORDER } },
    // The shop's own categories (docs/decisions/097-categories.md).
    adminCategories: {},
    adminCreateCategory: {
      body: {
        name: 'Fuzz Lehenga',
        hsn: '62044290',
        hidden: false,
        // A string, so the fuzzer's wrong types for it are not strings (any path is a valid tile image; null is too).
        image: '/media/fuzz-tile.jpg',
        sizes: ['S', 'M'],
        sizeGuide: { columns: ['Bust'], rows: [{ size: 'M', cm: [91.5] }] },
      },
      required: ['name', 'hsn'],
      nullable: ['image', 'sizeGuide'],
    },
    adminUpdateCategory: {
      params: { slug: 'fuzz-nothing' },
      body: {
        name: 'Kurti',
        position: 0,
        hidden: false,
        hsn: '6206',
        sizes: ['M'],
        sizeGuide: null,
        image: '/media/fuzz-tile.jpg',
      },
      required: [],
      nullable: ['image', 'sizeGuide'],
    },
    adminDeleteCategory: { params: { slug: 'fuzz-nothing' } },
    categorySizeGuide: { params: { slug: 'kurti' } },
    // Collections (docs/decisions/098-collections.md).
    adminCollections: {},
    adminCreateCollection: {
      body: {
        title: 'Fuzz Edit',
        slug: 'fuzz-edit',
        description: 'Picked for the fuzzing',
        seoTitle: 'Fuzz Edit',
        seoDescription: 'Fuzz',
        image: null,
        kind: 'automatic',
        rules: [
          { kind: 'category', category: 'kurti' },
          { kind: 'price', minPaise: 0, maxPaise: 99_900 },
          { kind: 'tag', tag: 'festive' },
          { kind: 'new', days: 30 },
          { kind: 'on-sale' },
        ],
        sort: 'price-asc',
        visible: true,
        showInNav: false,
        navPosition: 0,
      },
      required: ['title', 'kind'],
    },
    adminUpdateCollection: {
      params: { id: UNKNOWN_ORDER },
      body: { title: 'Fuzz Manual', kind: 'manual', rules: [] },
      required: ['title', 'kind'],
    },
    adminSetCollectionProducts: {
      params: { id: UNKNOWN_ORDER },
      body: { productIds: [c.productId] },
      required: ['productIds'],
    },
    adminDeleteCollection: { params: { id: UNKNOWN_ORDER } },
    // The test clock: 1 ms forward per valid call, so the fuzz app's sessions and limits are not disturbed.
    devClock: { body: { advanceMs: 1 }, required: ['advanceMs'] },
    devDeadJob: {
      body: { task: 'maintenance', key: 'fuzz-job', error: 'Error: fuzz' },
      required: ['task', 'key', 'error'],
    },
    // Slice offers-api: the owner's offers.
    adminOffers: { query: { state: 'live' } },
    adminOffer: { params: { id: UNKNOWN_ORDER } },
    adminCreateOffer: { body: fuzzCoupon(), required: FUZZ_COUPON_REQUIRED, nullable: FUZZ_COUPON_NULLABLE },
    adminUpdateOffer: {
      params: { id: UNKNOWN_ORDER },
      body: fuzzCoupon(),
      required: FUZZ_COUPON_REQUIRED,
      nullable: FUZZ_COUPON_NULLABLE,
    },
    adminPauseOffer: { params: { id: UNKNOWN_ORDER } },
    adminResumeOffer: { params: { id: UNKNOWN_ORDER } },
    adminEndOffer: { params: { id: UNKNOWN_ORDER } },
    adminOrders: {
      query: {
        status: 'placed',
        payment: 'cod',
        booked: 'unbooked',
        delivery: 'failed',
        from: '2026-11-01',
        to: '2026-11-30',
        q: 'kurti',
      },
    },
    adminOrdersCsv: { query: { status: 'placed', from: '2026-11-01', to: '2026-11-30' } },
    adminOrderLinesCsv: { query: { status: 'delivered', from: '2026-11-01', to: '2026-11-30' } },
    adminOrder: { params: { id: UNKNOWN_ORDER } },
    // Customers, and notes and tags on orders (docs/decisions/110-customers.md).
    adminCustomers: { query: { q: '+91 98765 43210', segment: 'high_rto' } },
    adminCustomer: { params: { id: c.userId } },
    adminAddCustomerNote: {
      params: { id: c.userId },
      body: { body: 'Prefers a call before delivery' },
      required: ['body'],
    },
    adminSetCustomerTags: { params: { id: c.userId }, body: { tags: ['vip', 'rto risk'] }, required: ['tags'] },
    adminOrderNotes: { params: { id: UNKNOWN_ORDER } },
    adminAddOrderNote: { params: { id: UNKNOWN_ORDER }, body: { body: 'Gift wrap' }, required: ['body'] },
    adminSetOrderTags: { params: { id: UNKNOWN_ORDER }, body: { tags: ['gift'] }, required: ['tags'] },
    adminBookOrder: { params: { id: UNKNOWN_ORDER } },
    adminCancelOrder: { params: { id: UNKNOWN_ORDER }, body: { reason: 'Customer asked' }, required: ['reason'] },
    adminRefundOrder: {
      params: { id: UNKNOWN_ORDER },
      body: { reason: 'Damaged', amountPaise: 100 },
      required: ['reason'],
    },
    adminNdrAction: { params: { id: UNKNOWN_ORDER }, body: { action: 'reattempt' }, required: ['action'] },
    adminReceivedBack: {
      params: { id: UNKNOWN_ORDER },
      body: { lines: [{ itemId: UNKNOWN_ORDER, condition: 'restock' }] },
      required: ['lines'],
    },
    adminQueue: {},
    adminRefundPayment: { params: { id: UNKNOWN_ORDER }, body: { reason: 'No stock' }, required: ['reason'] },
    adminCreateOrderFromPayment: { params: { id: UNKNOWN_ORDER } },
    adminMessages: { query: { status: 'unread', q: 'size', limit: '10' } },
    adminUpdateMessage: { params: { id: UNKNOWN_ORDER }, body: { handled: true }, required: [] },
    adminReviews: { query: { rating: '1', visibility: 'hidden', limit: '10' } },
    adminUpdateReview: { params: { id: UNKNOWN_ORDER }, body: { hidden: true }, required: [] },
    serviceability: { query: { pincode: '560034', cod: 'true' } },
    checkoutRules: {},
    adminSettings: {},
    adminUpdateSettings: {
      body: {
        cod: { maxOrderValue: 5000, onlyWherePinAllows: true, confirmation: { enabled: false, hours: 48 } },
        delivery: { feeRupees: 49, freeAboveRupees: 999, codFeeRupees: 29 },
      },
      nullable: ['cod.maxOrderValue', 'delivery.freeAboveRupees'],
    },
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
    cancelMyOrder: {
      params: { id: UNKNOWN_ORDER },
      body: { reason: 'Ordered the wrong size' },
      required: ['reason'],
      freeText: ['reason'],
    },
    confirmMyCodOrder: { params: { id: UNKNOWN_ORDER }, body: { code: '123456' }, required: ['code'] },
    confirmCodLink: { body: { token: 't'.repeat(22) }, required: ['token'] },
    publicTracking: { params: { token: 't'.repeat(30) } },
    devCodExpireNow: { body: { now: '2026-11-21T10:00:00.000Z' } },
    returnOptions: { params: { id: UNKNOWN_ORDER } },
    myReturns: { params: { id: UNKNOWN_ORDER } },
    createReturn: {
      params: { id: UNKNOWN_ORDER },
      body: {
        orderItemId: UNKNOWN_ORDER,
        kind: 'return',
        quantity: 1,
        reason: 'too_small',
        note: 'Too tight at the shoulders',
        payout: { kind: 'upi', upiId: 'priya@okaxis' },
      },
      required: ['orderItemId', 'kind', 'quantity', 'reason'],
      freeText: ['note'],
    },
    quoteReturn: {
      params: { id: UNKNOWN_ORDER },
      body: { orderItemId: UNKNOWN_ORDER, quantity: 1 },
      required: ['orderItemId', 'quantity'],
    },
    uploadReturnPhoto: { params: { id: UNKNOWN_ORDER } },
    uploadReviewPhoto: { params: { productId: c.productId } },
    myTaxDocuments: { params: { id: UNKNOWN_ORDER } },
    myTaxDocumentPdf: { params: { id: UNKNOWN_ORDER, docId: UNKNOWN_ORDER } },
    adminReturns: { query: { state: 'open', limit: '10' } },
    adminReturn: { params: { id: UNKNOWN_ORDER } },
    adminApproveReturn: { params: { id: UNKNOWN_ORDER } },
    adminRejectReturn: {
      params: { id: UNKNOWN_ORDER },
      body: { reason: 'Worn and washed' },
      required: ['reason'],
      freeText: ['reason'],
    },
    adminReturnPickedUp: { params: { id: UNKNOWN_ORDER } },
    adminReceiveReturn: {
      params: { id: UNKNOWN_ORDER },
      body: { qc: 'accept', note: 'Tags on, unworn' },
      required: ['qc'],
      freeText: ['note'],
    },
    adminCompleteReturn: { params: { id: UNKNOWN_ORDER } },
    adminReturnPayoutPaid: {
      params: { id: UNKNOWN_ORDER },
      body: { reference: '412345678901' },
      required: ['reference'],
    },
    adminPayoutDestination: { params: { id: UNKNOWN_ORDER } },
    adminTaxDocuments: { params: { id: UNKNOWN_ORDER } },
    adminTaxDocumentPdf: { params: { id: UNKNOWN_ORDER, docId: UNKNOWN_ORDER } },
    adminReturnsDashboard: { query: { period: '30d' } },
    devBackdateDelivery: { params: { id: UNKNOWN_ORDER }, body: { days: 8 }, required: ['days'] },
    policies: {},
    policy: { params: { slug: 'returns' } },
  };
}

/**
 * Routes outside the API contract: the product images (seed art and uploaded photos), the OpenAPI document, the
 * sitemap and robots.txt.
 */
export function extraTargets(c: FuzzContext): Record<string, FuzzTarget> {
  return {
    productImage: {
      method: 'GET',
      path: '/uploads/products/:id/:file',
      auth: false,
      params: { id: c.productId, file: '1.svg' },
    },
    // Uploaded photos: a folder named by a photo id and its size, a file named by its width.
    mediaImage: {
      method: 'GET',
      path: '/media/products/:folder/:file',
      auth: false,
      params: { folder: `${UNKNOWN_ORDER}-1200x1500`, file: '960.jpg' },
    },
    openApiJson: { method: 'GET', path: '/api/docs/json', auth: false },
    // Search engines' files (modules/storefront/seo.routes.ts); a numbered sitemap file only past 50,000 URLs.
    sitemap: { method: 'GET', path: '/sitemap.xml', auth: false },
    sitemapFile: { method: 'GET', path: '/sitemap-products-:n', auth: false, params: { n: '1.xml' } },
    robots: { method: 'GET', path: '/robots.txt', auth: false },
  };
}

/** The URL of a target with its parameters filled in (URL-encoded). */
export function urlOf(
  target: FuzzTarget,
  params: Record<string, string> = target.params ?? {},
  query?: Record<string, string>,
): string {
  const path = target.path.replace(/:([A-Za-z]+)/g, (_m, name: string) => encodeURIComponent(params[name] ?? ''));
  const search = query ? new URLSearchParams(query).toString() : '';
  return search ? `${path}?${search}` : path;
}
