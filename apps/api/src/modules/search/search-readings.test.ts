import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors';
import { encodeCursor } from './search-cursor';
import { createReadings } from './search-readings';

// A query's answer is kept from its second ask among the last `kept` distinct queries (search-readings.ts): most
// searches are asked once (docs/decisions/191-never-asked-answers-not-kept.md).

describe('readings', () => {
  it('keep a query from its second ask, its reading made then and given again', () => {
    const readingOf = createReadings([], 3);
    const query = { q: 'kurti', sort: 'newest' as const };
    const first = readingOf(query);
    expect(first.keep).toBe(false);
    const second = readingOf({ ...query });
    expect(second).toMatchObject({ keep: true, reading: first.reading });
    expect(second.reading).not.toBe(first.reading);
    expect(readingOf(query).reading).toBe(second.reading);
    // Another sort is another query: asked once.
    expect(readingOf({ q: 'kurti', sort: 'price_asc' }).keep).toBe(false);
  });

  it('forget a query asked once when as many others were asked since', () => {
    const readingOf = createReadings([], 2);
    readingOf({ q: 'saree' });
    readingOf({ q: 'kurti' });
    readingOf({ q: 'suit' });
    expect(readingOf({ q: 'saree' }).keep).toBe(false);
    expect(readingOf({ q: 'saree' }).keep).toBe(true);
  });

  it("read a page's cursor, and refuse another query's each time it is asked", () => {
    const readingOf = createReadings([], 3);
    const { reading } = readingOf({ q: 'kurti' });
    const cursor = encodeCursor(24, reading.hash);
    expect(readingOf({ q: 'kurti', cursor }).reading.offset).toBe(24);
    expect(readingOf({ q: 'kurti', cursor }).reading.cacheKey).toBe(`24 ${reading.cacheKey.slice(2)}`);
    const foreign = { q: 'saree', cursor };
    expect(() => readingOf(foreign)).toThrow(AppError);
    expect(() => readingOf(foreign)).toThrow(AppError);
  });
});
