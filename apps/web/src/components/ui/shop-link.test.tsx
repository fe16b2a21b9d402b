import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ShopLink } from './shop-link';

function Page() {
  const location = useLocation();
  return (
    <>
      <h1>{`At ${location.pathname} with ${JSON.stringify(location.state)}`}</h1>
      <ShopLink to="/product/k1" state={{ selectedSize: 'M' }}>
        Kurti
      </ShopLink>
    </>
  );
}

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: '*', element: <Page /> }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('ShopLink', () => {
  it('is a plain link whose press opens the page within the app, with its state', async () => {
    const router = renderAt('/');
    const link = screen.getByRole('link', { name: 'Kurti' });
    expect(link).toHaveAttribute('href', '/product/k1');
    fireEvent.click(link);
    expect(await screen.findByRole('heading', { name: 'At /product/k1 with {"selectedSize":"M"}' })).toBeVisible();
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('leaves a modified press and another button to the browser', () => {
    const router = renderAt('/');
    for (const press of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) {
      expect(fireEvent.click(screen.getByRole('link', { name: 'Kurti' }), press)).toBe(true);
    }
    expect(router.state.location.pathname).toBe('/');
  });

  it('opens the page it is on again in its place, as React Router’s Link does', async () => {
    window.history.replaceState(null, '', '/product/k1');
    const router = renderAt('/product/k1');
    fireEvent.click(screen.getByRole('link', { name: 'Kurti' }));
    expect(await screen.findByRole('heading', { name: 'At /product/k1 with {"selectedSize":"M"}' })).toBeVisible();
    expect(router.state.historyAction).toBe('REPLACE');
    window.history.replaceState(null, '', '/');
  });
});
