import type { ShopConfig } from '@vastra/domain/api';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { createEntity, sendEntity, type HttpEntity } from '../shared/http-entity';
import { whatItSells } from './spa-head';

export const WEB_APP_MANIFEST_TYPE = 'application/manifest+json; charset=utf-8';
/** The shop's colours (apps/web/src/index.css: --color-ink, --color-paper). */
const INK = '#1f1a17';
const PAPER = '#fbf8f4';

/**
 * The web app manifest that makes the shop installable (docs/decisions/124-installable-and-offline.md), in the shop's
 * own name: what a phone shows under the icon and on the splash screen. Its description names the shop's shown
 * categories, as the home page's does (docs/decisions/159-category-names-with-the-shop.md). The icons are the build's
 * (scripts/make-app-icons.mjs).
 */
export function webAppManifest(shopName: string, categoryNames?: readonly string[]) {
  return {
    id: '/',
    name: shopName,
    short_name: shopName,
    description: `${shopName} — ${whatItSells(categoryNames)}, delivered across India.`,
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

/**
 * GET /manifest.webmanifest, built again only when the shop's shown categories change (`shopConfig` keeps them);
 * browsers read it again after an hour. Without `shopConfig`, or when it fails, the five categories the shop starts
 * with are named.
 */
export function registerWebAppManifest(
  app: FastifyInstance,
  config: Config,
  shopConfig?: () => Promise<ShopConfig>,
): void {
  let built: { names: string; entity: Promise<HttpEntity> } | null = null;
  const entityFor = (names: readonly string[] | undefined): Promise<HttpEntity> => {
    const key = JSON.stringify(names ?? null);
    if (built?.names !== key) {
      const manifest = JSON.stringify(webAppManifest(config.SHOP_NAME, names));
      built = { names: key, entity: createEntity(manifest, WEB_APP_MANIFEST_TYPE) };
    }
    return built.entity;
  };
  app.get('/manifest.webmanifest', { compress: false }, async (request, reply) => {
    const shop = shopConfig ? await shopConfig().catch(() => null) : null;
    const entity = await entityFor(shop?.categories?.map((category) => category.name));
    return sendEntity(request, reply, entity, 'public, max-age=3600');
  });
}
