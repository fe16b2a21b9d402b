import { ENDPOINTS } from '@vastra/domain/api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api-client';
import { callEndpoint, isEndpointError } from './call-endpoint';

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

const input = {
  firstName: 'Asha',
  lastName: 'Rao',
  phone: '9876543210',
  email: 'asha@example.com',
  address: '12 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka' as const,
  pinCode: '560001',
};
const address = {
  ...input,
  id: '64b000000000000000000001',
  label: '',
  isDefault: true,
  updatedAt: '2026-01-01T00:00:00.000Z',
};

afterEach(() => vi.unstubAllGlobals());

describe('callEndpoint (the one client typed by the contract)', () => {
  it("fills the path's parameters, sends the contract's method, the body and the shopper's bearer token", async () => {
    const sent = answer(200, address);
    const saved = await callEndpoint(ENDPOINTS.updateSavedAddress, {
      params: { id: 'a/1' },
      body: { ...input, isDefault: true },
      token: 'tok',
    });
    expect(saved.city).toBe('Bengaluru');
    expect(sent[0]?.url).toBe('/api/addresses/a%2F1');
    expect(sent[0]?.init.method).toBe('PUT');
    expect(new Headers(sent[0]?.init.headers).get('authorization')).toBe('Bearer tok');
    expect(JSON.parse(sent[0]?.init.body as string)).toMatchObject({ city: 'Bengaluru' });
  });

  it('adds the query, skipping empty values, and sends no Authorization without a token', async () => {
    const sent = answer(200, { items: [], total: 0, page: 1, pageSize: 20 });
    await callEndpoint(ENDPOINTS.adminProducts, { query: { q: 'silk', status: '', page: 2 } }).catch(() => undefined);
    expect(sent[0]?.url).toBe('/api/admin/products?q=silk&page=2');
    expect(new Headers(sent[0]?.init.headers).has('authorization')).toBe(false);
  });

  it("refuses with the server's code and message, which the endpoint's codes can tell apart", async () => {
    answer(404, { code: 'not_found', message: 'That address is no longer in your book.' });
    const failure = await callEndpoint(ENDPOINTS.deleteSavedAddress, { params: { id: 'gone' }, token: 't' }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).message).toBe('That address is no longer in your book.');
    expect(isEndpointError(ENDPOINTS.deleteSavedAddress, failure, 'not_found')).toBe(true);
    expect(isEndpointError(ENDPOINTS.deleteSavedAddress, failure, 'unauthorized')).toBe(false);
  });

  it("parses the answer with the contract's response schema", async () => {
    answer(200, { nothing: 'like an address' });
    await expect(callEndpoint(ENDPOINTS.savedAddresses, { token: 't' })).rejects.toThrow(
      'Unexpected response from server',
    );
  });

  it('types each call by the contract', () => {
    // Compile-time checks only (tsc -b): a path parameter is required, an unknown code is refused.
    const typed = () => {
      // @ts-expect-error the :id of the path is missing
      void callEndpoint(ENDPOINTS.deleteSavedAddress, { token: 't' });
      // @ts-expect-error 'conflict' is not an answer of this endpoint
      isEndpointError(ENDPOINTS.deleteSavedAddress, null, 'conflict');
    };
    expect(typed).toBeTypeOf('function');
  });
});
