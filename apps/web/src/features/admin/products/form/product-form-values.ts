import {
  CreateProductBody,
  UpdateProductBody,
  type AdminProduct,
  type AdminVariant,
  type CreateProductBody as CreateBody,
  type UpdateProductBody as UpdateBody,
} from '@vastra/domain/api';
import type { Category } from '@vastra/domain/catalog';
import type { ProductStatus } from '@vastra/domain/back-office';
import { formatRupeesInput, parseRupeesInput } from '@vastra/domain/money';
import { tagsFromCell } from '@vastra/domain/collections';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';

/** A size row as typed: prices are rupee texts, kept under the contract's names so its errors land on them. */
export type VariantValues = {
  size: string;
  pricePaise: string;
  originalPricePaise: string;
  stock: string;
  /** Saved already: its stock changes only through "Adjust stock". */
  saved: boolean;
  /**
   * The saved variant's SKU, barcode and weight, sent back unchanged so a save keeps them (the form does not edit
   * them yet: docs/decisions/099-variant-options.md).
   */
  kept?: Pick<AdminVariant, 'sku' | 'barcode' | 'weightGrams'>;
};

export type ProductFormValues = {
  title: string;
  description: string;
  category: Category;
  /** The product's own HSN code as typed; empty: its category's (docs/decisions/097-categories.md). */
  hsn: string;
  /** The owner's tags, separated by commas as typed (docs/decisions/098-collections.md). */
  tags: string;
  status: ProductStatus;
  /** Shoppers may ask to exchange or return it (the order page offers neither when false). */
  returnable: boolean;
  variants: VariantValues[];
  /**
   * Attribute slug → the ticked value slugs, sent whole (docs/decisions/092-attributes.md); undefined when the
   * saved product's answer had none, and then not sent until one is ticked, so a save never clears them unseen.
   */
  attributes: Record<string, string[]> | undefined;
};

export type ProductFormMode = 'create' | 'edit';

export const RUPEES_FORMAT_MESSAGE = 'Enter rupees, like 799 or 799.50';

export const EMPTY_VARIANT: VariantValues = {
  size: '',
  pricePaise: '',
  originalPricePaise: '',
  stock: '0',
  saved: false,
};

/** The form's starting values: a saved product's, or an empty draft with one size row. */
export function toFormValues(product?: AdminProduct): ProductFormValues {
  if (!product) {
    return {
      title: '',
      description: '',
      category: '',
      hsn: '',
      tags: '',
      status: 'draft',
      returnable: true,
      variants: [{ ...EMPTY_VARIANT }],
      attributes: {},
    };
  }
  return {
    title: product.title,
    description: product.description,
    category: product.category,
    hsn: product.hsn ?? '',
    tags: (product.tags ?? []).join(', '),
    status: product.status,
    returnable: product.returnable,
    variants: product.variants.map((v) => ({
      size: v.size,
      pricePaise: formatRupeesInput(v.pricePaise),
      originalPricePaise: v.originalPricePaise === null ? '' : formatRupeesInput(v.originalPricePaise),
      stock: String(v.stock),
      saved: true,
      kept: { sku: v.sku, barcode: v.barcode, weightGrams: v.weightGrams },
    })),
    attributes: product.attributes,
  };
}

// A text that is not rupees becomes NaN, which the contract refuses; the form's own message then replaces the
// contract's ("Price is required" would be wrong for "7.999").
function paiseOf(text: string): number | undefined {
  if (text.trim() === '') return undefined;
  return parseRupeesInput(text) ?? Number.NaN;
}

function stockOf(text: string): number {
  const trimmed = text.trim();
  return /^\d{1,9}$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** The request body the values stand for (unchecked: the contract's schema checks it). */
export function toBody(values: ProductFormValues): Record<string, unknown> {
  return {
    title: values.title,
    description: values.description,
    ...(values.category ? { category: values.category } : {}),
    hsn: values.hsn.trim(),
    // The spreadsheet's reading of a "Tags" cell: split at commas, blanks dropped, each once.
    tags: tagsFromCell(values.tags),
    status: values.status,
    returnable: values.returnable,
    variants: values.variants.map((v) => {
      const original = v.originalPricePaise.trim() === '' ? null : paiseOf(v.originalPricePaise);
      return {
        size: v.size,
        pricePaise: paiseOf(v.pricePaise),
        originalPricePaise: original,
        stock: stockOf(v.stock),
        // Only codes there are: a variant without any sends the body it always sent.
        ...(v.kept && (v.kept.sku !== null || v.kept.barcode !== null || v.kept.weightGrams !== null) ? v.kept : {}),
      };
    }),
    ...(values.attributes ? { attributes: values.attributes } : {}),
  };
}

/** Price fields whose text is not a rupee amount, with the message each shows. */
function rupeeTextErrors(values: ProductFormValues): { index: number; field: 'pricePaise' | 'originalPricePaise' }[] {
  const bad: { index: number; field: 'pricePaise' | 'originalPricePaise' }[] = [];
  values.variants.forEach((v, index) => {
    for (const field of ['pricePaise', 'originalPricePaise'] as const) {
      if (v[field].trim() !== '' && parseRupeesInput(v[field]) === null) bad.push({ index, field });
    }
  });
  return bad;
}

export type ProductBody = CreateBody | UpdateBody;

/**
 * Checks the typed values with the contract's own schema (CreateProductBody or UpdateProductBody) after
 * turning rupee texts into paise; the submitted data is the request body, ready to send.
 */
export function productResolver(mode: ProductFormMode): Resolver<ProductFormValues, unknown, ProductBody> {
  const contract = mode === 'create' ? zodResolver(CreateProductBody) : zodResolver(UpdateProductBody);
  return async (values, context, options) => {
    const body = toBody(values);
    const result = await (contract as unknown as Resolver<Record<string, unknown>, unknown, ProductBody>)(
      body,
      context,
      options as never,
    );
    const bad = rupeeTextErrors(values);
    if (bad.length === 0) return result;
    const errors = { ...(result.errors as Record<string, unknown>) } as FieldErrors<ProductFormValues>;
    const variants = (errors.variants as unknown as Record<number, Record<string, FieldError>> | undefined) ?? [];
    for (const { index, field } of bad) {
      variants[index] = { ...variants[index], [field]: { type: 'format', message: RUPEES_FORMAT_MESSAGE } };
    }
    (errors as Record<string, unknown>).variants = variants;
    return { values: {}, errors };
  };
}
