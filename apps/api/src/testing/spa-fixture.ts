import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { ProductResponse, SearchResponse, ShopConfig } from '@vastra/domain/api';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

// Test support for the SPA's pages: a built web app's index.html and manifest in a temporary
// folder, readers of what a page embeds, and a catalogue of any size written straight to the tables.

export const SPA_TEMPLATE =
  `<!doctype html><html lang="en-IN"><head><meta charset="UTF-8" />` +
  `<meta name="description" content="Vastra — kurtis, suits, sarees, t-shirts and shorts, delivered across India." />` +
  `<title>Vastra — Fashion start from here.</title><script type="module" ` +
  `crossorigin src="/assets/index-a.js"></script></head><body><div ` +
  `id="root"></div></body></html>`;

export const SPA_MANIFEST = {
  'index.html': { file: 'assets/index-a.js', isEntry: true, imports: ['_react-b.js'] },
  '_react-b.js': { file: 'assets/react-b.js' },
  '_card-c.js': { file: 'assets/card-c.js', imports: ['_react-b.js'] },
  'src/app/routes/home.tsx': { file: 'assets/home-d.js', imports: ['index.html', '_react-b.js', '_card-c.js'] },
  'src/app/routes/shop.tsx': { file: 'assets/shop-e.js', imports: ['index.html', '_card-c.js'] },
  'src/app/routes/product.tsx': { file: 'assets/product-f.js', imports: ['index.html'] },
};

/** A product as GET /api/client/products/{id} answers it, for pages drawn from one. */
export const SPA_PRODUCT: ProductResponse = {
  _id: '0b9c6a8e-1f2d-4c3b-9a8e-7d6c5b4a3f21',
  title: 'Cotton kurti',
  description: 'Soft cotton',
  category: 'kurti',
  sizes: ['M'],
  stockBySize: { M: 2 },
  pricesBySize: { M: 799 },
  originalPricesBySize: {},
  price: 799,
  originalPrice: null,
  stock: 2,
  images: ['/uploads/products/k/1.svg'],
};

/** The shop's configuration as GET /api/shop-config answers it, for pages that carry it. */
export const SPA_SHOP_CONFIG: ShopConfig = {
  name: 'Rangoli',
  supportEmail: 'care@rangoli.in',
  supportPhoneMasked: '+91 98XXX XXX21',
  socialUrl: '',
  logoUrl: null,
  identity: { provider: 'local' },
  payment: { provider: 'sandbox' },
  shipping: { provider: 'simulator' },
  collections: [],
};

/** A search's answer listing `items`, its facets the shop's shown categories Kurti and Saree. */
export const searchAnswer = (items: ProductResponse[]): SearchResponse => ({
  items,
  total: items.length,
  nextCursor: null,
  // The shop's shown categories, as the search lists them (docs/decisions/097-categories.md).
  facets: {
    categories: [
      { value: 'kurti', name: 'Kurti', count: items.filter((p) => p.category === 'kurti').length },
      { value: 'saree', name: 'Saree', count: items.filter((p) => p.category === 'saree').length },
    ],
    sizes: [],
    priceBands: [],
  },
  didYouMean: null,
});

/**
 * A folder holding a built web app (SPA_TEMPLATE and SPA_MANIFEST) and, given `firstScreens` (an ES module's source
 * exporting `renderFirstScreen`), its server build beside it (dist-ssr/entry-server.js); remove it with `dispose`.
 */
export async function builtWebApp(
  options: { firstScreens?: string } = {},
): Promise<{ dir: string; dispose(): Promise<void> }> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'vastra-spa-'));
  const dir = path.join(root, 'dist');
  await mkdir(path.join(dir, '.vite'), { recursive: true });
  await writeFile(path.join(dir, 'index.html'), SPA_TEMPLATE);
  await writeFile(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(SPA_MANIFEST));
  if (options.firstScreens !== undefined) {
    await mkdir(path.join(root, 'dist-ssr'));
    await writeFile(path.join(root, 'dist-ssr', 'entry-server.js'), options.firstScreens);
  }
  return { dir, dispose: () => rm(root, { recursive: true, force: true }) };
}

/** The JSON data block of a page (id `id`), parsed, or undefined when the page has none. */
export function embeddedJson(html: string, id = 'initial-page'): unknown {
  const match = new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`, 's').exec(html);
  return match?.[1] === undefined ? undefined : JSON.parse(match[1]);
}

/** Every JSON-LD block of a page, parsed. */
export function jsonLdOf(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (m) => JSON.parse(m[1] ?? 'null') as unknown,
  );
}

/** The page's <head> content. */
export const headOf = (html: string) => /<head>(.*)<\/head>/s.exec(html)?.[1] ?? '';

const CATEGORY_CYCLE = ['kurti', 'suits', 't-shirt', 'saree', 'shorts'];

/**
 * Writes `count` active products (cycling through the categories, two sizes each, in stock, two photos
 * and a paragraph of description) in two statements, and bumps the catalogue's version.
 */
export async function seedProducts(db: Db, count: number, prefix = 'Bulk'): Promise<void> {
  const categories = sql.raw(`array[${CATEGORY_CYCLE.map((c) => `'${c}'`).join(',')}]`);
  await db.execute(sql`
    insert into products (id, title, description, category, images)
    select md5(${prefix} || ' ' || n)::uuid,
           ${prefix} || ' Cotton Product ' || n,
           'Soft breathable cotton, hand block printed, with a relaxed fit for every day. Number ' || n,
           (${categories})[1 + (n % 5)],
           jsonb_build_array('/uploads/products/bulk-' || n || '/1.svg', '/uploads/products/bulk-' || n || '/2.svg')
    from generate_series(1, ${count}) as n`);
  await db.execute(sql`
    insert into product_variants (product_id, size, price_paise, stock, position)
    select p.id, s.size, 79900 + s.position * 10000, 5, s.position
    from products p cross join (values ('M', 0), ('L', 1)) as s(size, position)
    where p.title like ${`${prefix} Cotton Product %`}`);
  await db.execute(sql`update catalog_state set version = version + 1`);
}
