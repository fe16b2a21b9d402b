import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { AppProvider } from '../app/provider';
import { routes } from '../app/router';
import { loadAppModules } from './app-modules';
import { shopConfigFixture } from './shopper-fixtures';

// While the test file is imported, not inside a test's time (see app-modules.ts).
await loadAppModules();

/** A fake API: path (e.g. '/api/client/products') → [status, JSON body]. Unlisted paths answer 404. */
export type FakeApi = Record<string, readonly [number, unknown]>;

/** Stubs fetch with a fake API; returns the mock to inspect the calls. */
export function stubApi(api: FakeApi) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = new URL(url, 'http://localhost').pathname;
    const [status, body] = api[path] ?? [404, { message: 'Not found' }];
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Renders the whole app (providers, layout, the real route table) at `url` against a fake API. */
export function renderApp(url: string, api: FakeApi = {}) {
  const fetchMock = stubApi({
    '/api/shop-config': [200, shopConfigFixture],
    '/api/client/products': [200, []],
    ...api,
  });
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const view = render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, router, fetchMock };
}
