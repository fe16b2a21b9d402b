import { AdminCollection, AdminCollectionsResponse, CollectionBody, CollectionProductsBody } from './admin-collections';
import { IdParams, MessageResponse } from './common';
import type { Endpoint } from './endpoint';

/**
 * Collections (manual and automatic): every member of staff reads them, the catalogue permission changes them, every
 * change audited (docs/decisions/098-collections.md).
 */
export const ADMIN_COLLECTION_ENDPOINTS = {
  adminCollections: {
    method: 'GET',
    path: '/api/admin/collections',
    auth: { staff: 'any' },
    tags: ['admin'],
    summary: 'Every collection, menu ones first in their order',
    response: AdminCollectionsResponse,
    errors: [],
  },
  adminCreateCollection: {
    method: 'POST',
    path: '/api/admin/collections',
    auth: { staff: 'catalogue' },
    tags: ['admin'],
    summary: 'Adds a manual or automatic collection (audited collection.create)',
    body: CollectionBody,
    response: AdminCollection,
    status: 201,
    errors: ['collection_invalid', 'collection_slug_taken'],
  },
  adminUpdateCollection: {
    method: 'PUT',
    path: '/api/admin/collections/:id',
    auth: { staff: 'catalogue' },
    tags: ['admin'],
    summary: 'Replaces a collection (its products aside; audited collection.update)',
    params: IdParams,
    body: CollectionBody,
    response: AdminCollection,
    errors: ['not_found', 'collection_invalid', 'collection_slug_taken'],
  },
  adminSetCollectionProducts: {
    method: 'PUT',
    path: '/api/admin/collections/:id/products',
    auth: { staff: 'catalogue' },
    tags: ['admin'],
    summary: "A manual collection's products, in order (audited collection.products)",
    params: IdParams,
    body: CollectionProductsBody,
    response: AdminCollection,
    errors: ['not_found', 'collection_invalid'],
  },
  adminDeleteCollection: {
    method: 'DELETE',
    path: '/api/admin/collections/:id',
    auth: { staff: 'catalogue' },
    tags: ['admin'],
    summary: 'Deletes a collection (its products stay; audited collection.delete)',
    params: IdParams,
    response: MessageResponse,
    errors: ['not_found'],
  },
} as const satisfies Record<string, Endpoint>;
