import { describe, expect, it } from 'vitest';
import { createEntity } from '../../shared/http-entity';
import { createReviewsCache, type ReviewsEntry } from './reviews-cache';

// The cache on its own: a hand-moved epoch and a loader that counts its calls.

const entryOf = async (text: string): Promise<ReviewsEntry> => ({
  list: await createEntity(JSON.stringify([text]), 'application/json'),
  summary: await createEntity(JSON.stringify({ text }), 'application/json'),
});

function harness(options: { maxEntries?: number; maxBytes?: number } = {}) {
  let epoch = {};
  const loads: string[] = [];
  let version = 0;
  const cache = createReviewsCache(
    {
      epoch: async () => epoch,
      load: async (id) => {
        loads.push(id);
        return id === 'unknown' ? null : entryOf(`${id}@${version}`);
      },
    },
    options,
  );
  const text = async (id: string) => {
    const entry = await cache.get(id);
    return entry ? (JSON.parse(entry.list.bodies.identity.toString('utf8')) as string[])[0] : null;
  };
  return {
    cache,
    loads,
    text,
    /** A change: the data moves on and the epoch is a new object. */
    change() {
      version += 1;
      epoch = {};
    },
    /** The data moves on, but nobody has announced it yet. */
    write() {
      version += 1;
    },
  };
}

describe('createReviewsCache', () => {
  it('loads a product once while the epoch is the same, one load for concurrent reads', async () => {
    const h = harness();
    expect(await Promise.all([h.text('a'), h.text('a'), h.text('b')])).toEqual(['a@0', 'a@0', 'b@0']);
    expect(await h.text('a')).toBe('a@0');
    expect(h.loads).toEqual(['a', 'b']);
  });

  it('drops everything when the epoch changes', async () => {
    const h = harness();
    await h.text('a');
    h.write();
    expect(await h.text('a')).toBe('a@0');
    h.change();
    expect(await h.text('a')).toBe('a@2');
    expect(h.loads).toEqual(['a', 'a']);
  });

  it('does not keep a load that finished after the epoch changed', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let epoch = {};
    let version = 0;
    let loads = 0;
    const cache = createReviewsCache({
      epoch: async () => epoch,
      load: async (id) => {
        loads += 1;
        const seen = version;
        if (loads === 1) await gate;
        return entryOf(`${id}@${seen}`);
      },
    });
    const slow = cache.get('a');
    version = 1;
    epoch = {};
    const fresh = await cache.get('a');
    release();
    await slow;
    const textOf = (entry: ReviewsEntry | null) => entry?.list.bodies.identity.toString('utf8');
    expect(textOf(fresh)).toBe('["a@1"]');
    expect(textOf(await cache.get('a'))).toBe('["a@1"]');
    expect(loads).toBe(2);
  });

  it('keeps no entry for an unknown product', async () => {
    const h = harness();
    expect(await h.text('unknown')).toBeNull();
    expect(await h.text('unknown')).toBeNull();
    expect(h.loads).toEqual(['unknown', 'unknown']);
    expect(h.cache.stats().entries).toBe(0);
  });

  it('drops the least recently used product beyond maxEntries', async () => {
    const h = harness({ maxEntries: 2 });
    await h.text('a');
    await h.text('b');
    await h.text('a'); // a is now the most recently used
    await h.text('c'); // drops b
    expect(h.cache.stats().entries).toBe(2);
    await h.text('a');
    await h.text('c');
    await h.text('b');
    expect(h.loads).toEqual(['a', 'b', 'c', 'b']);
  });

  it('drops the least recently used products beyond maxBytes', async () => {
    const probe = harness();
    await probe.text('a');
    const one = probe.cache.stats().bytes;
    expect(one).toBeGreaterThan(0);
    const h = harness({ maxBytes: one * 2 });
    for (const id of ['a', 'b', 'c']) await h.text(id);
    expect(h.cache.stats()).toEqual({ entries: 2, bytes: one * 2 });
    await h.text('a');
    expect(h.loads).toEqual(['a', 'b', 'c', 'a']);
  });
});
