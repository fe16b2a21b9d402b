import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProvider } from '../app/provider';
import { routes } from '../app/router';
import { hi } from '../lib/i18n/hi';
import { TOKEN_STORAGE_KEY } from '../lib/session/token-storage';
import { loadAppModules } from './app-modules';
import { installFakeApi, type FakeRoutes } from './fake-api';
import type { User } from '@vastra/domain/api';
import type { Language } from '@vastra/domain/i18n';
import { shopConfigFixture } from './shopper-fixtures';

// While the test file is imported, not inside a test's time (see app-modules.ts).
await loadAppModules();

export type RenderRouteOptions = {
  routes?: FakeRoutes;
  /** Signs in: stores a token and answers GET /api/auth/me with this user. */
  user?: User;
  /** Local storage entries to set before the app starts, e.g. the guest cart. */
  storage?: Record<string, unknown>;
  /** The shopper's language, its catalogue loaded as the app loads it: English unless given. */
  language?: Language;
};

/** Renders the whole app (providers, layout, the real route table) at `url` against the fake API. */
export function renderRoute(url: string, options: RenderRouteOptions = {}) {
  for (const [key, value] of Object.entries(options.storage ?? {})) localStorage.setItem(key, JSON.stringify(value));
  if (options.user) localStorage.setItem(TOKEN_STORAGE_KEY, 'test-token');
  const api = installFakeApi({
    'GET /api/shop-config': [200, shopConfigFixture],
    'GET /api/client/products': [200, []],
    'POST /api/auth/update-cart': [200, { cart: [] }],
    ...(options.user ? { 'GET /api/auth/me': [200, options.user] as const } : {}),
    ...options.routes,
  });
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const view = render(
    <AppProvider language={options.language} catalogue={options.language === 'hi' ? hi : null}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, router, api };
}
