import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { MediaStorage, StoredMedia } from './media-storage.port';

// What every MediaStorage adapter does alike (media-storage.port.ts): each adapter's test runs these cases against
// its own backend (local-disk.adapter.test.ts, s3.adapter.test.ts). `makeStorage` gives an empty storage each time.

/** The bytes of a stored file, whether the adapter gave a Buffer or a stream. */
export async function bytesOf(media: StoredMedia | null): Promise<Buffer | null> {
  if (!media) return null;
  if (Buffer.isBuffer(media.body)) return media.body;
  const chunks: Buffer[] = [];
  for await (const chunk of media.body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

export function describeMediaStorage(name: string, makeStorage: () => MediaStorage | Promise<MediaStorage>): void {
  describe(`${name}: the media storage contract`, () => {
    it('gives back the very bytes written, with the type of its extension, its size and a validator', async () => {
      const storage = await makeStorage();
      // Binary, and larger than one network chunk, so any framing or re-encoding on the way would show.
      const bytes = randomBytes(300_000);
      await storage.put('products/p-10x20/960.jpg', bytes, 'image/jpeg');
      const got = await storage.get('products/p-10x20/960.jpg');
      expect([got?.contentType, got?.size]).toEqual(['image/jpeg', bytes.length]);
      expect((await bytesOf(got))?.equals(bytes)).toBe(true);
      expect(got?.etag).toMatch(/^"[^"]+"$/);
      await storage.put('products/p-10x20/10.webp', Buffer.from('webp bytes'), 'image/webp');
      const small = await storage.get('products/p-10x20/10.webp');
      expect([small?.contentType, small?.size]).toEqual(['image/webp', 10]);
      expect((await bytesOf(small))?.toString('utf8')).toBe('webp bytes');
    });

    it('is ready to be written when new and empty', async () => {
      const storage = await makeStorage();
      await expect(storage.check()).resolves.toBeUndefined();
    });

    it('answers null for a key with nothing under it, a malformed key and a type /media does not serve', async () => {
      const storage = await makeStorage();
      await storage.put('products/p-1x1/1.jpg', Buffer.from('x'), 'image/jpeg');
      expect(await storage.get('products/none/1.jpg')).toBeNull();
      expect(await storage.get('products/p-1x1/2.jpg')).toBeNull();
      expect(await storage.get('products/p-1x1')).toBeNull();
      expect(await storage.get('../outside.jpg')).toBeNull();
      expect(await storage.get('products//p-1x1/1.jpg')).toBeNull();
      expect(await storage.get('products/p-1x1/1.jpg/x.jpg')).toBeNull();
      expect(await storage.get('products/p-1x1/1.txt')).toBeNull();
    });

    it('refuses to write, remove or empty under a malformed key', async () => {
      const storage = await makeStorage();
      await expect(storage.put('../outside.jpg', Buffer.from('x'), 'image/jpeg')).rejects.toThrow('Refused media key');
      await expect(storage.put('/etc/x.jpg', Buffer.from('x'), 'image/jpeg')).rejects.toThrow('Refused media key');
      await expect(storage.remove('products/../x.jpg')).rejects.toThrow('Refused media key');
      await expect(storage.removeFolder('..')).rejects.toThrow('Refused media key');
    });

    it('removes a folder and only it (not a folder whose name starts the same); again is no error', async () => {
      const storage = await makeStorage();
      const files = ['gone-1x1/1.jpg', 'gone-1x1/1.avif', 'gone-1x10/1.jpg', 'keep-1x1/1.jpg'];
      for (const file of files) await storage.put(`products/${file}`, Buffer.from(file), 'image/jpeg');
      await storage.removeFolder('products/gone-1x1');
      expect(await storage.get('products/gone-1x1/1.jpg')).toBeNull();
      expect(await storage.get('products/gone-1x1/1.avif')).toBeNull();
      expect((await bytesOf(await storage.get('products/gone-1x10/1.jpg')))?.toString()).toBe('gone-1x10/1.jpg');
      expect((await bytesOf(await storage.get('products/keep-1x1/1.jpg')))?.toString()).toBe('keep-1x1/1.jpg');
      await storage.removeFolder('products/gone-1x1');
      await storage.removeFolder('products/never-1x1');
    });

    it('removes every file of a folder holding more than a listing page', async () => {
      const storage = await makeStorage();
      const keys = Array.from({ length: 7 }, (_, i) => `products/many-1x1/${i + 1}.webp`);
      for (const key of keys) await storage.put(key, Buffer.from(key), 'image/webp');
      await storage.put('products/other-1x1/1.webp', Buffer.from('other'), 'image/webp');
      await storage.removeFolder('products/many-1x1');
      for (const key of keys) expect(await storage.get(key)).toBeNull();
      expect(await storage.get('products/other-1x1/1.webp')).not.toBeNull();
    });

    it('removes one file and leaves its neighbours; a missing file is no error', async () => {
      const storage = await makeStorage();
      await storage.put('returns/r1/a.jpg', Buffer.from('a'), 'image/jpeg');
      await storage.put('returns/r1/b.jpg', Buffer.from('b'), 'image/jpeg');
      await storage.remove('returns/r1/a.jpg');
      expect(await storage.get('returns/r1/a.jpg')).toBeNull();
      expect((await bytesOf(await storage.get('returns/r1/b.jpg')))?.toString()).toBe('b');
      await storage.remove('returns/r1/a.jpg');
    });
  });
}
