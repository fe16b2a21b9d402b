import sharp from 'sharp';

// One conversion decodes a photo (a product photo up to 40 megapixels, a shopper's up to 16) and encodes its
// files: up to about 250 MB of memory and a second or two of CPU. The machine has two cores shared with the shop, so
// libvips gets two threads, its operation cache is off (each source is read once) and a process runs one conversion
// at a time through the one queue below: product photos and shoppers' return photos alike wait their turn. The seed's
// art, drawn as photos when first asked for (modules/catalog/media-store.ts), is drawn one at a time in a queue of its
// own: a drawing is small and quick, and should not wait behind an owner's upload.
sharp.concurrency(2);
sharp.cache(false);

/** Runs image conversions one at a time, in arrival order. */
export interface ImageQueue {
  run<T>(task: () => Promise<T>): Promise<T>;
}

/**
 * Runs one task at a time, in arrival order: conversions queue here instead of each taking its own
 * quarter of a gigabyte at once. A failed task does not stop the ones behind it.
 */
export function createImageQueue(): ImageQueue {
  let tail: Promise<unknown> = Promise.resolve();
  return {
    run<T>(task: () => Promise<T>): Promise<T> {
      const result = tail.then(task);
      tail = result.catch(() => undefined);
      return result;
    },
  };
}
