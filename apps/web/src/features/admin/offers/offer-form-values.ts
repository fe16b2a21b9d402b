import { OfferBody, type AdminOffer, type OfferBodyInput } from '@vastra/domain/api';
import type { Category } from '@vastra/domain/catalog';
import { formatRupeesInput } from '@vastra/domain/money';
import { PRICING_OFFER_SCREEN_MESSAGES as S } from '@vastra/domain/pricing';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import { checkedBody, istInputOf, Reader } from './form-reading';

export const OFFER_KINDS = ['coupon', 'buy-x-get-y', 'bundle', 'tiered', 'prepaid', 'free-delivery'] as const;
export type OfferKindValue = (typeof OFFER_KINDS)[number];

/** What each kind is called on the screens. */
export const KIND_NAMES: Record<OfferKindValue, string> = {
  coupon: 'Coupon',
  'buy-x-get-y': 'Buy X get Y',
  bundle: 'Any N for ₹P',
  tiered: 'Tiered',
  prepaid: 'Prepaid',
  'free-delivery': 'Free delivery',
};

export const isOfferKind = (value: unknown): value is OfferKindValue =>
  typeof value === 'string' && (OFFER_KINDS as readonly string[]).includes(value);

/**
 * The offer form's values: every kind's fields at once (the form shows the chosen kind's), typed as text. Rupees are
 * typed as rupees and percents as whole numbers, under the contract's names (`minBasketPaise` holds "999"), so that
 * the contract's issues land on the field that shows them; moments are IST date-times ('2026-12-01T00:00').
 */
export type OfferFormValues = {
  kind: OfferKindValue;
  label: string;
  code: string;
  startsAt: string;
  endsAt: string;
  scope: { kind: 'shop' | 'categories' | 'products'; categories: Category[]; productIds: string };
  combinable: boolean;
  discount: { type: 'percent' | 'flat'; percent: string; amountPaise: string };
  minBasketPaise: string;
  maxDiscountPaise: string;
  totalUses: string;
  usesPerCustomer: string;
  firstOrderOnly: boolean;
  excludeSaleItems: boolean;
  payment: 'any' | 'prepaid';
  buyQuantity: string;
  getQuantity: string;
  reward: { type: 'free' | 'percent'; percent: string };
  quantity: string;
  pricePaise: string;
  tiers: { minBasketPaise: string; percent: string }[];
  percent: string;
};

export function emptyOfferValues(kind: OfferKindValue = 'coupon'): OfferFormValues {
  return {
    kind,
    label: '',
    code: '',
    startsAt: '',
    endsAt: '',
    scope: { kind: 'shop', categories: [], productIds: '' },
    combinable: false,
    discount: { type: 'percent', percent: '', amountPaise: '' },
    minBasketPaise: '0',
    maxDiscountPaise: '',
    totalUses: '',
    usesPerCustomer: '',
    firstOrderOnly: false,
    excludeSaleItems: false,
    payment: 'any',
    buyQuantity: '2',
    getQuantity: '1',
    reward: { type: 'free', percent: '' },
    quantity: '3',
    pricePaise: '',
    tiers: [{ minBasketPaise: '', percent: '' }],
    percent: '',
  };
}

const text = (value: unknown) => (typeof value === 'number' ? String(value) : '');
const rupees = (value: unknown) => (typeof value === 'number' ? formatRupeesInput(value) : '');

/** The form's values for an offer read back (its accepted definition, paise and ISO moments). */
export function offerValuesOf(offer: AdminOffer): OfferFormValues {
  const d = offer.definition as Record<string, never>;
  const kind = isOfferKind(offer.kind) ? offer.kind : 'coupon';
  const base = emptyOfferValues(kind);
  const scope = (d.scope ?? { kind: 'shop' }) as { kind: string; categories?: Category[]; productIds?: string[] };
  const discount = (d.discount ?? {}) as { type?: string; percent?: number; amountPaise?: number };
  const reward = (d.reward ?? {}) as { type?: string; percent?: number };
  const tiers = (d.tiers ?? []) as { minBasketPaise: number; percent: number }[];
  return {
    ...base,
    label: offer.label,
    code: offer.code ?? '',
    startsAt: istInputOf(offer.startsAt),
    endsAt: istInputOf(offer.endsAt),
    scope: {
      kind: scope.kind === 'categories' || scope.kind === 'products' ? scope.kind : 'shop',
      categories: scope.categories ?? [],
      productIds: (scope.productIds ?? []).join('\n'),
    },
    combinable: d.combinable === true,
    discount: {
      type: discount.type === 'flat' ? 'flat' : 'percent',
      percent: text(discount.percent),
      amountPaise: rupees(discount.amountPaise),
    },
    minBasketPaise: rupees(d.minBasketPaise) || base.minBasketPaise,
    maxDiscountPaise: rupees(d.maxDiscountPaise),
    totalUses: text(d.totalUses),
    usesPerCustomer: text(d.usesPerCustomer),
    firstOrderOnly: d.firstOrderOnly === true,
    excludeSaleItems: d.excludeSaleItems === true,
    payment: d.payment === 'prepaid' ? 'prepaid' : 'any',
    buyQuantity: text(d.buyQuantity) || base.buyQuantity,
    getQuantity: text(d.getQuantity) || base.getQuantity,
    reward: { type: reward.type === 'percent' ? 'percent' : 'free', percent: text(reward.percent) },
    quantity: text(d.quantity) || base.quantity,
    pricePaise: rupees(d.pricePaise),
    tiers: tiers.length
      ? tiers.map((tier) => ({ minBasketPaise: rupees(tier.minBasketPaise), percent: text(tier.percent) }))
      : base.tiers,
    percent: text(d.percent),
  };
}

/** The body the API is sent for these values (the chosen kind's fields only), and the texts that are not numbers. */
export function offerBodyOf(v: OfferFormValues): { body: Record<string, unknown>; issues: Map<string, string> } {
  const read = new Reader();
  const productIds = v.scope.productIds
    .split(/[\s,]+/)
    .map((id) => id.trim())
    .filter(Boolean);
  const scope =
    v.scope.kind === 'categories'
      ? { kind: 'categories', categories: v.scope.categories }
      : v.scope.kind === 'products'
        ? { kind: 'products', productIds }
        : { kind: 'shop' };
  const common = {
    kind: v.kind,
    label: v.label,
    startsAt: read.moment('startsAt', v.startsAt),
    endsAt: read.moment('endsAt', v.endsAt, true),
    scope,
    combinable: v.combinable,
  };
  const body: Record<string, unknown> = (() => {
    switch (v.kind) {
      case 'coupon':
        return {
          ...common,
          code: v.code,
          discount:
            v.discount.type === 'flat'
              ? { type: 'flat', amountPaise: read.rupees('discount.amountPaise', v.discount.amountPaise) }
              : { type: 'percent', percent: read.percent('discount.percent', v.discount.percent) },
          minBasketPaise: read.rupees('minBasketPaise', v.minBasketPaise || '0'),
          maxDiscountPaise: read.rupees('maxDiscountPaise', v.maxDiscountPaise, true),
          totalUses: read.whole('totalUses', v.totalUses, true),
          usesPerCustomer: read.whole('usesPerCustomer', v.usesPerCustomer, true),
          firstOrderOnly: v.firstOrderOnly,
          excludeSaleItems: v.excludeSaleItems,
          payment: v.payment,
        };
      case 'buy-x-get-y':
        return {
          ...common,
          buyQuantity: read.whole('buyQuantity', v.buyQuantity),
          getQuantity: read.whole('getQuantity', v.getQuantity),
          reward:
            v.reward.type === 'percent'
              ? { type: 'percent', percent: read.percent('reward.percent', v.reward.percent) }
              : { type: 'free' },
        };
      case 'bundle':
        return {
          ...common,
          quantity: read.whole('quantity', v.quantity),
          pricePaise: read.rupees('pricePaise', v.pricePaise),
        };
      case 'tiered':
        return {
          ...common,
          tiers: v.tiers.map((tier, i) => ({
            minBasketPaise: read.rupees(`tiers.${i}.minBasketPaise`, tier.minBasketPaise),
            percent: read.percent(`tiers.${i}.percent`, tier.percent),
          })),
        };
      case 'prepaid':
        return {
          ...common,
          percent: read.percent('percent', v.percent),
          maxDiscountPaise: read.rupees('maxDiscountPaise', v.maxDiscountPaise, true),
        };
      case 'free-delivery':
        return { ...common, minBasketPaise: read.rupees('minBasketPaise', v.minBasketPaise || '0') };
    }
  })();
  if (v.scope.kind === 'products' && productIds.length === 0) read.issues.set('scope.productIds', S.productsRequired);
  return { body, issues: read.issues };
}

const contract = zodResolver(OfferBody, undefined, { raw: true });

/**
 * The form's resolver: the texts read into the contract's body, which `zodResolver` checks with the contract's
 * `OfferBody` (its messages are the domain's, the same the API answers with); a text that is not a number keeps its
 * own message. The values handed to the submit handler are the body as sent over the wire.
 */
export const offerResolver: Resolver<OfferFormValues, unknown, OfferBodyInput> = (values, _context, options) => {
  const { body, issues } = offerBodyOf(values);
  return checkedBody<OfferFormValues, OfferBodyInput>(
    contract as unknown as Resolver<FieldValues, unknown, OfferBodyInput>,
    body,
    issues,
    options,
  );
};
