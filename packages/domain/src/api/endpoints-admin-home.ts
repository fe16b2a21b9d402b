import { AdminHomeResponse, SaveHomeBody } from './admin-home';
import type { Endpoint } from './endpoint';

/**
 * The home page's content (hero slides and product rails, on a schedule), the owner's to edit (permission
 * `catalogue`): every change audited, the storefront's home answer changed at once
 * (docs/decisions/094-home-content.md).
 */
export const ADMIN_HOME_ENDPOINTS = {
  adminHome: {
    method: 'GET',
    path: '/api/admin/home',
    auth: { staff: 'catalogue' },
    tags: ['admin'],
    summary: "The home page's slides and rails, with what is live at the server's now",
    response: AdminHomeResponse,
    errors: [],
  },
  adminSaveHome: {
    method: 'PUT',
    path: '/api/admin/home',
    auth: { staff: 'catalogue' },
    tags: ['admin'],
    summary: "Saves the home page's slides and rails, in order (audited home.update)",
    body: SaveHomeBody,
    response: AdminHomeResponse,
    errors: ['home_invalid', 'home_changed'],
  },
  adminResetHome: {
    method: 'POST',
    path: '/api/admin/home/reset',
    auth: { staff: 'catalogue' },
    tags: ['admin'],
    summary: "Puts the home page back to the shop's defaults (audited home.reset)",
    response: AdminHomeResponse,
    errors: [],
  },
} as const satisfies Record<string, Endpoint>;
