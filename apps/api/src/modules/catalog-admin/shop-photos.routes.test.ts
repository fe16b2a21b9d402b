import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { ENDPOINTS, type AdminHomeResponse, type HomeResponse, type ShopPhotoResponse } from '@vastra/domain/api';
import { BACK_OFFICE_MESSAGES as M, missingPermissionMessage } from '@vastra/domain/back-office';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { signedIn, signedInStaff } from '../../testing/factories';

// A photo for a home page slide or a category tile (docs/decisions/109-shop-photos.md): POST /api/admin/shop-photos,
// checked and converted like a product photo, and taken by the home page's and the categories' saves.

let t: TestApp;
let dataDir: string;
let owner: Record<string, string>;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'vastra-shop-photos-'));
  t = await buildTestApp({ DATA_DIR: dataDir });
  owner = (await signedInStaff(t, { role: 'owner', fullName: 'Asha Owner' })).headers;
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const UPLOADED = /^\/media\/products\/([0-9a-f-]{36})-(\d+)x(\d+)\/(\d+)\.jpg$/;

/** A multipart/form-data body as a browser's FormData makes it. */
async function upload(files: { bytes: Buffer; field?: string }[], headers = owner) {
  const form = new FormData();
  for (const f of files) form.append(f.field ?? 'file', new Blob([f.bytes], { type: 'image/jpeg' }), 'slide.jpg');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return t.app.inject({
    method: 'POST',
    url: ENDPOINTS.adminUploadShopPhoto.path,
    headers: { ...headers, 'content-type': request.headers.get('content-type') ?? '' },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#b04a2f' } });
const refusal = (res: { statusCode: number; json: <T>() => T }) => [res.statusCode, res.json()];

async function storedFiles(): Promise<string[]> {
  const root = path.join(dataDir, 'media');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.relative(dataDir, path.join(e.parentPath, e.name)));
}

describe('POST /api/admin/shop-photos', () => {
  it('stores a photo like a product photo, answers its address and size, serves it and audits the upload', async () => {
    const res = await upload([{ bytes: await solid(1600, 900).jpeg().toBuffer() }]);
    expect(res.statusCode, res.body).toBe(201);
    const photo = res.json<ShopPhotoResponse>();
    expect(photo).toEqual({ url: expect.stringMatching(UPLOADED), width: 1600, height: 900 });
    const [, id, w, h, fallback] = UPLOADED.exec(photo.url) ?? [];
    expect([w, h, fallback]).toEqual(['1600', '900', '960']);
    const folder = `/media/products/${id}-1600x900`;
    for (const file of ['960.jpg', '1280.avif', '1280.webp', '320.webp']) {
      const served = await t.app.inject({ method: 'GET', url: `${folder}/${file}` });
      expect(served.statusCode, file).toBe(200);
    }
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'shop_photo.upload'));
    expect(entry).toMatchObject({
      staffName: 'Asha Owner',
      targetType: 'image',
      targetId: id,
      after: { url: photo.url, width: 1600, height: 900, bytes: expect.any(Number) },
    });
  });

  it('is taken as a slide’s image and a category’s, and the home page shows both', async () => {
    const slidePhoto = (await upload([{ bytes: await solid(1200, 1500).jpeg().toBuffer() }])).json<ShopPhotoResponse>();
    const tilePhoto = (await upload([{ bytes: await solid(800, 800).png().toBuffer() }])).json<ShopPhotoResponse>();
    const home = (
      await t.app.inject({ method: 'GET', url: '/api/admin/home', headers: owner })
    ).json<AdminHomeResponse>();
    const slides = home.slides.map(({ live: _live, ...slide }, i) =>
      i === 0 ? { ...slide, image: slidePhoto.url } : slide,
    );
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/home',
      headers: owner,
      payload: { version: home.version, slides, rails: home.rails.map(({ live: _live, ...rail }) => rail) },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const tile = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/categories/kurti',
      headers: owner,
      payload: { image: tilePhoto.url },
    });
    expect(tile.statusCode, tile.body).toBe(200);
    const shown = (await t.app.inject({ method: 'GET', url: '/api/client/home' })).json<HomeResponse>();
    expect(shown.slides?.[0]?.image).toBe(slidePhoto.url);
    expect(shown.categoryCovers.find((c) => c.category === 'kurti')?.image).toBe(tilePhoto.url);
  });

  describe('refusals, each storing nothing', () => {
    let before: string[];
    beforeAll(async () => {
      before = await storedFiles();
    });

    it('refuses text behind a photo’s name and type: 415 image_unsupported', async () => {
      const res = await upload([{ bytes: Buffer.from('not a photo at all\n'.repeat(20)) }]);
      expect(refusal(res)).toEqual([415, { message: M.imageUnsupported, code: 'image_unsupported' }]);
    });

    it('refuses a pixel bomb (a tiny PNG declaring 20000×20000): 422', async () => {
      const png = await solid(10, 10).png().toBuffer();
      png.writeUInt32BE(20_000, 16);
      png.writeUInt32BE(20_000, 20);
      png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
      const res = await upload([{ bytes: png }]);
      expect(refusal(res)).toEqual([422, { message: M.imageTooManyPixels, code: 'image_too_many_pixels' }]);
    });

    it('refuses a damaged JPEG whose header reads: 422 unprocessable', async () => {
      const jpeg = await solid(600, 400).jpeg().toBuffer();
      const damaged = Buffer.concat([jpeg.subarray(0, 600), Buffer.alloc(2000, 0x55)]);
      const res = await upload([{ bytes: damaged }]);
      expect(refusal(res)).toEqual([422, { message: M.imageUnreadable, code: 'unprocessable' }]);
    });

    it('refuses a file over 15 MB: 413 with the limit in words', async () => {
      const res = await upload([{ bytes: Buffer.alloc(15 * 1024 * 1024 + 1, 0xab) }]);
      expect(refusal(res)).toEqual([413, { message: M.imageTooLarge, code: 'payload_too_large' }]);
    });

    it('refuses a form without a photo, and two photos at once: 400', async () => {
      const none = await upload([{ bytes: Buffer.from('x'), field: 'other' }]);
      expect(refusal(none)).toEqual([400, { message: M.imageMissing, code: 'bad_request', field: 'file' }]);
      const bytes = await solid(20, 20).jpeg().toBuffer();
      const two = await upload([{ bytes }, { bytes }]);
      expect(refusal(two)).toEqual([
        400,
        { message: 'Upload one photo at a time', code: 'bad_request', field: 'file' },
      ]);
    });

    it('left no file behind', async () => {
      expect(await storedFiles()).toEqual(before);
    });
  });

  it('answers 401 without a token, 403 to a shopper and to staff without the catalogue permission', async () => {
    const bytes = await solid(20, 20).jpeg().toBuffer();
    expect((await upload([{ bytes }], {})).statusCode).toBe(401);
    const shopper = await upload([{ bytes }], (await signedIn(t)).headers);
    expect(refusal(shopper)).toEqual([403, { message: M.staffOnly, code: 'staff_only' }]);
    const packer = await upload([{ bytes }], (await signedInStaff(t, { role: 'packer' })).headers);
    expect(packer.statusCode).toBe(403);
    expect(packer.json()).toMatchObject({ code: 'missing_permission', message: missingPermissionMessage('catalogue') });
  });
});
