import {
  AdminCategoriesResponse,
  AdminCategory,
  CategoryParams,
  CreateCategoryBody,
  SizeGuideResponse,
  UpdateCategoryBody,
} from './admin-categories';
import type { Endpoint } from './endpoint';

/**
 * The shop's own categories (docs/decisions/097-categories.md): every member of staff reads them, the catalogue
 * permission changes them, every change audited; shoppers read a category's size guide.
 */
export const ADMIN_CATEGORY_ENDPOINTS = {
  adminCategories: {
    method: 'GET',
    path: '/api/admin/categories',
    auth: { staff: 'any' },
    tags: ['admin'],
    summary: 'The categories in their order, hidden ones too, each with how many products are in it',
    response: AdminCategoriesResponse,
    errors: [],
  },
  adminCreateCategory: {
    method: 'POST',
    path: '/api/admin/categories',
    auth: { staff: 'catalogue' },
    tags: ['admin'],
    summary: 'Adds a category, last in order, its slug made from its name (audited category.create)',
    body: CreateCategoryBody,
    response: AdminCategory,
    status: 201,
    errors: ['category_slug_taken', 'category_invalid'],
  },
  adminUpdateCategory: {
    method: 'PATCH',
    path: '/api/admin/categories/:slug',
    auth: { staff: 'catalogue' },
    tags: ['admin'],
    summary: 'Renames (the slug stays), moves, hides or shows a category, or sets its image, HSN, sizes, size guide',
    params: CategoryParams,
    body: UpdateCategoryBody,
    response: AdminCategory,
    errors: ['category_unknown', 'category_invalid'],
  },
  adminDeleteCategory: {
    method: 'DELETE',
    path: '/api/admin/categories/:slug',
    auth: { staff: 'catalogue' },
    tags: ['admin'],
    summary: 'Removes a category no product is in (else 409 saying how many are)',
    params: CategoryParams,
    response: AdminCategoriesResponse,
    errors: ['category_unknown', 'category_in_use'],
  },
  categorySizeGuide: {
    method: 'GET',
    path: '/api/client/categories/:slug/size-guide',
    auth: 'none',
    tags: ['catalog'],
    summary: "A category's size guide in cm (null when it has none); hidden categories' too, for old links",
    params: CategoryParams,
    response: SizeGuideResponse,
    errors: ['category_unknown'],
  },
} as const satisfies Record<string, Endpoint>;
