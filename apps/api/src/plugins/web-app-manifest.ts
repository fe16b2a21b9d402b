import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { createEntity, sendEntity } from '../shared/http-entity';

export const WEB_APP_MANIFEST_TYPE = 'application/manifest+json; charset=utf-8';
/** The shop's colours (apps/web/src/index.css: --color-ink, --color-paper). */
const INK = '#1f1a17';
const PAPER = '#fbf8f4';

/**
 * The web app manifest that makes the shop installable (docs/decisions/124-installable-and-offline.md), in the shop's
 * own name: what a phone shows under the icon and on the splash screen. The icons are the build's
 * (scripts/make-app-icons.mjs).
 */
export function webAppManifest(shopName: string) {
  return {
    id: '/',
    name: shopName,
    short_name: shopName,
    description: `${shopName} — kurtis, suits, sarees, t-shirts and shorts, delivered across India.`,
    lang: 'en-IN',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    background_color: PAPER,
    theme_color: INK,
    categories: ['shopping', 'lifestyle'],
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

/** GET /manifest.webmanifest, built once; browsers read it again after an hour. */
export async function registerWebAppManifest(app: FastifyInstance, config: Config): Promise<void> {
  const entity = await createEntity(JSON.stringify(webAppManifest(config.SHOP_NAME)), WEB_APP_MANIFEST_TYPE);
  app.get('/manifest.webmanifest', { compress: false }, (request, reply) =>
    sendEntity(request, reply, entity, 'public, max-age=3600'),
  );
}
