import type { CollectionPageResponse, ProductResponse, ShopConfig } from '@vastra/domain/api';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../config';
import { createEntity } from '../shared/http-entity';
import { builtWebApp, headOf, searchAnswer, SPA_PRODUCT, SPA_SHOP_CONFIG } from '../testing/spa-fixture';
import { registerSpa } from './spa';

// docs/decisions/182-page-titles-in-the-shoppers-language.md: a page's <title>, which the tab shows before the app
// runs, is in the shopper's language, in the web app's own words (its server build's `translatorOf`); the head's
// other tags, for search engines and link previews, stay English.
const SERVER_BUILD = `
const HINDI = {
  'Shop': 'शॉप',
  'Shop: {name}': 'शॉप: {name}',
  '{shopName} — Fashion start from here.': '{shopName} — फ़ैशन की शुरुआत यहीं से।',
  'Product not found': 'प्रोडक्ट नहीं मिला',
  'Page Not Found': 'पेज नहीं मिला',
};
export async function renderFirstScreen(url) {
  return '<main>' + url + '</main>';
}
export async function translatorOf(language) {
  return (text, values = {}) =>
    (language === 'hi' ? HINDI[text] ?? text : text).replace(/\\{(\\w+)\\}/g, (whole, name) =>
      name in values ? String(values[name]) : whole,
    );
}`;

const product: ProductResponse = { ...SPA_PRODUCT, hindi: { title: 'लाल कॉटन कुर्ती', description: '' } };
const plain: ProductResponse = { ...SPA_PRODUCT, _id: 'plain-1', title: 'Plain Tee' };
const collection = (hindi?: { title: string; description: string }): CollectionPageResponse => ({
  collection: {
    slug: 'diwali-edit',
    title: 'Diwali Edit',
    description: '',
    seoTitle: 'Diwali Edit: festive kurtis',
    seoDescription: '',
    image: null,
    ...(hindi ? { hindi } : {}),
  },
  items: [product],
  nextCursor: null,
});
const shopConfig: ShopConfig = {
  ...SPA_SHOP_CONFIG,
  categories: [
    { slug: 'kurti', name: 'Kurti', hindiName: 'कुर्ती' },
    { slug: 'saree', name: 'Saree' },
  ],
};
const result = searchAnswer([product]);

let app: FastifyInstance;
let web: Awaited<ReturnType<typeof builtWebApp>>;
beforeAll(async () => {
  web = await builtWebApp({ firstScreens: SERVER_BUILD });
  app = Fastify({ logger: false });
  const list = await createEntity('[]', 'application/json');
  await registerSpa(app, testConfig({ WEB_DIST_DIR: web.dir, SHOP_NAME: 'Rangoli' }), {
    catalog: { listEntity: async () => list },
    storefront: {
      home: async () => ({
        key: 'k',
        home: { heroImages: [], categoryCovers: [], newArrivals: [], favourites: [], previews: [] },
      }),
      productPage: async (id) => {
        const found = [product, plain].find((p) => p._id === id);
        return found ? { product: found, similar: [] } : null;
      },
    },
    search: { search: async () => result },
    collections: {
      page: async (slug) =>
        slug === 'diwali-edit'
          ? collection({ title: 'दिवाली एडिट', description: '' })
          : slug === 'sale'
            ? { ...collection(), collection: { ...collection().collection, slug: 'sale' } }
            : null,
    },
    shopConfig: async () => shopConfig,
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await web.dispose();
});

/** The page's <title> and og:title in a language (`vastra_lang` cookie; none: English). */
async function titles(url: string, language?: 'hi' | 'en') {
  const res = await app.inject({
    method: 'GET',
    url,
    headers: { host: 'vastra.test', ...(language ? { cookie: `vastra_lang=${language}` } : {}) },
  });
  const head = headOf(res.body);
  return {
    status: res.statusCode,
    title: /<title>(.*?)<\/title>/.exec(head)?.[1],
    og: /<meta property="og:title" content="(.*?)">/.exec(head)?.[1],
  };
}

describe("a page's title in the shopper's language", () => {
  it('home: the tagline in Hindi on a Hindi page, in English otherwise; the link preview in English', async () => {
    expect(await titles('/', 'hi')).toEqual({
      status: 200,
      title: 'Rangoli — फ़ैशन की शुरुआत यहीं से।',
      og: 'Rangoli — Fashion start from here.',
    });
    expect(await titles('/')).toMatchObject({ title: 'Rangoli — Fashion start from here.' });
  });

  it("a product: its Hindi title when it has one, else its title; the preview keeps the shop's English", async () => {
    expect(await titles(`/product/${product._id}`, 'hi')).toEqual({
      status: 200,
      title: 'लाल कॉटन कुर्ती | Rangoli',
      og: product.title,
    });
    expect(await titles(`/product/${product._id}`, 'en')).toMatchObject({ title: `${product.title} | Rangoli` });
    expect(await titles('/product/plain-1', 'hi')).toMatchObject({ title: 'Plain Tee | Rangoli' });
    expect(await titles('/product/gone', 'hi')).toMatchObject({ status: 404, title: 'प्रोडक्ट नहीं मिला | Rangoli' });
  });

  it("/shop: 'Shop' and the category's Hindi name as the app names them; one without keeps its name", async () => {
    expect(await titles('/shop', 'hi')).toMatchObject({ title: 'शॉप | Rangoli', og: 'Shop | Rangoli' });
    expect(await titles('/shop?category=kurti', 'hi')).toMatchObject({
      title: 'शॉप: कुर्ती | Rangoli',
      og: 'Shop: Kurti | Rangoli',
    });
    expect(await titles('/shop?category=saree', 'hi')).toMatchObject({ title: 'शॉप: Saree | Rangoli' });
    expect(await titles('/shop?category=kurti')).toMatchObject({ title: 'Shop: Kurti | Rangoli' });
  });

  it('a collection: its Hindi title instead of the SEO title, which stays for English and previews', async () => {
    expect(await titles('/collections/diwali-edit', 'hi')).toEqual({
      status: 200,
      title: 'दिवाली एडिट | Rangoli',
      og: 'Diwali Edit: festive kurtis',
    });
    expect(await titles('/collections/diwali-edit')).toMatchObject({ title: 'Diwali Edit: festive kurtis' });
    expect(await titles('/collections/sale', 'hi')).toMatchObject({ title: 'Diwali Edit: festive kurtis' });
    expect(await titles('/collections/none', 'hi')).toMatchObject({ status: 404, title: 'पेज नहीं मिला | Rangoli' });
  });
});
