import { IMAGE_UPLOAD_MAX_BYTES } from '../back-office';
import type { Endpoint } from './endpoint';
import { ShopPhotoResponse } from './shop-photos';

/**
 * Photos for the home page's slides and the category tiles (docs/decisions/109-shop-photos.md): checked and converted
 * exactly like a product photo, with the permission that edits the home page and the categories (`catalogue`).
 */
export const ADMIN_SHOP_PHOTO_ENDPOINTS = {
  adminUploadShopPhoto: {
    method: 'POST',
    path: '/api/admin/shop-photos',
    auth: { staff: 'catalogue' },
    tags: ['admin'],
    summary:
      'Uploads one photo (multipart/form-data, field `file`) for a slide or a category tile; answers its address ' +
      '(audited shop_photo.upload)',
    multipart: { maxFileBytes: IMAGE_UPLOAD_MAX_BYTES, maxFiles: 1 },
    response: ShopPhotoResponse,
    status: 201,
    errors: ['payload_too_large', 'image_unsupported', 'image_too_many_pixels', 'unprocessable'],
  },
} as const satisfies Record<string, Endpoint>;
