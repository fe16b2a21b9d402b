import { configure, screen, waitFor } from '@testing-library/react';
import { RECENTLY_VIEWED_STORAGE_KEY } from '@vastra/domain/catalog';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { embedInitialPage } from '../../features/catalog/testing/embed-initial-page';
import { homeRoutes } from '../../testing/fake-api';
import { renderRoute } from '../../testing/render-route';
import { homeFixture, productFixture } from '../../testing/shopper-fixtures';

// docs/decisions/125-recently-viewed-and-share.md: the home page's last section shows what this device opened last.

configure({ asyncUtilTimeout: 5_000 });
beforeEach(() => embedInitialPage({ kind: 'home', home: homeFixture() }));
afterEach(() => embedInitialPage());

const product = (id: string, title: string) => productFixture({ _id: id, title, images: [`/uploads/${id}.jpg`] });
const recent = () => screen.queryByRole('heading', { name: 'Recently viewed' })?.closest('section') ?? null;

describe('/ recently viewed', { timeout: 20_000 }, () => {
  it('shows the products this device opened, newest first, leaving out one gone from the shop', async () => {
    localStorage.setItem(RECENTLY_VIEWED_STORAGE_KEY, JSON.stringify(['r2', 'gone', 'r1']));
    renderRoute('/', {
      routes: {
        ...homeRoutes(homeFixture()),
        'GET /api/client/products/r1': [200, product('r1', 'Mustard Chanderi Kurti')],
        'GET /api/client/products/r2': [200, product('r2', 'Teal Banarasi Saree')],
        'GET /api/client/products/gone': [404, { message: 'Product not found' }],
      },
    });
    await waitFor(() => expect(recent()).not.toBeNull());
    const section = recent();
    await waitFor(() =>
      expect([...(section?.querySelectorAll('h3') ?? [])].map((h) => h.textContent)).toEqual([
        'Teal Banarasi Saree',
        'Mustard Chanderi Kurti',
      ]),
    );
    expect(screen.getByText('Pick up where you left off')).toBeInTheDocument();
  });

  it('asks again for a product whose answer failed on the way, and shows it', async () => {
    localStorage.setItem(RECENTLY_VIEWED_STORAGE_KEY, JSON.stringify(['r2', 'r1']));
    let failures = 2;
    const { api } = renderRoute('/', {
      routes: {
        ...homeRoutes(homeFixture()),
        'GET /api/client/products/r1': [200, product('r1', 'Mustard Chanderi Kurti')],
        'GET /api/client/products/r2': () =>
          failures-- > 0 ? [503, { message: 'Busy' }] : [200, product('r2', 'Teal Banarasi Saree')],
      },
    });
    await waitFor(
      () =>
        expect([...(recent()?.querySelectorAll('h3') ?? [])].map((h) => h.textContent)).toEqual([
          'Teal Banarasi Saree',
          'Mustard Chanderi Kurti',
        ]),
      { timeout: 15_000 },
    );
    expect(api.callsTo('GET /api/client/products/r2')).toHaveLength(3);
  });

  it('shows nothing on a first visit, and asks for nothing', async () => {
    const { api } = renderRoute('/', { routes: homeRoutes(homeFixture()) });
    await waitFor(() => expect(api.callsTo('GET /api/shop-config')).toHaveLength(1));
    expect(recent()).toBeNull();
    expect(api.calls.filter((call) => call.path.startsWith('/api/client/products/'))).toEqual([]);
  });
});
