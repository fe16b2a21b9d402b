import type { InitialPage, ShopConfig } from '@vastra/domain/api';
import { SHOP_CONFIG_ELEMENT_ID } from '@vastra/domain/catalog';
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BrowserApp } from '../app/app';
import { preloadScreens } from '../app/router';
import { embedInitialPage } from '../features/catalog/testing/embed-initial-page';
import { installFakeApi, productPageRoutes } from '../testing/fake-api';
import { productFixture, shopConfigFixture } from '../testing/shopper-fixtures';
import { renderFirstScreen, translatorOf } from './entry-server';

// docs/decisions/135-first-screens-drawn-on-the-server.md: the server draws a first screen from the data the page
// carries; the browser hydrates it with the same data, keeping what was drawn.

const kurti = productFixture();
const similar = [productFixture({ _id: 'k2', title: 'Rose Kurti' })];
const productPage: InitialPage = { kind: 'product', product: kurti, similar };
const shop: ShopConfig = { ...shopConfigFixture, name: 'Rangoli & Co' };

let root: Root | null = null;
// act() outside Testing Library's render: React is told it runs in a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.getElementById('root')?.remove();
  document.getElementById(SHOP_CONFIG_ELEMENT_ID)?.remove();
  embedInitialPage();
  window.history.pushState({}, '', '/');
  vi.unstubAllGlobals();
});

/** The server's HTML in #root, as the page brings it. */
function drawn(html: string): HTMLElement {
  const element = document.createElement('div');
  element.id = 'root';
  element.innerHTML = html;
  document.body.append(element);
  return element;
}

/** Hydrates #root at `url` with `page` embedded, as main.tsx does; answers the errors React recovered from. */
async function hydrate(element: HTMLElement, url: string, page: InitialPage) {
  embedInitialPage(page);
  const config = document.createElement('script');
  config.type = 'application/json';
  config.id = SHOP_CONFIG_ELEMENT_ID;
  config.textContent = JSON.stringify(shop);
  document.body.append(config);
  window.history.pushState({}, '', url);
  await preloadScreens(url);
  const recovered = vi.fn();
  await act(async () => {
    root = hydrateRoot(element, <BrowserApp />, { onRecoverableError: recovered });
  });
  return recovered;
}

describe('a first screen drawn on the server', { timeout: 20_000 }, () => {
  it('draws /product/{id} with the product and its price, then the browser keeps every element it drew', async () => {
    const api = installFakeApi(productPageRoutes(kurti, { similar }));
    const element = drawn(await renderFirstScreen('/product/k1', productPage, 'http://localhost:3000', shop));
    const title = element.querySelector('h1');
    expect(element.querySelector('header')?.textContent).toContain('Rangoli & Co');
    expect(title?.textContent).toBe('Indigo Anarkali Kurti');
    expect(element.textContent).toContain('₹1,299.00');
    expect(element.textContent).toContain('Rose Kurti');
    expect(element.querySelector('img')?.getAttribute('src')).toMatch(/^http:\/\/localhost:3000\/uploads\//);
    // The footer, whose code the browser loads after the first paint (app-layout.tsx), is drawn too.
    const footer = element.querySelector('footer');
    expect(footer?.textContent).toContain('Quick Links');

    const recovered = await hydrate(element, '/product/k1', productPage);
    expect(recovered).not.toHaveBeenCalled();
    expect(element.querySelector('h1')).toBe(title);
    expect(element.querySelector('footer')).toBe(footer);
    // The shop's name, logo and menu came with the page.
    expect(api.callsTo('GET /api/shop-config')).toHaveLength(0);
    expect(api.callsTo('GET /api/client/products/k1')).toHaveLength(0);
  });

  it("keeps the server's ids: the search field's aria-controls names the suggestions list it adds", async () => {
    installFakeApi(productPageRoutes(kurti, { similar }));
    const element = drawn(await renderFirstScreen('/product/k1', productPage, 'http://localhost:3000', shop));
    const field = element.querySelector<HTMLInputElement>('input[role="combobox"]');
    const controls = field?.getAttribute('aria-controls');
    expect(controls).toMatch(/-suggestions$/);

    expect(await hydrate(element, '/product/k1', productPage)).not.toHaveBeenCalled();
    await act(async () => field?.focus());
    await vi.waitFor(() => expect(element.querySelector('[role="listbox"]')?.id).toBe(controls));
  });

  it('is drawn again in the browser when the page brought other data than was drawn (React reports it)', async () => {
    installFakeApi(productPageRoutes(kurti, { similar }));
    const element = drawn(await renderFirstScreen('/product/k1', productPage, 'http://localhost:3000', shop));
    const other: InitialPage = { ...productPage, product: { ...kurti, title: 'Mint Kurti' } };
    const recovered = await hydrate(element, '/product/k1', other);
    expect(recovered).toHaveBeenCalled();
    expect(element.querySelector('h1')?.textContent).toBe('Mint Kurti');
  });

  it("draws one render's page only: a second product after the first shows its own", async () => {
    const first = await renderFirstScreen('/product/k1', productPage, 'http://localhost:3000', shop);
    const k3 = productFixture({ _id: 'k3', title: 'Saffron Saree', category: 'saree' });
    const second = await renderFirstScreen(
      '/product/k3',
      { kind: 'product', product: k3, similar: [] },
      'http://x.in',
      shop,
    );
    expect(drawn(first).querySelector('h1')?.textContent).toBe('Indigo Anarkali Kurti');
    document.getElementById('root')?.remove();
    expect(drawn(second).querySelector('h1')?.textContent).toBe('Saffron Saree');
  });
});

describe("the app's texts for the server's page titles", () => {
  it("gives the titles in the app's own words, in Hindi and in English", async () => {
    const hindi = await translatorOf('hi');
    expect(hindi('{shopName} — Fashion start from here.', { shopName: 'Rangoli' })).toBe(
      'Rangoli — फ़ैशन की शुरुआत यहीं से।',
    );
    expect(hindi('Shop: {name}', { name: 'कुर्ती' })).toBe('शॉप: कुर्ती');
    expect(hindi('Page Not Found')).toBe('पेज नहीं मिला');
    const english = await translatorOf('en');
    expect(english('Shop: {name}', { name: 'Kurti' })).toBe('Shop: Kurti');
  });
});
