import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api-client';
import { callAfterFirstPaint } from './call-after-first-paint';

type Sent = { url: string; init: RequestInit };

function answer(status: number, body: unknown): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      sent.push({ url, init });
      return Promise.resolve(new Response(JSON.stringify(body), { status }));
    }),
  );
  return sent;
}

afterEach(() => vi.unstubAllGlobals());

describe('callAfterFirstPaint (the one client, loaded after the first paint)', () => {
  it("calls the named entry with its path, method and the shopper's token, and answers the parsed body", async () => {
    const sent = answer(200, { message: 'Logged out' });
    await expect(callAfterFirstPaint('logout', { token: 't-1' })).resolves.toEqual({ message: 'Logged out' });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe('/api/auth/logout');
    expect(sent[0]?.init.method).toBe('POST');
    expect(new Headers(sent[0]?.init.headers).get('authorization')).toBe('Bearer t-1');
  });

  it('writes the query from the contract entry and refuses an answer its schema does not read', async () => {
    const sent = answer(200, { nothing: 'here' });
    await expect(callAfterFirstPaint('searchSuggestions', { query: { q: 'silk saree' } })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(sent[0]?.url).toBe('/api/client/search/suggestions?q=silk+saree');
    expect(sent[0]?.init.method).toBe('GET');
  });
});
