import { expect, test } from '../journey-test';
import type { SeededProduct } from '../fixtures';

// What a search engine or WhatsApp's preview reads: the HTML as the server sends it, with no JavaScript run.

test.use({ javaScriptEnabled: false });

type Product = SeededProduct & { title: string; description: string; price: number; stock: number; images: string[] };

const meta = (name: string) => `meta[name="${name}"]`;
const property = (name: string) => `meta[property="${name}"]`;

test("a product page's HTML carries its title, description, canonical, Open Graph, Twitter and JSON-LD", async ({
  page,
  request,
  baseURL,
}) => {
  const products = (await (await request.get('/api/client/products')).json()) as Product[];
  const product = products.find((p) => p.stock > 0 && p.images.length > 0);
  expect(product).toBeDefined();
  if (!product) return;
  const shopName = ((await (await request.get('/api/shop-config')).json()) as { name: string }).name;
  const url = `${baseURL}/product/${product._id}`;

  await page.goto(`/product/${product._id}`);
  await expect(page).toHaveTitle(`${product.title} | ${shopName}`);
  expect(await page.locator('title').count()).toBe(1);
  await expect(page.locator(meta('description'))).toHaveAttribute('content', /\S/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', url);
  await expect(page.locator(property('og:type'))).toHaveAttribute('content', 'product');
  await expect(page.locator(property('og:title'))).toHaveAttribute('content', product.title);
  await expect(page.locator(property('og:url'))).toHaveAttribute('content', url);
  await expect(page.locator(property('og:image'))).toHaveAttribute('content', /^http/);
  await expect(page.locator(property('product:price:amount'))).toHaveAttribute('content', String(product.price));
  await expect(page.locator(property('product:price:currency'))).toHaveAttribute('content', 'INR');
  await expect(page.locator(meta('twitter:card'))).toHaveAttribute('content', 'summary_large_image');

  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const ld = blocks.map((text) => JSON.parse(text) as Record<string, unknown>).find((b) => b['@type'] === 'Product');
  expect(ld?.name).toBe(product.title);
  expect(ld?.offers).toMatchObject({
    '@type': 'Offer',
    price: String(product.price),
    priceCurrency: 'INR',
    availability: 'https://schema.org/InStock',
    url,
  });
  // Nothing ran (the app never took the page over, and the data block it reads is still there), so all of the above,
  // and the product drawn, came in the server's HTML.
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
  await expect(page.locator('script#initial-page')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
});

test('/shop?category=saree has its title and canonical; the sitemap lists it, robots.txt names the sitemap', async ({
  page,
  request,
  baseURL,
}) => {
  await page.goto('/shop?category=SAREE&utm_source=whatsapp');
  await expect(page).toHaveTitle(/^Shop: Saree \| /);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/shop?category=saree`);
  await expect(page.locator(property('og:title'))).toHaveAttribute('content', /Saree/);

  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  const xml = await sitemap.text();
  expect(xml).toContain(`<loc>${baseURL}/shop?category=saree</loc>`);
  const products = (await (await request.get('/api/client/products')).json()) as Product[];
  for (const product of products) expect(xml).toContain(`<loc>${baseURL}/product/${product._id}</loc>`);

  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  expect(robots).toContain('Disallow: /admin');
});
