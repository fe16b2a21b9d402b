import { z } from 'zod';
import {
  ATTRIBUTE_FILTER_VALUES_MAX,
  ATTRIBUTE_NAME_MAX,
  ATTRIBUTE_VALUES_MAX,
  ATTRIBUTES_MAX,
} from '../catalog/attributes';
import { Id } from './common';

// Attributes, the back office's side: /api/admin/attributes (docs/decisions/092-attributes.md).

const Name = z.string().max(ATTRIBUTE_NAME_MAX).trim().min(1);
/**
 * The name a Hindi page shows (docs/decisions/174-attribute-names-in-hindi.md), as a category's
 * (docs/decisions/172-category-names-in-hindi.md): '' for none, the name then; trimmed and composed (NFC).
 */
const HindiName = z
  .string()
  .max(ATTRIBUTE_NAME_MAX)
  .trim()
  .transform((value) => value.normalize('NFC'));
const Slug = z.string().min(1).max(ATTRIBUTE_NAME_MAX);
const Count = z.number().int().min(0);

/** One value of an attribute, in its place, with how many products (any status) have it. */
export const AttributeValueResponse = z.object({
  id: Id,
  slug: Slug,
  name: z.string(),
  hindiName: z.string(),
  position: Count,
  productCount: Count,
});
export type AttributeValueResponse = z.infer<typeof AttributeValueResponse>;

/** One attribute with its values in order; `filter`: offered as a filter on the storefront. */
export const AttributeResponse = z.object({
  id: Id,
  slug: Slug,
  name: z.string(),
  hindiName: z.string(),
  position: Count,
  filter: z.boolean(),
  values: z.array(AttributeValueResponse),
});
export type AttributeResponse = z.infer<typeof AttributeResponse>;

/** GET /api/admin/attributes: every attribute in its order. */
export const AttributesResponse = z.object({ attributes: z.array(AttributeResponse).max(ATTRIBUTES_MAX) });
export type AttributesResponse = z.infer<typeof AttributesResponse>;

/** POST /api/admin/attributes: a new attribute (last in order), its slug made from its name; values optional. */
export const CreateAttributeBody = z.strictObject({
  name: Name,
  hindiName: HindiName.default(''),
  filter: z.boolean().default(true),
  values: z.array(Name).max(ATTRIBUTE_VALUES_MAX).default([]),
});
export type CreateAttributeBody = z.input<typeof CreateAttributeBody>;

/**
 * PATCH /api/admin/attributes/{id}: a new name (the slug, and so the storefront's links, stay), the filter switch, or
 * a new place (0 first; the others move along).
 */
export const UpdateAttributeBody = z.strictObject({
  name: Name.optional(),
  /** '' clears it. */
  hindiName: HindiName.optional(),
  filter: z.boolean().optional(),
  position: z.number().int().min(0).max(ATTRIBUTES_MAX).optional(),
});
export type UpdateAttributeBody = z.input<typeof UpdateAttributeBody>;

/** POST /api/admin/attributes/{id}/values: a value added last. */
export const CreateAttributeValueBody = z.strictObject({ name: Name, hindiName: HindiName.default('') });
export type CreateAttributeValueBody = z.input<typeof CreateAttributeValueBody>;

/** PATCH /api/admin/attributes/{id}/values/{valueId}: a new name (the slug stays) or place. */
export const UpdateAttributeValueBody = z.strictObject({
  name: Name.optional(),
  hindiName: HindiName.optional(),
  position: z.number().int().min(0).max(ATTRIBUTE_VALUES_MAX).optional(),
});
export type UpdateAttributeValueBody = z.input<typeof UpdateAttributeValueBody>;

export const AttributeValueParams = z.strictObject({ id: Id, valueId: Id });

/**
 * A product's values in the back office: attribute slug → value slugs, e.g. `{ "fabric": ["cotton"], "colour":
 * ["red", "white"] }`. Sent whole, it replaces the product's values; an unknown attribute or value is a 422 naming it.
 */
export const ProductAttributeValues = z.record(
  Slug,
  z
    .array(Slug)
    .max(ATTRIBUTE_FILTER_VALUES_MAX)
    .refine((values) => new Set(values).size === values.length, {
      error: 'each value once',
    }),
);
export type ProductAttributeValues = z.infer<typeof ProductAttributeValues>;
