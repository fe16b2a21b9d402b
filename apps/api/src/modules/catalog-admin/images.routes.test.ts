import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { CATALOG_MESSAGES } from '@vastra/domain/catalog';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { ENDPOINTS, endpointPath, type AdminProduct } from '@vastra/domain/api';
import { BACK_OFFICE_MESSAGES as M, IMAGES_PER_PRODUCT_MAX } from '@vastra/domain/back-office';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, productImages, products } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { newProduct, signedIn, signedInStaff } from '../../testing/factories';

let t: TestApp;
let dataDir: string;
let staffHeaders: Record<string, string>;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'vastra-photos-'));
  t = await buildTestApp({ DATA_DIR: dataDir });
  staffHeaders = (await signedInStaff(t)).headers;
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const UPLOADED = /^\/media\/products\/([0-9a-f-]{36})-(\d+)x(\d+)\/(\d+)\.jpg$/;

interface FilePart {
  bytes: Buffer;
  name?: string;
  type?: string;
  field?: string;
}

/** A multipart/form-data body as a browser's FormData makes it. */
async function formOf(files: FilePart[]) {
  const form = new FormData();
  for (const f of files) {
    form.append(f.field ?? 'file', new Blob([f.bytes], { type: f.type ?? 'image/jpeg' }), f.name ?? 'photo.jpg');
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), type: request.headers.get('content-type') ?? '' };
}

async function upload(productId: string, files: FilePart[], headers = staffHeaders) {
  const { payload, type } = await formOf(files);
  return t.app.inject({
    method: 'POST',
    url: endpointPath(ENDPOINTS.adminUploadImages.path, { id: productId }),
    headers: { ...headers, 'content-type': type },
    payload,
  });
}

const solid = (width: number, height: number, background = '#b04a2f') =>
  sharp({ create: { width, height, channels: 3, background } });

const media = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

/** The files stored under the data directory, relative to it. */
async function storedFiles(): Promise<string[]> {
  const root = path.join(dataDir, 'media');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.relative(dataDir, path.join(e.parentPath, e.name)));
}

async function storefrontImages(productId: string): Promise<string[]> {
  const [row] = await t.database.db
    .select({ images: products.images })
    .from(products)
    .where(eq(products.id, productId));
  return row?.images ?? [];
}

describe('uploading photos', () => {
  it('writes AVIF and WebP at each width and a JPEG fallback, lists the photo and serves it immutable', async () => {
    const productId = await newProduct(t, 'Madder Red Kurti');
    // Wide and short, so every width is written while the encoders have few pixels to do.
    const res = await upload(productId, [{ bytes: await solid(1400, 280).jpeg().toBuffer() }]);
    expect(res.statusCode, res.body).toBe(201);
    const product = res.json<AdminProduct>();
    expect(product.images).toHaveLength(1);
    const [image] = product.images;
    const match = UPLOADED.exec(image?.url ?? '');
    expect(match?.slice(2)).toEqual(['1400', '280', '960']);
    expect(image).toMatchObject({ width: 1400, height: 280, alt: '', position: 0 });
    expect(await storefrontImages(productId)).toEqual([image?.url]);

    const folder = image?.url.replace(/\/960\.jpg$/, '') ?? '';
    for (const [file, format, width] of [
      ['320.avif', 'heif', 320],
      ['640.avif', 'heif', 640],
      ['960.avif', 'heif', 960],
      ['1280.avif', 'heif', 1280],
      ['320.webp', 'webp', 320],
      ['640.webp', 'webp', 640],
      ['960.webp', 'webp', 960],
      ['1280.webp', 'webp', 1280],
      ['960.jpg', 'jpeg', 960],
    ] as const) {
      const served = await media(`${folder}/${file}`);
      expect(served.statusCode, file).toBe(200);
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.headers['content-type']).toBe(
        { heif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg' }[format],
      );
      const meta = await sharp(served.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height], file).toEqual([format, width, Math.round((width * 280) / 1400)]);
    }
    // The storefront's product answers the new list at once.
    const shop = await t.app.inject({ method: 'GET', url: endpointPath(ENDPOINTS.product.path, { id: productId }) });
    expect(shop.json<{ images: string[] }>().images).toEqual([image?.url]);
  });

  it('takes PNG and WebP sources narrower than the widths, never enlarging them', async () => {
    const productId = await newProduct(t, 'Indigo Tee');
    const png = await solid(500, 400, '#22446688').png().toBuffer();
    const webp = await solid(300, 450).webp().toBuffer();
    const res = await upload(productId, [
      { bytes: png, name: 'a.png', type: 'image/png' },
      { bytes: webp, name: 'b.webp', type: 'image/webp' },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const [first, second] = res.json<AdminProduct>().images;
    expect(UPLOADED.exec(first?.url ?? '')?.slice(2)).toEqual(['500', '400', '500']);
    expect(UPLOADED.exec(second?.url ?? '')?.slice(2)).toEqual(['300', '450', '300']);
    const pngFolder = first?.url.replace(/\/500\.jpg$/, '') ?? '';
    expect((await media(`${pngFolder}/320.webp`)).statusCode).toBe(200);
    expect((await media(`${pngFolder}/500.avif`)).statusCode).toBe(200);
    expect((await media(`${pngFolder}/640.webp`)).statusCode).toBe(404);
    expect([first?.position, second?.position]).toEqual([0, 1]);
    expect(await storefrontImages(productId)).toEqual([first?.url, second?.url]);
  });

  it('turns a photo upright by its EXIF orientation and strips EXIF and GPS from every output', async () => {
    const productId = await newProduct(t, 'Travel Saree');
    const source = await solid(600, 400)
      .jpeg()
      .withExif({ IFD0: { Copyright: 'Asha' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '12/1 58/1 0/1' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const before = await sharp(source).metadata();
    // The source carries a GPS block (tag 0x8825, little-endian here) and a copyright line.
    expect(before.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true);
    expect(before.exif?.toString('latin1')).toContain('Asha');
    expect(before.orientation).toBe(6);
    const res = await upload(productId, [{ bytes: source }]);
    expect(res.statusCode, res.body).toBe(201);
    const [image] = res.json<AdminProduct>().images;
    expect([image?.width, image?.height]).toEqual([400, 600]);
    const folder = image?.url.replace(/\/400\.jpg$/, '') ?? '';
    for (const file of ['320.avif', '320.webp', '400.avif', '400.webp', '400.jpg']) {
      const meta = await sharp((await media(`${folder}/${file}`)).rawPayload).metadata();
      expect([meta.exif, meta.orientation, meta.xmp, meta.icc], file).toEqual([
        undefined,
        undefined,
        undefined,
        undefined,
      ]);
      expect(meta.height > meta.width, file).toBe(true);
    }
  });

  it('keeps the client’s file name out of every path', async () => {
    const productId = await newProduct(t, 'Sly Kurti');
    const res = await upload(productId, [
      { bytes: await solid(200, 250).jpeg().toBuffer(), name: '../../etc/passwd.jpg' },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const [image] = res.json<AdminProduct>().images;
    const id = UPLOADED.exec(image?.url ?? '')?.[1];
    const [row] = await t.database.db.select().from(productImages).where(eq(productImages.productId, productId));
    expect(row?.id).toBe(id);
    expect(row?.storageKey).toBe(`products/${id}-200x250`);
    const files = (await storedFiles()).filter((f) => f.includes(id ?? 'none'));
    expect(files.sort()).toEqual(
      ['200.avif', '200.jpg', '200.webp'].map((f) => path.join('media', 'products', `${id}-200x250`, f)),
    );
    expect((await storedFiles()).some((f) => f.includes('passwd') || f.includes('etc'))).toBe(false);
  });
});

describe('refusing uploads', () => {
  let productId: string;
  beforeAll(async () => {
    productId = await newProduct(t, 'Guarded Kurti');
  });

  const refusal = (res: { statusCode: number; json: <T>() => T }) => [res.statusCode, res.json()];

  it('refuses text behind a photo’s name and type: 415 image_unsupported', async () => {
    const res = await upload(productId, [{ bytes: Buffer.from('not a photo at all\n'.repeat(20)), name: 'kurti.jpg' }]);
    expect(refusal(res)).toEqual([415, { message: M.imageUnsupported, code: 'image_unsupported' }]);
  });

  it('refuses a HEIC (HEVC) photo, which this build cannot decode: 415', async () => {
    // This sharp build reads HEIF only as AVIF (AV1): there is no HEVC decoder to read a HEIC with.
    expect(sharp.format.heif.input.fileSuffix).toEqual(['.avif']);
    // An AVIF relabelled as HEIC (brand `heic`, item type `hvc1`): libheif takes it for HEVC and cannot read it.
    const avif = await solid(64, 64).avif().toBuffer();
    const heic = Buffer.from(avif.toString('latin1').replaceAll('avif', 'heic').replaceAll('av01', 'hvc1'), 'latin1');
    const res = await upload(productId, [{ bytes: heic, name: 'IMG_0001.HEIC', type: 'image/heic' }]);
    expect(refusal(res)).toEqual([415, { message: M.imageUnsupported, code: 'image_unsupported' }]);
  });

  it('refuses a pixel bomb (a tiny PNG declaring 20000×20000) before decoding it: 422', async () => {
    const png = await solid(10, 10).png().toBuffer();
    // IHDR's width and height (bytes 16–23), then its CRC over type and data (bytes 12–28).
    png.writeUInt32BE(20_000, 16);
    png.writeUInt32BE(20_000, 20);
    png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
    expect(png.length).toBeLessThan(200);
    const res = await upload(productId, [{ bytes: png, name: 'bomb.png', type: 'image/png' }]);
    expect(refusal(res)).toEqual([422, { message: M.imageTooManyPixels, code: 'image_too_many_pixels' }]);
  });

  it('refuses a file over 15 MB: 413 with the limit in words', async () => {
    const big = Buffer.alloc(15 * 1024 * 1024 + 1, 0xab);
    const res = await upload(productId, [{ bytes: big }]);
    expect(refusal(res)).toEqual([413, { message: M.imageTooLarge, code: 'payload_too_large' }]);
  });

  it('refuses a damaged JPEG whose header reads: 422 unprocessable', async () => {
    const jpeg = await solid(600, 400).jpeg().toBuffer();
    const damaged = Buffer.concat([jpeg.subarray(0, 600), Buffer.alloc(2000, 0x55)]);
    const res = await upload(productId, [{ bytes: damaged }]);
    expect(refusal(res)).toEqual([422, { message: M.imageUnreadable, code: 'unprocessable' }]);
  });

  it('refuses a form without a photo: 400', async () => {
    const res = await upload(productId, [{ bytes: Buffer.from('x'), field: 'other' }]);
    expect(refusal(res)).toEqual([400, { message: M.imageMissing, code: 'bad_request', field: 'file' }]);
  });

  it('answers 404 for an unknown product, 401 without a token and 403 to a shopper', async () => {
    const bytes = await solid(20, 20).jpeg().toBuffer();
    const unknown = await upload('0b9c6a8e-1f2d-4c3b-9a8e-7d6c5b4a3f21', [{ bytes }]);
    expect(refusal(unknown)).toEqual([404, { message: CATALOG_MESSAGES.productNotFound, code: 'not_found' }]);
    expect((await upload(productId, [{ bytes }], {})).statusCode).toBe(401);
    const shopper = await signedIn(t);
    const res = await upload(productId, [{ bytes }], shopper.headers);
    expect(refusal(res)).toEqual([403, { message: M.staffOnly, code: 'staff_only' }]);
  });

  it('refuses more than the limit of photos and keeps none of the batch', async () => {
    const full = await newProduct(t, 'Crowded Kurti');
    const bytes = await solid(16, 20).jpeg().toBuffer();
    const many = Array.from({ length: IMAGES_PER_PRODUCT_MAX - 1 }, () => ({ bytes }));
    expect((await upload(full, many)).statusCode).toBe(201);
    const filesBefore = await storedFiles();
    const res = await upload(full, [{ bytes }, { bytes }]);
    expect(refusal(res)).toEqual([422, { message: M.tooManyImages, code: 'unprocessable' }]);
    expect(await storedFiles()).toEqual(filesBefore);
    expect(await storefrontImages(full)).toHaveLength(IMAGES_PER_PRODUCT_MAX - 1);
  });

  it('stored nothing for any refused upload', async () => {
    expect(
      (await t.database.db.select().from(productImages).where(eq(productImages.productId, productId))).length,
    ).toBe(0);
    expect(await storefrontImages(productId)).toEqual(['/uploads/guarded-kurti.svg']);
  });
});

describe('arranging and removing photos', () => {
  let productId: string;
  let ids: string[];
  let urls: string[];

  beforeAll(async () => {
    productId = await newProduct(t, 'Three Photo Kurti');
    const colours = ['#aa0000', '#00aa00', '#0000aa'];
    const files = await Promise.all(colours.map(async (c) => ({ bytes: await solid(40, 50, c).jpeg().toBuffer() })));
    const res = await upload(productId, files);
    expect(res.statusCode, res.body).toBe(201);
    const images = res.json<AdminProduct>().images;
    ids = images.map((i) => i.id);
    urls = images.map((i) => i.url);
  });

  const arrange = (images: { id: string; alt: string }[], id = productId) =>
    t.app.inject({
      method: 'PATCH',
      url: endpointPath(ENDPOINTS.adminUpdateImages.path, { id }),
      headers: staffHeaders,
      payload: { images },
    });

  it('reorders and sets alt text, keeping the storefront list in the new order', async () => {
    const [a = '', b = '', c = ''] = ids;
    const res = await arrange([
      { id: c, alt: 'Back view' },
      { id: a, alt: 'Front view' },
      { id: b, alt: '' },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const images = res.json<AdminProduct>().images;
    expect(images.map((i) => [i.id, i.alt, i.position])).toEqual([
      [c, 'Back view', 0],
      [a, 'Front view', 1],
      [b, '', 2],
    ]);
    expect(await storefrontImages(productId)).toEqual([urls[2], urls[0], urls[1]]);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'product.images.update'))
      .limit(1);
    expect(entry?.targetId).toBe(productId);
  });

  it('refuses a list that is not exactly the current photos: 409 conflict', async () => {
    const [a = '', b = '', c = ''] = ids;
    const expected = [409, { message: M.imagesMismatch, code: 'conflict' }];
    for (const list of [
      [a, b],
      [a, b, c, c],
      [a, b, '0b9c6a8e-1f2d-4c3b-9a8e-7d6c5b4a3f21'],
      [a, a, b],
    ]) {
      const res = await arrange(list.map((id) => ({ id, alt: '' })));
      expect([res.statusCode, res.json()], list.join()).toEqual(expected);
    }
    expect(await storefrontImages(productId)).toEqual([urls[2], urls[0], urls[1]]);
  });

  it('removes a photo: the list closes up and its files are deleted', async () => {
    const [a = ''] = ids;
    const folder = urls[0]?.replace(/\/40\.jpg$/, '') ?? '';
    expect((await media(`${folder}/40.webp`)).statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'DELETE',
      url: endpointPath(ENDPOINTS.adminDeleteImage.path, { id: productId, imageId: a }),
      headers: staffHeaders,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AdminProduct>().images.map((i) => [i.id, i.position])).toEqual([
      [ids[2], 0],
      [ids[1], 1],
    ]);
    expect(await storefrontImages(productId)).toEqual([urls[2], urls[1]]);
    expect((await media(`${folder}/40.webp`)).statusCode).toBe(404);
    expect((await storedFiles()).some((f) => f.includes(a))).toBe(false);
    const again = await t.app.inject({
      method: 'DELETE',
      url: endpointPath(ENDPOINTS.adminDeleteImage.path, { id: productId, imageId: a }),
      headers: staffHeaders,
    });
    expect([again.statusCode, again.json()]).toEqual([404, { message: M.imageNotFound, code: 'not_found' }]);
  });
});

describe('serving /media', () => {
  let url: string;
  beforeAll(async () => {
    const productId = await newProduct(t, 'Served Kurti');
    const res = await upload(productId, [{ bytes: await solid(30, 40).jpeg().toBuffer() }]);
    url = res.json<AdminProduct>().images[0]?.url ?? '';
  });

  it('answers HEAD, and 304 to a client holding the same bytes', async () => {
    const head = await t.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/jpeg');
    const etag = String(head.headers.etag);
    expect(etag).toMatch(/^"[^"]+"$/);
    const again = await media(url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each([
    '/media/products/nothing-here/1.jpg',
    '/media/%2e%2e/%2e%2e/etc/passwd.jpg',
    '/media/products/..%2f..%2fsecret.jpg',
    '/media/Products/X.JPG',
    '/media/',
    '/media/products/a.txt',
    '/media/products/.hidden.jpg',
  ])('answers 404 for %s', async (bad) => {
    const res = await media(bad);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'not_found' });
  });

  it('never serves a half-written temporary file', async () => {
    const res = await media(`${url}.abcdef123456.tmp`);
    expect(res.statusCode).toBe(404);
  });
});
