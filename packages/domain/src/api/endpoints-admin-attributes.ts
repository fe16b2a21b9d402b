import {
  AttributeResponse,
  AttributesResponse,
  AttributeValueParams,
  CreateAttributeBody,
  CreateAttributeValueBody,
  UpdateAttributeBody,
  UpdateAttributeValueBody,
} from './admin-attributes';
import { IdParams } from './common';
import type { Endpoint } from './endpoint';

/**
 * The shop's own attributes (fabric, colour, occasion…): every member of staff reads them, the catalogue permission
 * changes them, every change audited (docs/decisions/092-attributes.md).
 */
export const ADMIN_ATTRIBUTE_ENDPOINTS = {
  adminAttributes: {
    method: 'GET',
    path: '/api/admin/attributes',
    auth: { staff: 'any' },
    tags: ['admin'],
    summary: 'The attributes in their order, each value with how many products have it',
    response: AttributesResponse,
    errors: [],
  },
  adminCreateAttribute: {
    method: 'POST',
    path: '/api/admin/attributes',
    auth: { staff: 'catalogue' },
    tags: ['admin'],
    summary: 'Adds an attribute, last in order (audited attribute.create)',
    body: CreateAttributeBody,
    response: AttributeResponse,
    status: 201,
    errors: ['attribute_invalid'],
  },
  adminUpdateAttribute: {
    method: 'PATCH',
    path: '/api/admin/attributes/:id',
    auth: { staff: 'catalogue' },
    tags: ['admin'],
    summary: 'Renames an attribute (its slug stays), moves it, or turns its storefront filter on or off',
    params: IdParams,
    body: UpdateAttributeBody,
    response: AttributeResponse,
    errors: ['not_found', 'attribute_invalid'],
  },
  adminCreateAttributeValue: {
    method: 'POST',
    path: '/api/admin/attributes/:id/values',
    auth: { staff: 'catalogue' },
    tags: ['admin'],
    summary: 'Adds a value to an attribute, last in order',
    params: IdParams,
    body: CreateAttributeValueBody,
    response: AttributeResponse,
    status: 201,
    errors: ['not_found', 'attribute_invalid'],
  },
  adminUpdateAttributeValue: {
    method: 'PATCH',
    path: '/api/admin/attributes/:id/values/:valueId',
    auth: { staff: 'catalogue' },
    tags: ['admin'],
    summary: 'Renames a value (its slug stays; products keep it) or moves it',
    params: AttributeValueParams,
    body: UpdateAttributeValueBody,
    response: AttributeResponse,
    errors: ['not_found', 'attribute_invalid'],
  },
  adminDeleteAttributeValue: {
    method: 'DELETE',
    path: '/api/admin/attributes/:id/values/:valueId',
    auth: { staff: 'catalogue' },
    tags: ['admin'],
    summary: 'Removes a value no product has (else 409 saying how many have it)',
    params: AttributeValueParams,
    response: AttributeResponse,
    errors: ['not_found', 'attribute_value_in_use'],
  },
} as const satisfies Record<string, Endpoint>;
