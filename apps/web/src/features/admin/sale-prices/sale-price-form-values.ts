import {
  CreateSalePriceBody,
  UpdateSalePriceBody,
  type SalePriceResponse,
  type CreateSalePriceBody as CreateBody,
  type UpdateSalePriceBody as UpdateBody,
} from '@vastra/domain/api';
import type { Category } from '@vastra/domain/catalog';
import { formatRupeesInput } from '@vastra/domain/money';
import { PRICING_OFFER_SCREEN_MESSAGES as S } from '@vastra/domain/pricing';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import { checkedBody, istInputOf, Reader } from '../offers/form-reading';

/**
 * The sale price form's values, as typed: the price in rupees under the contract's name (`price.pricePaise`), the
 * percent as a whole number, the window as IST date-times. A sale's target is chosen once, when it is created.
 */
export type SalePriceFormValues = {
  target: { kind: 'product' | 'size' | 'category'; productId: string; size: string; category: Category };
  price: { type: 'percent' | 'fixed'; percent: string; pricePaise: string };
  label: string;
  startsAt: string;
  endsAt: string;
  paused: boolean;
};

export function emptySaleValues(): SalePriceFormValues {
  return {
    target: { kind: 'product', productId: '', size: '', category: '' },
    price: { type: 'percent', percent: '', pricePaise: '' },
    label: '',
    startsAt: '',
    endsAt: '',
    paused: false,
  };
}

/** The form's values for a sale read back. */
export function saleValuesOf(sale: SalePriceResponse): SalePriceFormValues {
  const target = sale.target;
  return {
    target: {
      kind: target.kind,
      productId: target.kind === 'category' ? '' : target.productId,
      size: target.kind === 'size' ? target.size : '',
      category: target.kind === 'category' ? target.category : '',
    },
    price:
      sale.price.type === 'percent'
        ? { type: 'percent', percent: String(sale.price.percent), pricePaise: '' }
        : { type: 'fixed', percent: '', pricePaise: formatRupeesInput(sale.price.pricePaise) },
    label: sale.label,
    startsAt: istInputOf(sale.startsAt),
    endsAt: istInputOf(sale.endsAt),
    paused: sale.paused,
  };
}

function readPrice(read: Reader, v: SalePriceFormValues) {
  return v.price.type === 'fixed'
    ? { type: 'fixed', pricePaise: read.rupees('price.pricePaise', v.price.pricePaise) }
    : { type: 'percent', percent: read.percent('price.percent', v.price.percent) };
}

const createContract = zodResolver(CreateSalePriceBody, undefined, { raw: true });
const updateContract = zodResolver(UpdateSalePriceBody, undefined, { raw: true });

/** A new sale: its target (a product, one size of it, or a category), price, window and name. */
export const createSaleResolver: Resolver<SalePriceFormValues, unknown, CreateBody> = (v, _context, options) => {
  const read = new Reader();
  if (v.target.kind !== 'category' && v.target.productId === '') read.issues.set('target.productId', S.productRequired);
  if (v.target.kind === 'size' && v.target.size === '') read.issues.set('target.size', S.sizeRequired);
  if (v.target.kind === 'category' && v.target.category === '') read.issues.set('target.category', S.categoryRequired);
  const target =
    v.target.kind === 'category'
      ? { kind: 'category', category: v.target.category }
      : v.target.kind === 'size'
        ? { kind: 'size', productId: v.target.productId, size: v.target.size }
        : { kind: 'product', productId: v.target.productId };
  const body = {
    target,
    price: readPrice(read, v),
    label: v.label,
    startsAt: read.moment('startsAt', v.startsAt),
    endsAt: read.moment('endsAt', v.endsAt),
    paused: v.paused,
  };
  return checkedBody<SalePriceFormValues, CreateBody>(
    createContract as unknown as Resolver<FieldValues, unknown, CreateBody>,
    body,
    read.issues,
    options,
  );
};

/** A change: price, window, name and pause (the target stays). */
export const updateSaleResolver: Resolver<SalePriceFormValues, unknown, UpdateBody> = (v, _context, options) => {
  const read = new Reader();
  const body = {
    price: readPrice(read, v),
    label: v.label,
    startsAt: read.moment('startsAt', v.startsAt),
    endsAt: read.moment('endsAt', v.endsAt),
    paused: v.paused,
  };
  return checkedBody<SalePriceFormValues, UpdateBody>(updateContract, body, read.issues, options);
};
