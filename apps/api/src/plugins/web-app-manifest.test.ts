import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ShopConfig } from '@vastra/domain/api';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../config';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { builtWebApp } from '../testing/spa-fixture';
import { registerWebAppManifest } from './web-app-manifest';

let t: TestApp;
let web: Awaited<ReturnType<typeof builtWebApp>>;
beforeAll(async () => {
  web = await builtWebApp();
  // The files the web build writes beside the page: the worker and a hashed chunk.
  await writeFile(path.join(web.dir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  await mkdir(path.join(web.dir, 'assets'), { recursive: true });
  await writeFile(path.join(web.dir, 'assets', 'home-d.js'), 'export {};');
  await writeFile(path.join(web.dir, 'icon-192.png'), 'png');
  t = await buildTestApp({ WEB_DIST_DIR: web.dir, SHOP_NAME: 'Chikan House' });
});
afterAll(async () => {
  await t.close();
  await web.dispose();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /manifest.webmanifest', () => {
  it("makes the shop installable in the shop's own name, with the build's icons", async () => {
    const response = await get('/manifest.webmanifest');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.json()).toEqual({
      id: '/',
      name: 'Chikan House',
      short_name: 'Chikan House',
      // The shop's shown categories as their names read, as the home page's description names them.
      description: 'Chikan House — Kurti, Suits, T-Shirt, Saree and Shorts, delivered across India.',
      lang: 'en-IN',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      orientation: 'portrait',
      background_color: '#fbf8f4',
      theme_color: '#1f1a17',
      categories: ['shopping', 'lifestyle'],
      icons: [
        { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    });
  });

  it('answers 304 to a browser that has it', async () => {
    const first = await get('/manifest.webmanifest');
    const again = await t.app.inject({
      method: 'GET',
      url: '/manifest.webmanifest',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});

describe("the manifest's description", () => {
  it("follows the shop's shown categories, and names the five it starts with when they cannot be read", async () => {
    let names: string[] | null = ['Kurti', 'Saree'];
    const app = Fastify();
    registerWebAppManifest(app, testConfig({ SHOP_NAME: 'Rangoli & Co' }), async () => {
      if (names === null) throw new Error('the database is away');
      return { categories: names.map((name) => ({ slug: name.toLowerCase(), name })) } as ShopConfig;
    });
    const read = async () => {
      const response = await app.inject({ method: 'GET', url: '/manifest.webmanifest' });
      return { description: response.json<{ description: string }>().description, etag: response.headers.etag };
    };
    const first = await read();
    expect(first.description).toBe('Rangoli & Co — Kurti and Saree, delivered across India.');
    expect((await read()).etag).toBe(first.etag);
    names = ['Kurti', 'Lehenga', 'Dupatta'];
    const renamed = await read();
    expect(renamed.description).toBe('Rangoli & Co — Kurti, Lehenga and Dupatta, delivered across India.');
    expect(renamed.etag).not.toBe(first.etag);
    names = null;
    expect((await read()).description).toBe(
      'Rangoli & Co — kurtis, suits, sarees, t-shirts and shorts, delivered across India.',
    );
    await app.close();
  });
});

describe('the web build files', () => {
  it('asks for the service worker afresh on every visit, keeps hashed chunks a year and the rest an hour', async () => {
    const [worker, chunk, icon] = await Promise.all([get('/sw.js'), get('/assets/home-d.js'), get('/icon-192.png')]);
    expect([worker.statusCode, worker.headers['cache-control']]).toEqual([200, 'no-cache']);
    expect([chunk.statusCode, chunk.headers['cache-control']]).toEqual([200, 'public, max-age=31536000, immutable']);
    expect([icon.statusCode, icon.headers['cache-control']]).toEqual([200, 'public, max-age=3600']);
  });
});
