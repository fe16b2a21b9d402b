import type { EndpointName } from '@vastra/domain/api';
import { COUPON_NULLABLE, COUPON_REQUIRED, couponBody } from './offer-bodies';
import { UNKNOWN_ORDER, type FuzzContext, type FuzzRequest } from './hostile-input.types';

// A valid coupon definition, every field sent (November 2026).
const fuzzCoupon = () =>
  couponBody('FUZZ20', { startsAt: '2026-11-01T00:00:00+05:30', endsAt: '2026-12-01T00:00:00+05:30' });

// The back office's contract entries, each with a valid request to start breaking from (hostile-input.targets.ts
// takes them with the shoppers' and makes a missing one a type error).

/** A valid request per back-office entry of the contract. */
export function backOfficeRequests(c: FuzzContext) {
  return {
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
        titleHi: 'सूती कुर्ती',
        descriptionHi: 'मुलायम सूती',
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
      body: { title: 'Cotton Kurti', titleHi: 'सूती कुर्ती', attributes: { fabric: ['cotton'] }, hsn: '6206' },
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
      // A size guide's cell may be empty (null: packages/domain/src/api/admin-categories.ts `Centimetres`).
      nullable: ['image', 'sizeGuide', 'sizeGuide.rows.0.cm.0'],
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
    // Slice offers-api: the owner's offers.
    adminOffers: { query: { state: 'live' } },
    adminOffer: { params: { id: UNKNOWN_ORDER } },
    adminCreateOffer: { body: fuzzCoupon(), required: COUPON_REQUIRED, nullable: COUPON_NULLABLE },
    adminUpdateOffer: {
      params: { id: UNKNOWN_ORDER },
      body: fuzzCoupon(),
      required: COUPON_REQUIRED,
      nullable: COUPON_NULLABLE,
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
    adminMessage: { params: { id: UNKNOWN_ORDER } },
    adminReplyToMessage: {
      params: { id: UNKNOWN_ORDER },
      body: { channel: 'sms', text: 'Your kurti ships today.' },
      required: ['channel', 'text'],
    },
    adminSavedReplies: {},
    adminCreateSavedReply: { body: { title: 'Size help', text: 'Hi {name}, …' }, required: ['title', 'text'] },
    adminUpdateSavedReply: {
      params: { id: UNKNOWN_ORDER },
      body: { title: 'Size help', text: 'Hi {name}, …' },
      required: ['title', 'text'],
    },
    adminDeleteSavedReply: { params: { id: UNKNOWN_ORDER } },
    adminReviews: { query: { rating: '1', visibility: 'hidden', limit: '10' } },
    adminUpdateReview: { params: { id: UNKNOWN_ORDER }, body: { hidden: true }, required: [] },
    adminSettings: {},
    adminUpdateSettings: {
      body: {
        cod: { maxOrderValue: 5000, onlyWherePinAllows: true, confirmation: { enabled: false, hours: 48 } },
        delivery: { feeRupees: 49, freeAboveRupees: 999, codFeeRupees: 29 },
      },
      nullable: ['cod.maxOrderValue', 'delivery.freeAboveRupees'],
    },
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
  } satisfies Partial<Record<EndpointName, FuzzRequest>>;
}
