import {
  AdminCategoriesResponse,
  AdminCategory,
  CategoryParams,
  CreateCategoryBody,
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
} as const satisfies Record<string, Endpoint>;
