import { UNKNOWN_ORDER, type FuzzContext, type FuzzTarget } from './hostile-input.types';

/**
 * Routes outside the API contract: the product images (seed art and uploaded photos), the OpenAPI document, the
 * sitemap, robots.txt and the web app manifest.
 */
export function extraTargets(c: FuzzContext): Record<string, FuzzTarget> {
  return {
    productImage: {
      method: 'GET',
      path: '/uploads/products/:id/:file',
      auth: false,
      params: { id: c.productId, file: '1.svg' },
    },
    // The same art drawn as a photo at one of its widths (docs/decisions/197-seed-art-offered-as-photos.md).
    productImageDrawn: {
      method: 'GET',
      path: '/uploads/products/:id/:file',
      auth: false,
      params: { id: c.productId, file: '1-480.avif' },
    },
    // Uploaded photos: a folder named by a photo id and its size, a file named by its width.
    mediaImage: {
      method: 'GET',
      path: '/media/products/:folder/:file',
      auth: false,
      params: { folder: `${UNKNOWN_ORDER}-1200x1500`, file: '960.jpg' },
    },
    openApiJson: { method: 'GET', path: '/api/docs/json', auth: false },
    // Search engines' files (modules/storefront/seo.routes.ts); a numbered sitemap file only past 50,000 URLs.
    sitemap: { method: 'GET', path: '/sitemap.xml', auth: false },
    sitemapFile: { method: 'GET', path: '/sitemap-products-:n', auth: false, params: { n: '1.xml' } },
    robots: { method: 'GET', path: '/robots.txt', auth: false },
    // What makes the shop installable (plugins/web-app-manifest.ts).
    webAppManifest: { method: 'GET', path: '/manifest.webmanifest', auth: false },
  };
}
