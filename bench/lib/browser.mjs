// Measurements in Debian's Chromium through Playwright: the JavaScript each route loads, and the
// time the shop takes to apply one price-slider step (the page's own performance measure).
// `performance` is imported for lint only: page.evaluate runs in the page, on the page's own `performance`.
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { median, round } from './stats.mjs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchChromium() {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
}

/**
 * The initial JavaScript of each route: every script the page fetches from a cold cache until the
 * network is idle, without any interaction, sized as gzip (zlib level 9) of the bytes served, and
 * as transferred (the server's own encoding, brotli). `routes` maps a label to a path.
 */
export async function initialJavaScript(browser, baseUrl, routes) {
  const out = {};
  for (const [label, path] of Object.entries(routes)) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const scripts = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response);
    });
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
    const files = [];
    for (const response of scripts) {
      const body = await response.body();
      const sizes = await response.request().sizes();
      files.push({
        file: new URL(response.url()).pathname,
        bytes: body.length,
        gzipBytes: gzipSync(body, { level: 9 }).length,
        transferredBytes: sizes.responseBodySize,
        encoding: response.headers()['content-encoding'] ?? 'identity',
      });
    }
    await context.close();
    const sum = (key) => files.reduce((total, f) => total + f[key], 0);
    out[label] = {
      path,
      gzipBytes: sum('gzipBytes'),
      bytes: sum('bytes'),
      transferredBytes: sum('transferredBytes'),
      files,
    };
  }
  return out;
}

/**
 * Opens /shop (desktop viewport), waits for the product count, then moves the price slider one
 * step at a time with the keyboard (down from ₹1,999) and reads the page's `price-filter` measure after each step.
 */
export async function priceSliderSteps(browser, baseUrl, { steps = 10, warmupSteps = 2, expectProducts }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  try {
    await page.goto(`${baseUrl}/shop`, { waitUntil: 'load' });
    await page.getByText(`${expectProducts} products`, { exact: true }).waitFor({ timeout: 60_000 });
    const slider = page.getByRole('slider', { name: 'Maximum price' });
    // The page is drawn by the server (docs/decisions/135-first-screens-drawn-on-the-server.md): a key pressed before
    // React has taken the slider over moves the bare input, and no measure ever comes. As the journeys do
    // (e2e/journey-test.ts), wait until React marks the slider as its own.
    const isReacts = () =>
      slider.evaluate((input) => Object.keys(input).some((key) => key.startsWith('__reactFiber$')));
    for (const until = Date.now() + 60_000; !(await isReacts()); await page.waitForTimeout(100)) {
      if (Date.now() > until) throw new Error('the price slider was not taken over by the app within 60 s');
    }
    await slider.focus();
    const durations = [];
    for (let i = 0; i < warmupSteps + steps; i++) {
      const before = await page.evaluate(() => performance.getEntriesByName('price-filter').length);
      await page.keyboard.press('ArrowLeft'); // ₹50 less each step, as a shopper drags down
      await page.waitForFunction((n) => performance.getEntriesByName('price-filter').length > n, before, {
        timeout: 30_000,
      });
      const ms = await page.evaluate(() => performance.getEntriesByName('price-filter').at(-1).duration);
      if (i >= warmupSteps) durations.push(ms);
      await page.waitForTimeout(150);
    }
    return {
      medianMs: round(median(durations), 1),
      maxMs: round(Math.max(...durations), 1),
      durationsMs: durations.map((d) => round(d, 1)),
    };
  } finally {
    await context.close();
  }
}
