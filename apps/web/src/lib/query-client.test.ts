import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client';

// docs/decisions/124-installable-and-offline.md: whatever the browser says of the signal, a question is asked (the
// service worker may answer it) and a change that fails is not held to be sent again by itself.

afterEach(() => onlineManager.setOnline(true));

describe('createQueryClient without a signal', () => {
  it('asks a question at once, so the answer the service worker kept can be shown', async () => {
    onlineManager.setOnline(false);
    const client = createQueryClient();
    const answer = vi.fn(async () => ({ title: 'Indigo Anarkali Kurti' }));
    await expect(client.fetchQuery({ queryKey: ['product', 'p1'], queryFn: answer })).resolves.toEqual({
      title: 'Indigo Anarkali Kurti',
    });
    expect(answer).toHaveBeenCalledTimes(1);
  });

  it('lets an order that fails fail, and never sends it again when the signal returns', async () => {
    onlineManager.setOnline(false);
    const client = createQueryClient();
    const placeOrder = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const mutation = client.getMutationCache().build(client, { mutationFn: placeOrder });
    await expect(mutation.execute(undefined)).rejects.toThrow('Failed to fetch');
    onlineManager.setOnline(true);
    await client.resumePausedMutations();
    expect(placeOrder).toHaveBeenCalledTimes(1);
    expect(
      client
        .getMutationCache()
        .getAll()
        .map((m) => m.state.status),
    ).toEqual(['error']);
  });
});
