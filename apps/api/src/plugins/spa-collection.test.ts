import type { CollectionPageResponse } from '@vastra/domain/api';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../config';
import { createEntity } from '../shared/http-entity';
import { builtWebApp, SPA_PRODUCT, embeddedJson, headOf, jsonLdOf } from '../testing/spa-fixture';
import { registerSpa } from './spa';

// A collection's page as the server sends it (docs/decisions/098-collections.md): its own head, the shop's 404 for an
// unknown or hidden slug.
const product = SPA_PRODUCT;
let seoTitle = '';
let hindi: CollectionPageResponse['collection']['hindi'];
const page = (): CollectionPageResponse => ({
  collection: {
    slug: 'under-999',
    title: 'Under ₹999',
    description: 'Kurtis from ₹999 down.',
    seoTitle,
    seoDescription: '',
    image: null,
    ...(hindi ? { hindi } : {}),
  },
  items: [product],
  nextCursor: null,
});

let app: FastifyInstance;
let web: Awaited<ReturnType<typeof builtWebApp>>;
beforeAll(async () => {
  web = await builtWebApp();
  app = Fastify();
  const list = await createEntity('[]', 'application/json');
  await registerSpa(app, testConfig({ WEB_DIST_DIR: web.dir, SHOP_NAME: 'Rangoli & Co' }), {
    catalog: { listEntity: async () => list },
    collections: { page: async (slug) => (slug === 'under-999' ? page() : null) },
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await web.dispose();
});

const get = (url: string) => app.inject({ method: 'GET', url, headers: { host: 'vastra.test:8080' } });

describe('a collection page', () => {
  it('carries its title, description, canonical and item list in the head', async () => {
    const res = await get('/collections/under-999?utm_source=x');
    expect(res.statusCode).toBe(200);
    const head = headOf(res.body);
    expect(head).toContain('<title>Under ₹999 | Rangoli &amp; Co</title>');
    expect(head).toContain('<meta name="description" content="Kurtis from ₹999 down.">');
    expect(head).toContain('<link rel="canonical" href="http://vastra.test:8080/collections/under-999">');
    expect(jsonLdOf(res.body)).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'CollectionPage',
        name: 'Under ₹999 | Rangoli & Co',
        description: 'Kurtis from ₹999 down.',
        url: 'http://vastra.test:8080/collections/under-999',
        mainEntity: {
          '@type': 'ItemList',
          numberOfItems: 1,
          itemListElement: [
            {
              '@type': 'ListItem',
              position: 1,
              url: `http://vastra.test:8080/product/${product._id}`,
              name: 'Cotton kurti',
            },
          ],
        },
      },
    ]);
  });

  it('takes the owner’s SEO title as soon as the collection answers it', async () => {
    seoTitle = 'Kurtis under ₹999, delivered';
    const head = headOf((await get('/collections/under-999')).body);
    expect(head).toContain('<title>Kurtis under ₹999, delivered</title>');
    seoTitle = '';
  });

  it('carries the Hindi texts the owner writes at once, though its head stays as it was', async () => {
    // docs/decisions/175-collections-in-hindi.md: the page is filed by the collection's texts, not its head alone.
    const before = await get('/collections/under-999');
    hindi = { title: '₹999 से कम', description: '₹999 तक की कुर्तियाँ।' };
    const after = await get('/collections/under-999');
    expect(headOf(after.body)).toBe(headOf(before.body));
    expect(embeddedJson(after.body)).toMatchObject({ kind: 'collection', page: { collection: { hindi } } });
    hindi = undefined;
  });

  it('answers an unknown or malformed slug with a 404 page kept out of search engines', async () => {
    for (const url of ['/collections/nope', '/collections/UPPER', '/collections/a%20b']) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(headOf(res.body)).toContain('<title>Page Not Found | Rangoli &amp; Co</title>');
      expect(headOf(res.body)).toContain('<meta name="robots" content="noindex">');
    }
  });
});
