import type { EndpointName } from '@vastra/domain/api';
import { COUPON_NULLABLE, COUPON_REQUIRED, couponBody } from './offer-bodies';
import { UNKNOWN_ORDER, type FuzzContext, type FuzzRequest } from './hostile-input.types';

// The back office's merchandising entries, each with a valid request to start breaking from (hostile-input.targets.ts
// takes them with the rest and makes a missing one a type error).

// A valid coupon definition, every field sent (November 2026).
const fuzzCoupon = () =>
  couponBody('FUZZ20', { startsAt: '2026-11-01T00:00:00+05:30', endsAt: '2026-12-01T00:00:00+05:30' });

/** Sale prices, the home page, attributes, categories, collections and offers. */
export function merchandisingRequests(c: FuzzContext) {
  return {
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
            headlineHi: 'दिवाली सेल',
            subTextHi: 'त्योहार की पसंद',
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
            titleHi: 'साड़ियाँ',
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
    adminCreateAttribute: {
      body: { name: 'Fuzz Work', hindiName: 'कढ़ाई', filter: true, values: ['Zari'] },
      required: ['name'],
    },
    adminUpdateAttribute: {
      params: { id: UNKNOWN_ORDER },
      body: { name: 'Fabric', hindiName: 'कपड़ा', position: 0 },
      required: [],
    },
    adminCreateAttributeValue: {
      params: { id: UNKNOWN_ORDER },
      body: { name: 'Modal', hindiName: 'मोडल' },
      required: ['name'],
    },
    adminUpdateAttributeValue: {
      params: { id: UNKNOWN_ORDER, valueId: UNKNOWN_ORDER },
      body: { name: 'Mul cotton', hindiName: 'मलमल' },
      required: [],
    },
    adminDeleteAttributeValue: { params: { id: UNKNOWN_ORDER, valueId: UNKNOWN_ORDER } },
    // The shop's own categories (docs/decisions/097-categories.md).
    adminCategories: {},
    adminCreateCategory: {
      body: {
        name: 'Fuzz Lehenga',
        hindiName: 'लहंगा',
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
        hindiName: 'कुर्ती',
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
        titleHi: 'फ़ज़ एडिट',
        descriptionHi: 'फ़ज़िंग के लिए चुने गए',
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
      body: { title: 'Fuzz Manual', titleHi: 'फ़ज़ मैनुअल', kind: 'manual', rules: [] },
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
  } satisfies Partial<Record<EndpointName, FuzzRequest>>;
}
