import { expect, test, type Page } from '../journey-test';
import { zipSync } from 'fflate';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Papa from 'papaparse';
import { photoFiles, signInToAdmin, staffToken } from '../admin-steps';
import type { SeededProduct } from '../fixtures';
import { checkAtWidths, expectNoSeriousAxeViolations, WHOLE_PAGE } from '../page-checks';

// The catalogue in a spreadsheet (docs/decisions/095-catalogue-csv.md): the owner downloads the products CSV, changes
// one price and one stock in it, and the first product's HSN and fabric (decision 177), uploads it, sees exactly
// those changes in the preview, applies them, and the storefront shows the new price, stock and fabric (the back
// office the HSN); nothing else in the file changed. At 390 and 1280 px, one after the other (each width edits its
// own two seeded products).

test.describe.configure({ mode: 'serial' });

const HANDLE = 0;
const SIZE = 8;
const PRICE = 9;
const STOCK = 11;

/** A full-page screenshot into SHOTS_DIR when it is set. */
async function shot(page: Page, name: string) {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png`, ...WHOLE_PAGE });
}

const parse = (text: string) => Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;

async function downloadCsv(page: Page): Promise<string> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download products CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^products-\d{4}-\d{2}-\d{2}\.csv$/);
  return readFile(await download.path(), 'utf8');
}

for (const [index, width] of [390, 1280].entries()) {
  test(`at ${width}px the owner changes one price and one stock through the products CSV`, async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width, height: 900 });
    const products = (await (await request.get('/api/client/products')).json()) as SeededProduct[];
    const [priced, stocked] = [products[index * 2], products[index * 2 + 1]];
    if (!priced || !stocked) throw new Error('the seed has too few products');
    const stockedSize = stocked.sizes[0] ?? '';
    const newStock = (stocked.stockBySize[stockedSize] ?? 0) + 7;

    await signInToAdmin(page, request);
    await page.goto('/admin/products');
    await expect(page.getByRole('link', { name: 'Import / export' })).toBeVisible();
    await shot(page, `products-${width}`);
    await page.getByRole('link', { name: 'Import / export' }).click();
    await expect(page.getByRole('heading', { name: 'Import / export products', level: 1 })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await shot(page, `import-export-${width}`);

    const original = await downloadCsv(page);
    const rows = parse(original);
    // The priced product's first row: its price, and the product's HSN and fabric (on its first row only).
    const priceRow = rows.find((r) => r[HANDLE] === priced._id);
    const stockRow = rows.find((r) => r[HANDLE] === stocked._id && r[SIZE] === stockedSize);
    if (!priceRow || !stockRow) throw new Error('the seeded products are not in the export');
    const HSN = rows[0]?.indexOf('HSN') ?? -1;
    const FABRIC = rows[0]?.indexOf('Fabric') ?? -1;
    const pricedSize = priceRow[SIZE] ?? '';
    const newPrice = Math.round((priced.pricesBySize[pricedSize] ?? 0) + 100);
    const newHsn = priceRow[HSN] === '62044290' ? '62044210' : '62044290';
    const newFabric = priceRow[FABRIC]?.includes('Linen') ? 'Khadi' : 'Linen';
    priceRow[PRICE] = `${newPrice}.00`;
    priceRow[HSN] = newHsn;
    priceRow[FABRIC] = newFabric;
    stockRow[STOCK] = String(newStock);
    const edited = `\uFEFF${Papa.unparse(rows, { newline: '\r\n' })}\r\n`;

    await page.getByLabel('Products CSV (UTF-8)').setInputFiles({
      name: 'products.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(edited),
    });
    await page.getByRole('button', { name: 'Preview import' }).click();
    await expect(page.getByTestId('catalogue-csv-counts')).toHaveText(/^0 new, 2 changed, [\d,]+ unchanged, 0 errors$/);
    const table = page.getByRole('table', { name: 'Preview' });
    await expect(table.getByRole('row')).toHaveCount(3);
    await expect(table.getByRole('row').filter({ hasText: priced.title })).toContainText(
      `${pricedSize}ChangeNew HSN, New fabric, New price`,
    );
    await expect(table.getByRole('row').filter({ hasText: stocked.title })).toContainText(
      `${stockedSize}ChangeNew stock`,
    );
    await checkAtWidths(page, 'catalogue-csv-preview');
    await page.setViewportSize({ width, height: 900 });

    await page.getByRole('button', { name: 'Apply import' }).click();
    await expect(page.getByText(/^Import applied: 0 products created, 2 changed, \d+ left alone\.$/)).toBeVisible();
    await shot(page, `applied-${width}`);

    // The storefront: the new price on the product's page, the new stock in what the page reads.
    await page.goto(`/product/${priced._id}`);
    await expect(page.getByText(`₹${newPrice.toLocaleString('en-IN')}`).first()).toBeVisible();
    const details = page.getByRole('region', { name: 'Details' });
    await expect(details.getByRole('definition').first()).toHaveText(newFabric);
    const shown = (await (await request.get(`/api/client/products/${stocked._id}`)).json()) as SeededProduct;
    expect(shown.stockBySize[stockedSize]).toBe(newStock);
    const auth = { authorization: `Bearer ${await staffToken(page)}` };
    const inBackOffice = await request.get(`/api/admin/products/${priced._id}`, { headers: auth });
    expect(((await inBackOffice.json()) as { hsn: string | null }).hsn).toBe(newHsn);

    // Nothing else changed: the export now is the edited file, apart from stock other journeys may have sold.
    const now = parse(await (await request.get('/api/admin/products.csv', { headers: auth })).text());
    const withoutOthersStock = (table: string[][]) =>
      table
        .filter((r) => rows.some((o) => o[HANDLE] === r[HANDLE]))
        .map((r) =>
          r[HANDLE] === stocked._id && r[SIZE] === stockedSize ? r : r.map((cell, i) => (i === STOCK ? '' : cell)),
        );
    expect(withoutOthersStock(now)).toEqual(withoutOthersStock(parse(edited)));
  });
}

test('a new product whose photo comes from a ZIP of photos is active on the storefront with it', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const [photo] = await photoFiles(await mkdtemp(path.join(tmpdir(), 'vastra-zip-')), 1);
  if (!photo) throw new Error('no photo made');
  const zip = zipSync({ 'Summer Photos/Kurti-Zip-1.jpg': await readFile(photo) });
  const title = `Kurti From A Zip ${Date.now()}`;
  const csv = Papa.unparse(
    [
      ['Handle', 'Title', 'Type', 'Status', 'Option1 Name', 'Option1 Value', 'Variant Price', 'Variant Inventory Qty'],
      [`kurti-zip-${Date.now()}`, title, 'kurti', 'active', 'Size', 'M', '999', '3'],
    ].map((r, i) => [...r, i === 0 ? 'Image Src' : 'kurti-zip-1.jpg', i === 0 ? 'Image Alt Text' : 'Zip kurti, front']),
    { newline: '\r\n' },
  );

  await signInToAdmin(page, request);
  await page.goto('/admin/products');
  await page.getByRole('link', { name: 'Import / export' }).click();
  await page.getByLabel('Products CSV (UTF-8)').setInputFiles({
    name: 'products.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await page.getByLabel('Photos (ZIP, optional)').setInputFiles({
    name: 'photos.zip',
    mimeType: 'application/zip',
    buffer: Buffer.from(zip),
  });
  await page.getByRole('button', { name: 'Preview import' }).click();
  const table = page.getByRole('table', { name: 'Preview' });
  await expect(table.getByRole('row').filter({ hasText: title })).toContainText(
    'CreateNew product, New photoPhoto kurti-zip-1.jpg: found in the ZIP',
  );
  await expectNoSeriousAxeViolations(page);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await shot(page, `zip-preview-${width}`);
  }
  await checkAtWidths(page, 'catalogue-csv-zip-preview');
  await page.getByRole('button', { name: 'Apply import' }).click();
  await expect(page.getByText(/^Import applied: 1 products? created, 0 changed, 0 left alone\.$/)).toBeVisible();

  const products = (await (await request.get('/api/client/products')).json()) as SeededProduct[];
  const made = products.find((p) => p.title === title);
  if (!made) throw new Error('the imported product is not on the storefront');
  await page.goto(`/product/${made._id}`);
  const image = page.locator('img[src*="/media/products/"]').first();
  await expect(image).toBeVisible();
  // Shown is not yet drawn: the photo counts once the browser has loaded it, which a busy machine makes wait.
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
    .toBeGreaterThan(0);
  await shot(page, 'zip-product-1280');
});
