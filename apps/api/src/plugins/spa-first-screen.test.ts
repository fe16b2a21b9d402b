import type { AvailableOffer, CollectionPageResponse, ShopConfig } from '@vastra/domain/api';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../config';
import { createEntity } from '../shared/http-entity';
import { builtWebApp, SPA_PRODUCT, SPA_SHOP_CONFIG, embeddedJson } from '../testing/spa-fixture';
import { registerSpa } from './spa';

// docs/decisions/135-first-screens-drawn-on-the-server.md: with the web app's server build beside it, a page that
// carries its first screen's data also carries that screen drawn, and names its scripts for /boot.js instead of
// loading them itself; a drawing that fails leaves the page as the browser draws it.
const FIRST_SCREENS = `
export async function renderFirstScreen(url, page, origin, shop, language, offers) {
  if (url.includes('broken')) throw new Error('cannot draw');
  if (url.includes('offers')) return '<main>' + offers.offers.map((offer) => offer.label).join(' · ') + '</main>';
  if (language === 'hi') return '<main lang="hi">' + url + ' ₹799 का है</main>';
  return '<main data-kind="' + page.kind + '" data-origin="' + origin + '" data-shop="' + shop.name + '">' +
    url + ' costs $& ₹799</main>';
}`;

const product = SPA_PRODUCT;
const collection: CollectionPageResponse = {
  collection: {
    slug: 'under-999',
    title: 'Under ₹999',
    description: '',
    seoTitle: '',
    seoDescription: '',
    image: null,
  },
  items: [product],
  nextCursor: null,
};

let menu: ShopConfig['collections'] = [];
const shopConfig = (): ShopConfig => ({ ...SPA_SHOP_CONFIG, collections: menu });

let offers: AvailableOffer[] = [];
const festive: AvailableOffer = {
  id: 'o1',
  kind: 'prepaid',
  label: '5% off when you pay online',
  code: null,
  terms: 'On every order paid online',
  scope: { kind: 'shop' },
  endsAt: null,
};

let app: FastifyInstance;
let web: Awaited<ReturnType<typeof builtWebApp>>;
beforeAll(async () => {
  web = await builtWebApp({ firstScreens: FIRST_SCREENS });
  app = Fastify({ logger: false });
  const list = await createEntity('[]', 'application/json');
  await registerSpa(app, testConfig({ WEB_DIST_DIR: web.dir }), {
    catalog: { listEntity: async () => list },
    storefront: {
      home: async () => ({
        key: 'k',
        home: { heroImages: [], categories: [], newArrivals: [], favourites: [], previews: [] } as never,
      }),
      productPage: async (id) => ({ product: { ...product, _id: id }, similar: [] }),
    },
    collections: { page: async (slug) => (slug === 'under-999' ? collection : null) },
    shopConfig: async () => shopConfig(),
    liveOffers: async () => ({ offers }),
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await web.dispose();
});

const get = (url: string) => app.inject({ method: 'GET', url, headers: { host: 'vastra.test:8080' } });
const rootOf = (html: string) => /<div id="root">(.*?)<\/div>/s.exec(html)?.[1];

describe('a first screen drawn on the server', () => {
  it("puts a product's page drawn inside #root, for the page's origin, beside the data it was drawn from", async () => {
    const res = await get(`/product/${product._id}`);
    expect(res.statusCode).toBe(200);
    expect(rootOf(res.body)).toBe(
      `<main data-kind="product" data-origin="http://vastra.test:8080" data-shop="Rangoli">` +
        `/product/${product._id} costs $& ₹799</main>`,
    );
    expect(embeddedJson(res.body)).toEqual({ kind: 'product', product, similar: [] });
  });

  it("is drawn in the language the shopper's cookie remembers, and says the page varies with it", async () => {
    const hindi = await app.inject({
      method: 'GET',
      url: `/product/${product._id}`,
      headers: { host: 'vastra.test:8080', cookie: 'session=x; vastra_lang=hi' },
    });
    expect(hindi.body).toContain('<html lang="hi-IN">');
    expect(rootOf(hindi.body)).toBe(`<main lang="hi">/product/${product._id} ₹799 का है</main>`);
    expect(hindi.headers.vary).toBe('Cookie, Accept-Encoding');

    // The English page is kept apart, and an unknown language is English.
    const english = await app.inject({
      method: 'GET',
      url: `/product/${product._id}`,
      headers: { host: 'vastra.test:8080', cookie: 'vastra_lang=fr' },
    });
    expect(english.body).toContain('<html lang="en-IN">');
    expect(rootOf(english.body)).toContain('costs $& ₹799');
    expect(english.headers.etag).not.toBe(hindi.headers.etag);
  });

  it('names its scripts for /boot.js, which loads them after the first paint, instead of loading them', async () => {
    const { body } = await get(`/product/${product._id}`);
    expect(body).not.toContain('<script type="module"');
    expect(body).not.toContain('rel="modulepreload"');
    expect(embeddedJson(body, 'page-scripts')).toEqual({
      entry: '/assets/index-a.js',
      preload: ['/assets/product-f.js'],
    });
    expect(body).toContain('<script defer src="/boot.js"></script></body>');
  });

  it("draws a collection's first page from the collection's answer", async () => {
    const { body } = await get('/collections/under-999');
    expect(rootOf(body)).toContain(
      '<main data-kind="collection" data-origin="http://vastra.test:8080" data-shop="Rangoli">',
    );
    expect(embeddedJson(body)).toEqual({ kind: 'collection', slug: 'under-999', page: collection });
  });

  it("sends a product's address with capitals on to the one it is drawn for, in lower case", async () => {
    const res = await get(`/product/${product._id.toUpperCase()}?utm_source=wa`);
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(`/product/${product._id}?utm_source=wa`);
  });

  it('sends the page undrawn, its scripts as built, when the drawing fails', async () => {
    const res = await get('/product/broken-1');
    expect(res.statusCode).toBe(200);
    expect(rootOf(res.body)).toBe('');
    expect(res.body).toContain('<script type="module" crossorigin src="/assets/index-a.js"></script>');
    expect(res.body).not.toContain('/boot.js');
    expect(embeddedJson(res.body)).toMatchObject({ kind: 'product', product: { _id: 'broken-1' } });
  });

  it("carries the shop's configuration on every page, and a page built afresh when its menu changes", async () => {
    for (const url of ['/', '/shop', `/product/${product._id}`, '/collections/under-999', '/orders', '/admin/orders']) {
      expect(embeddedJson((await get(url)).body, 'shop-config'), url).toEqual(shopConfig());
    }
    menu = [{ slug: 'under-999', title: 'Under ₹999' }];
    const { body } = await get(`/product/${product._id}`);
    expect(embeddedJson(body, 'shop-config')).toMatchObject({ collections: [{ slug: 'under-999' }] });
    menu = [];
  });

  it('carries the live offers on pages with products, drawn with them, made afresh when they change', async () => {
    offers = [festive];
    for (const url of ['/', '/shop', `/product/${product._id}`, '/collections/under-999']) {
      expect(embeddedJson((await get(url)).body, 'live-offers'), url).toEqual({ offers: [festive] });
    }
    // A page without products (an account page) carries no block that nothing would read.
    expect((await get('/orders')).body).not.toContain('id="live-offers"');
    expect(rootOf((await get('/product/offers-1')).body)).toBe('<main>5% off when you pay online</main>');

    // The offer ends: the same address answers a page without it, drawn without its badge.
    offers = [];
    expect(embeddedJson((await get(`/product/${product._id}`)).body, 'live-offers')).toEqual({ offers: [] });
    expect(rootOf((await get('/product/offers-1')).body)).toBe('<main></main>');
  });

  it('leaves a page without first-screen data (a back-office page) to the browser', async () => {
    const { body } = await get('/admin/orders');
    expect(rootOf(body)).toBe('');
    expect(body).toContain('<script type="module" crossorigin src="/assets/index-a.js"></script>');
  });
});
