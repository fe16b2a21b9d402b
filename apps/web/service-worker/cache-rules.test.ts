import { describe, expect, it } from 'vitest';
import {
  mayKeep,
  overLimit,
  PREVIOUS_SHELL_KEY,
  requestKind,
  staleShellEntries,
  type RequestFacts,
} from './cache-rules';

const get = (pathname: string, facts: Partial<RequestFacts> = {}): RequestFacts => ({
  method: 'GET',
  mode: 'cors',
  destination: '',
  sameOrigin: true,
  pathname,
  signedIn: false,
  ...facts,
});
const open = (pathname: string) => get(pathname, { mode: 'navigate', destination: 'document' });

describe('requestKind', () => {
  it.each([
    ['a storefront page', open('/'), 'page'],
    ['a product page', open('/product/0b6f0b7e-6c53-4b4f-9d53-7a3c1f1c2e11'), 'page'],
    ['the bag', open('/cart'), 'page'],
    ['the back office', open('/admin'), 'network'],
    ['a back-office screen', open('/admin/orders/1'), 'network'],
    ['a page whose path only starts like the back office', open('/administrators'), 'page'],
    ['an API address opened as a page', open('/api/client/products'), 'network'],
    ['a photo opened as a page', open('/media/products/a-1x1/320.jpg'), 'network'],
    ['a file opened as a page', open('/sitemap.xml'), 'network'],
    ['a built chunk', get('/assets/index-a1b2.js', { destination: 'script' }), 'asset'],
    ['a stylesheet', get('/assets/index-a1b2.css', { destination: 'style' }), 'asset'],
    ['a public catalogue answer', get('/api/client/products/p1'), 'api'],
    ['the shop settings', get('/api/shop-config'), 'api'],
    ["a signed-in shopper's request", get('/api/client/products/p1', { signedIn: true }), 'network'],
    ['a back-office answer', get('/api/admin/orders'), 'network'],
    ['a photo', get('/media/products/a-1x1/320.avif', { destination: 'image' }), 'image'],
    ['the seed art', get('/uploads/products/p1/1.svg', { destination: 'image' }), 'image'],
    ['an order', get('/api/orders/cod', { method: 'POST' }), 'network'],
    ['an upload', get('/api/returns/r1/photos', { method: 'POST', destination: '' }), 'network'],
    ['another site', get('/x.js', { sameOrigin: false, destination: 'script' }), 'network'],
    ['a photo from the CDN', get('/products/a-1x1/320.jpg', { sameOrigin: false, destination: 'image' }), 'network'],
  ])('%s: %s', (_label, request, kind) => {
    expect(requestKind(request)).toBe(kind);
  });
});

describe('mayKeep', () => {
  it.each([
    [200, 'no-cache', true],
    [200, 'public, max-age=60', true],
    [200, null, true],
    [200, 'no-store', false],
    [200, 'private, max-age=60', false],
    [200, 'Private', false],
    [200, 'max-age=0, no-store', false],
    [206, null, false],
    [304, 'no-cache', false],
    [404, 'no-cache', false],
    [500, null, false],
  ])('%i with Cache-Control %s: %s', (status, cacheControl, kept) => {
    expect(mayKeep(status, cacheControl)).toBe(kept);
  });
});

describe('overLimit', () => {
  it('names the oldest entries past the limit, none when within it', () => {
    expect(overLimit(['a', 'b', 'c', 'd'], 2)).toEqual(['a', 'b']);
    expect(overLimit(['a', 'b'], 2)).toEqual([]);
    expect(overLimit([], 2)).toEqual([]);
  });
});

describe('staleShellEntries', () => {
  it('keeps what this build and the one before list, and names the rest', () => {
    const kept = [
      '/index.html',
      PREVIOUS_SHELL_KEY,
      '/assets/home-oldest.js',
      '/assets/home-old.js',
      '/assets/react-same.js',
    ];
    const previous = ['/index.html', '/assets/home-old.js', '/assets/react-same.js'];
    const listed = ['/index.html', '/assets/home-new.js', '/assets/react-same.js'];
    expect(staleShellEntries(kept, listed, previous)).toEqual(['/assets/home-oldest.js']);
  });

  it("keeps only this build's files when no build came before", () => {
    expect(staleShellEntries(['/index.html', '/assets/a.js'], ['/index.html'], [])).toEqual(['/assets/a.js']);
  });
});
