// The browser: Lighthouse (mobile preset) on /, /shop and /product/{id}, the initial JavaScript of
// each route, and one price-slider step on /shop with 5,000 products.
import { startApiServer } from './api-server.mjs';
import { launchChromium, initialJavaScript, priceSliderSteps } from './browser.mjs';
import { growCatalogueSql } from './catalogue-sql.mjs';
import { lighthouseRoutes } from './lighthouse.mjs';

export const SLIDER_CATALOGUE = 5000;

export async function runBrowser(ctx) {
  const { opts, log } = ctx;
  // The embedded default (PGlite) when present: what `npm start` serves.
  const shops = ctx.databases.find((s) => s.kind === 'pglite') ?? ctx.databases[0];
  const seedDb = await shops.clone('browser-seed');
  const largeDb = await shops.clone('browser-large');
  await shops.queryJson(largeDb, growCatalogueSql(SLIDER_CATALOGUE));
  const seed = await startApiServer({ database: seedDb, name: `${shops.kind}-browser-seed`, logDir: ctx.logDir });
  let large;
  let browser;
  try {
    const [first] = await (await fetch(`${seed.url}/api/client/products`)).json();
    const routes = { home: '/', shop: '/shop', product: `/product/${first._id}` };
    const result = { database: shops.kind, routes };

    browser = await launchChromium();
    result.initialJs = await initialJavaScript(browser, seed.url, routes);
    for (const [label, js] of Object.entries(result.initialJs)) {
      log(
        `  initial JS ${label} (${js.path}): ${(js.gzipBytes / 1000).toFixed(1)} ` +
          `KB gzip in ${js.files.length} files ` +
          `(${(js.transferredBytes / 1000).toFixed(1)} KB transferred)`,
      );
    }

    large = await startApiServer({ database: largeDb, name: `${shops.kind}-browser-large`, logDir: ctx.logDir });
    result.slider = {
      products: SLIDER_CATALOGUE,
      ...(await priceSliderSteps(browser, large.url, { steps: opts.sliderSteps, expectProducts: SLIDER_CATALOGUE })),
    };
    log(
      `  price slider, ${SLIDER_CATALOGUE} products: median ` +
        `${result.slider.medianMs} ms over ${opts.sliderSteps} steps (max ` +
        `${result.slider.maxMs} ms)`,
    );
    await browser.close();
    browser = undefined;
    await large.stop();
    large = undefined;

    result.lighthouse = await lighthouseRoutes(seed.url, routes, {
      runs: opts.lighthouseRuns,
      workDir: ctx.workDir,
      logDir: ctx.logDir,
      log,
    });
    return result;
  } finally {
    await browser?.close();
    await Promise.all([seed.stop(), large?.stop()]);
  }
}
