import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalDiskStorage } from './local-disk.adapter';
import { describeMediaStorage } from './media-storage.contract';
import { isMediaKey } from './media-storage.port';

let root: string;
let made = 0;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'vastra-media-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('media keys', () => {
  it.each(['products/0b9c6a8e-1f2d-4c3b-9a8e-7d6c5b4a3f21-1400x1750/960.jpg', 'products/a/b.webp'])(
    'accepts %s',
    (key) => expect(isMediaKey(key)).toBe(true),
  );

  it.each([
    '',
    '/etc/passwd',
    '../secret.jpg',
    'products/../../x.jpg',
    'products/./x.jpg',
    'products//x.jpg',
    'products/.hidden',
    'Products/X.jpg',
    'products\\x.jpg',
    'products/x .jpg',
    'products/%2e%2e/x.jpg',
    `products/${'a'.repeat(600)}.jpg`,
  ])('refuses %j', (key) => expect(isMediaKey(key)).toBe(false));
});

describeMediaStorage('the local disk storage', () => createLocalDiskStorage(path.join(root, `contract-${++made}`)));

describe('the local disk storage', () => {
  it('writes a file whole and leaves no temporary file beside it', async () => {
    const storage = createLocalDiskStorage(path.join(root, 'media'));
    await storage.put('products/p-10x20/10.webp', Buffer.from('webp bytes'), 'image/webp');
    const got = await storage.get('products/p-10x20/10.webp');
    expect(Buffer.isBuffer(got?.body) && got.body.toString('utf8')).toBe('webp bytes');
    expect(got?.etag).toMatch(/^"[0-9a-z]+-[0-9a-z]+"$/);
    expect(await readdir(path.join(root, 'media', 'products', 'p-10x20'))).toEqual(['10.webp']);
  });

  it('refuses to write outside its root', async () => {
    const storage = createLocalDiskStorage(path.join(root, 'outside-test', 'media'));
    await expect(storage.put('../outside.jpg', Buffer.from('x'), 'image/jpeg')).rejects.toThrow('Refused media key');
    expect(await readdir(root)).not.toContain('outside-test');
  });

  it('removes a folder from the disk, not only its files', async () => {
    const storage = createLocalDiskStorage(path.join(root, 'media'));
    await storage.put('products/gone-1x1/1.jpg', Buffer.from('a'), 'image/jpeg');
    await storage.removeFolder('products/gone-1x1');
    expect(await readdir(path.join(root, 'media', 'products'))).not.toContain('gone-1x1');
  });

  it('creates nothing until the first write', async () => {
    const storage = createLocalDiskStorage(path.join(root, 'never'));
    expect(await storage.get('products/x/1.jpg')).toBeNull();
    expect(await readdir(root)).not.toContain('never');
  });
});
