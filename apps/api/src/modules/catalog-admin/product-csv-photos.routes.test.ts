import {
  BACK_OFFICE_MESSAGES as M,
  PRODUCT_CSV_PHOTOS_MAX_ENTRIES,
  PRODUCT_CSV_PHOTOS_ZIP_MAX_BYTES,
} from '@vastra/domain/back-office';
import { eq, inArray } from 'drizzle-orm';
import { zipSync, type Zippable } from 'fflate';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Papa from 'papaparse';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productImages, products } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { productCsvRequests } from '../../testing/product-csv-requests';
import { newProduct, signedInStaff } from '../../testing/factories';

let t: TestApp;
let staff: Awaited<ReturnType<typeof signedInStaff>>;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'vastra-csv-photos-'));
  t = await buildTestApp({ PUBLIC_URL: 'https://vastra.example.in', DATA_DIR: dataDir });
  staff = await signedInStaff(t, { fullName: 'Imran Sheikh' });
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const { upload } = productCsvRequests(
  () => t,
  () => staff.headers,
);

const HEADER = [
  'Handle',
  'Title',
  'Type',
  'Status',
  'Option1 Name',
  'Option1 Value',
  'Variant Price',
  'Variant Inventory Qty',
  'Image Src',
  'Image Alt Text',
];
const csvOf = (rows: string[][]) => Papa.unparse([HEADER, ...rows], { newline: '\r\n' });

const jpeg = (background = '#b04a2f') =>
  sharp({ create: { width: 600, height: 800, channels: 3, background } })
    .jpeg()
    .toBuffer();

/** The photo folders on disk (what a failed import must not leave behind). */
async function storedFolders(): Promise<string[]> {
  return readdir(path.join(dataDir, 'media', 'products')).catch(() => []);
}

let n = 0;
const handle = (name: string) => `${name}-${++n}`;

async function productByHandle(h: string) {
  const [row] = await t.database.db.select().from(products).where(eq(products.handle, h));
  return row;
}

let zipOfZeros: Uint8Array | undefined;

describe('POST /api/admin/products/import with a ZIP of photos', () => {
  it('matches bare file names to the ZIP (any case, in one folder), previews them, and applies them', async () => {
    const h = handle('kurti-red');
    const zip = zipSync({ 'Summer Photos': {}, 'Summer Photos/KURTI-RED-1.jpg': await jpeg(), 'b.jpg': await jpeg() });
    const csv = csvOf([
      [h, 'Red Kurti', 'kurti', 'active', 'Size', 'M', '799', '4', 'kurti-red-1.jpg', 'Red kurti, front'],
      [h, '', '', '', 'Size', 'L', '799', '2', 'missing.jpg', ''],
    ]);
    const preview = await upload('preview', csv, zip);
    expect(preview.statusCode).toBe(200);
    const rows = preview.json().rows as { notes: string[]; errors: string[]; action: string }[];
    expect(rows[0]?.notes).toEqual([M.productCsvPhotoFound('kurti-red-1.jpg')]);
    expect(rows[1]?.errors).toEqual([M.productCsvPhotoMissing('missing.jpg')]);

    const fixed = csvOf([
      [h, 'Red Kurti', 'kurti', 'active', 'Size', 'M', '799', '4', 'kurti-red-1.jpg', 'Red kurti, front'],
      [h, '', '', '', 'Size', 'L', '799', '2', 'B.JPG', ''],
    ]);
    const before = (await storedFolders()).length;
    const applied = await upload('apply', fixed, zip);
    expect(applied.statusCode).toBe(200);
    expect(applied.json()).toMatchObject({ applied: true, errorCount: 0, products: { created: 1 } });
    const product = await productByHandle(h);
    // With its photos the new product is active (without one it would be saved as a draft).
    expect(product?.status).toBe('active');
    expect(product?.images).toHaveLength(2);
    const listed = await t.database.db
      .select({ alt: productImages.alt, url: productImages.url, position: productImages.position })
      .from(productImages)
      .where(eq(productImages.productId, product?.id ?? ''))
      .orderBy(productImages.position);
    expect(listed.map((l) => [l.alt, l.position])).toEqual([
      ['Red kurti, front', 0],
      ['', 1],
    ]);
    // Same pipeline as an uploaded photo: the 600×800 source's folder, its JPEG fallback named by width.
    expect(listed[0]?.url).toMatch(/^\/media\/products\/[0-9a-f-]{36}-600x800\/600\.jpg$/);
    expect((await storedFolders()).length).toBe(before + 2);
  });

  it('without a ZIP, a file name is reported and the product saved as a draft (as before)', async () => {
    const h = handle('no-zip');
    const res = await upload('apply', csvOf([[h, 'No Zip', 'kurti', 'active', 'Size', 'M', '500', '1', 'a.jpg', '']]));
    expect(res.statusCode).toBe(200);
    expect(res.json().rows[0].notes).toEqual([M.productCsvPhotoNoZip('a.jpg'), M.productCsvDraftNoPhoto]);
    expect((await productByHandle(h))?.status).toBe('draft');
  });

  it('refuses the whole import when a photo is not an image by its content, and stores nothing', async () => {
    const h = handle('bad-photo');
    const zip = zipSync({ 'good.jpg': await jpeg(), 'fake.jpg': new TextEncoder().encode('<html>not a photo</html>') });
    const csv = csvOf([
      [h, 'Bad Photo', 'kurti', 'active', 'Size', 'M', '500', '1', 'good.jpg', ''],
      [h, '', '', '', 'Size', 'L', '500', '1', 'fake.jpg', ''],
    ]);
    const before = await storedFolders();
    const res = await upload('apply', csv, zip);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'import_invalid', message: M.productCsvPhotoNotImage('fake.jpg') });
    expect(await productByHandle(h)).toBeUndefined();
    expect(await storedFolders()).toEqual(before);
  });

  it('removes the stored photos when the transaction fails (a photo over the 12 of a product)', async () => {
    const id = await newProduct(t, 'Twelve Photos', { M: { pricePaise: 50_000, stock: 1 } });
    const [row] = await t.database.db.select({ handle: products.handle }).from(products).where(eq(products.id, id));
    const existingHandle = row?.handle ?? id;
    await t.database.db.insert(productImages).values(
      Array.from({ length: 11 }, (_, i) => ({
        productId: id,
        url: `/uploads/x-${i}.svg`,
        alt: '',
        position: 10 + i,
        storageKey: '',
        width: 1,
        height: 1,
        bytes: 1,
      })),
    );
    const zip = zipSync({ 'twelfth.jpg': await jpeg(), 'thirteenth.jpg': await jpeg('#224466') });
    const csv = csvOf([
      [existingHandle, '', '', '', 'Size', 'M', '500', '1', 'twelfth.jpg', ''],
      [existingHandle, '', '', '', '', '', '', '', 'thirteenth.jpg', ''],
    ]);
    const before = await storedFolders();
    const res = await upload('apply', csv, zip);
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('import_invalid');
    expect(await storedFolders()).toEqual(before);
    const images = await t.database.db
      .select()
      .from(productImages)
      .where(inArray(productImages.productId, [id]));
    expect(images.length).toBeLessThanOrEqual(12);
  });

  const csv1 = () => csvOf([['zip-refused', 'Refused', 'kurti', 'draft', 'Size', 'M', '500', '1', 'a.jpg', '']]);

  /** Rewrites a ZIP's headers: `patch(view, localAt, centralAt)` for its first entry. */
  function patched(files: Zippable, patch: (zip: Buffer, local: number, central: number) => void): Buffer {
    const zip = Buffer.from(zipSync(files));
    const central = zip.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    patch(zip, 0, central);
    return zip;
  }

  it.each([
    ['a path with ../', () => zipSync({ '../a.jpg': new Uint8Array([1]) }), M.productCsvPhotosUnsafePath('../a.jpg')],
    [
      'an absolute path',
      () => zipSync({ '/etc/a.jpg': new Uint8Array([1]) }),
      M.productCsvPhotosUnsafePath('/etc/a.jpg'),
    ],
    ['a drive letter', () => zipSync({ 'C:/a.jpg': new Uint8Array([1]) }), M.productCsvPhotosUnsafePath('C:/a.jpg')],
    ['a sub-folder', () => zipSync({ 'a/b/a.jpg': new Uint8Array([1]) }), M.productCsvPhotosTooDeep('a/b/a.jpg')],
    [
      'a symlink',
      () => zipSync({ 'a.jpg': [new TextEncoder().encode('/etc/passwd'), { os: 3, attrs: 0o120777 << 16 }] }),
      M.productCsvPhotosSymlink('a.jpg'),
    ],
    [
      'a password',
      () =>
        patched({ 'a.jpg': new Uint8Array([1, 2, 3]) }, (zip, local, central) => {
          zip.writeUInt16LE(zip.readUInt16LE(local + 6) | 1, local + 6);
          zip.writeUInt16LE(zip.readUInt16LE(central + 8) | 1, central + 8);
        }),
      M.productCsvPhotosEncrypted,
    ],
    ['a broken ZIP', () => new TextEncoder().encode('PK not really a zip'), M.productCsvPhotosBroken],
    [
      'a truncated ZIP',
      () => zipSync({ 'a.jpg': new Uint8Array(5000).fill(7) }).subarray(0, 60),
      M.productCsvPhotosBroken,
    ],
    [
      'too many entries',
      () =>
        zipSync(
          Object.fromEntries(
            Array.from({ length: PRODUCT_CSV_PHOTOS_MAX_ENTRIES + 1 }, (_, i) => [`${i}.jpg`, new Uint8Array([i])]),
          ),
        ),
      M.productCsvPhotosTooMany,
    ],
    [
      'a zip bomb by its declared sizes (81 MB of zeros)',
      // Made once, at the fastest level (zeros shrink at any level): a loaded machine took over 20 s at level 9, twice.
      () => (zipOfZeros ??= zipSync({ 'a.jpg': new Uint8Array(81 * 1024 * 1024) }, { level: 1 })),
      M.productCsvPhotosTooBig,
    ],
    [
      'a zip bomb that lies about its size (declares 10 bytes, inflates to 1 MB)',
      () =>
        patched({ 'a.jpg': [new Uint8Array(1024 * 1024), { level: 9 }] }, (zip, local, central) => {
          zip.writeUInt32LE(10, local + 22);
          zip.writeUInt32LE(10, central + 24);
        }),
      M.productCsvPhotosTooBig,
    ],
  ])('refuses %s whole, before any row is read, nothing imported (422)', async (_name, make, message) => {
    for (const step of ['preview', 'apply'] as const) {
      const res = await upload(step, csv1(), make());
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ code: 'import_invalid', message, rows: [] });
    }
    expect(await productByHandle('zip-refused')).toBeUndefined();
  });

  it('refuses a ZIP over the upload limit (413 payload_too_large)', async () => {
    const zip = new Uint8Array(PRODUCT_CSV_PHOTOS_ZIP_MAX_BYTES + 1);
    const res = await upload('apply', csv1(), zip);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'payload_too_large', message: M.productCsvPhotosTooLarge });
    expect(await productByHandle('zip-refused')).toBeUndefined();
  });

  it('answers 40 damaged copies of a ZIP (seeded byte flips) with 200 or a 422 refusal, never a 5xx', async () => {
    const good = Buffer.from(zipSync({ 'photos/a.jpg': await jpeg() }, { level: 0 }));
    let seed = 28;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31);
    for (let i = 0; i < 40; i++) {
      const zip = Buffer.from(good);
      for (let flips = 0; flips < 4; flips++) zip[next() % zip.length] = next() % 256;
      const res = await upload('preview', csv1(), zip);
      expect([200, 422]).toContain(res.statusCode);
      if (res.statusCode === 422) expect(res.json().code).toBe('import_invalid');
    }
    expect(await productByHandle('zip-refused')).toBeUndefined();
  });
});
