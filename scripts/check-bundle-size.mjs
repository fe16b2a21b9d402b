#!/usr/bin/env node
// Budget: the initial JavaScript of each storefront route, in gzip bytes, from the Vite build's
// manifest (docs/rules/performance.md). "Initial" = the entry chunk and everything it imports statically, plus the
// route's lazy chunk and everything that imports statically — what the browser must fetch before
// the route can render. Dynamic imports (other routes, Firebase, dialogs loaded later) are not
// counted. Exits 1 when a route exceeds its budget, or when a route's initial JavaScript holds any module of the back
// office (src/features/admin: shoppers download none of it, docs/decisions/022-admin-in-the-same-app.md); the back
// office's own chunks are listed for information. Usage: node scripts/check-bundle-size.mjs [distDir]
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const KB = 1024;
/**
 * Budgets in gzip bytes: / from the target in docs/rules/performance.md; /shop and /product just above their size, to
 * catch regressions.
 */
const ROUTES = [
  { route: '/', source: 'src/app/routes/home.tsx', budget: 120 * KB },
  // /shop: 111.9 KB on 2026-11-26 once it gained search, sort, filters and paged results (+3.6 KB); 114.0 KB on
  // 2026-11-29 once the contract carried attributes and the shop's address their filters (decision 096); 115.9 KB on
  // 2026-12-02 with the storefront in Hindi (decision 136), 114.3 KB once the footer's and the scroll restoration's
  // code loaded after the first paint (app/app-layout.tsx; / 115.3 → 113.7 KB).
  { route: '/shop', source: 'src/app/routes/shop.tsx', budget: 115 * KB },
  // /product: 113.2 KB on 2026-11-29 once the contract carried offers, quotes and order pricing (decision 089);
  // 114.1 KB on 2026-12-01 once the route table had the conversation page (decision 128); 114.6 KB on 2026-12-02 once
  // pages drawn on the server are taken over (decision 135); 116.0 KB with the storefront in Hindi (decision 136);
  // 114.4 KB once the footer's and the scroll restoration's code loaded after the first paint; 114.5 KB once the cart's
  // code loaded only when there is a cart (decision 140: budget 114.5 → 114.7 KB); 114.8 KB once product cards' links
  // are plain anchors moved by the router's navigator (decision 146: budget 114.7 → 114.9 KB, bytes for main-thread
  // time); 115.1 KB once the cart's readers subscribe to it (decision 157: budget 114.9 → 115.1 KB, ~200 B for a tenth
  // of the components drawn while a page is taken over); 115.1 KB + 41 B once it names its category in Hindi on a
  // Hindi page (decision 172: budget 115.1 → 115.2 KB); 114.8 KB once the product answers' reader joined the kit
  // (decision 174: budget 115.2 → 115.0 KB).
  { route: '/product/:id', source: 'src/app/routes/product.tsx', budget: 115 * KB },
];

const dist = path.resolve(process.argv[2] ?? 'apps/web/dist');
const manifestFile = path.join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestFile)) {
  console.error(`No Vite manifest at ${manifestFile}: build the web app first (npm run build).`);
  process.exit(1);
}
/** @type {Record<string, { file: string; isEntry?: boolean; imports?: string[]; css?: string[] }>} */
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));

/**
 * The source modules of each chunk, written by the web build beside the manifest (vite.config.ts):
 * the manifest names only a chunk's entry module, not the shared modules Rollup put inside it.
 * @type {Record<string, string[]> | null}
 */
const chunkModulesFile = path.join(dist, '.vite', 'chunk-modules.json');
const chunkModules = existsSync(chunkModulesFile) ? JSON.parse(readFileSync(chunkModulesFile, 'utf8')) : null;
const ADMIN_SOURCE = 'src/features/admin/';
/** The back-office modules a chunk holds (by its manifest key, and by its modules when the build listed them). */
const adminModulesOf = (key) => {
  const fromKey = key.startsWith(ADMIN_SOURCE) ? [key] : [];
  const inside = (chunkModules?.[manifest[key].file] ?? []).filter((id) => id.startsWith(ADMIN_SOURCE));
  return [...new Set([...fromKey, ...inside])];
};

const gzipCache = new Map();
const gzipBytes = (file) => {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
};

/** The manifest keys reachable from `key` through static imports, `key` included. */
function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the Vite manifest`);
  seen.add(key);
  for (const next of chunk.imports ?? []) staticClosure(next, seen);
  return seen;
}

const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
if (entries.length !== 1) throw new Error(`expected one entry chunk, found ${entries.join(', ') || 'none'}`);
const [entry] = entries;

const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
let failed = false;
console.log('Initial JavaScript per route (gzip -9):');
for (const { route, source, budget } of ROUTES) {
  const keys = staticClosure(source, staticClosure(entry));
  const files = [...new Set([...keys].map((key) => manifest[key].file))].filter((file) => file.endsWith('.js'));
  const js = files.reduce((sum, file) => sum + gzipBytes(file), 0);
  const css = [...new Set([...keys].flatMap((key) => manifest[key].css ?? []))].reduce(
    (sum, file) => sum + gzipBytes(file),
    0,
  );
  const over = js > budget;
  failed ||= over;
  const admin = [...keys].flatMap(adminModulesOf);
  if (admin.length) {
    failed = true;
    console.error(`  ${route}: its initial JavaScript holds back-office code: ${admin.join(', ')}`);
  }
  console.log(
    `  ${route.padEnd(13)} ${kb(js).padStart(9)} JS in ${String(files.length).padStart(2)} files, ${kb(css)} CSS` +
      `  (budget ${kb(budget)})${over ? '  OVER BUDGET' : ''}`,
  );
}
if (!chunkModules) console.warn(`  (no ${chunkModulesFile}: back-office code checked by chunk entry only)`);

// For information: what opening /admin adds to the entry's download, and each back-office screen's chunk.
const entryKeys = staticClosure(entry);
const adminEntries = Object.keys(manifest).filter(
  (key) => key.startsWith(ADMIN_SOURCE) && manifest[key].isDynamicEntry,
);
if (adminEntries.length) {
  console.log('Back office (loaded on demand, gzip -9; not in any storefront route):');
  for (const key of adminEntries.sort()) {
    const files = [...staticClosure(key)].filter((k) => !entryKeys.has(k)).map((k) => manifest[k].file);
    const own = gzipBytes(manifest[key].file);
    const total = [...new Set(files)]
      .filter((file) => file.endsWith('.js'))
      .reduce((sum, file) => sum + gzipBytes(file), 0);
    console.log(
      `  ${key.slice(ADMIN_SOURCE.length).padEnd(38)} ${kb(own).padStart(9)} own, ` +
        `${kb(total).padStart(9)} with its imports`,
    );
  }
}

if (failed) {
  console.error(
    'Initial JavaScript over budget or holding back-office code: ' +
      'see which chunks a route pulls in with `npx vite build` in apps/web.',
  );
  process.exit(1);
}
