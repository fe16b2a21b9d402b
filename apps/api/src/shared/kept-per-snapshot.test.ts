import { describe, expect, it } from 'vitest';
import { keptPerSnapshot } from './kept-per-snapshot';

describe('keptPerSnapshot', () => {
  it('reads once per snapshot, again after a change, and again after a failed read', async () => {
    let epoch = {};
    let reads = 0;
    let fail = false;
    const read = keptPerSnapshot({ epoch: async () => epoch }, async () => {
      reads += 1;
      if (fail) throw new Error('database gone');
      return `answer ${reads}`;
    });
    expect(await Promise.all([read(), read()])).toEqual(['answer 1', 'answer 1']);
    expect(reads).toBe(1);
    epoch = {};
    fail = true;
    await expect(read()).rejects.toThrow('database gone');
    fail = false;
    expect(await read()).toBe('answer 3');
    expect(await read()).toBe('answer 3');
    expect(reads).toBe(3);
  });
});
