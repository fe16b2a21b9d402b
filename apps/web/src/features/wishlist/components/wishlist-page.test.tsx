import { WISHLIST_MESSAGES as M } from '@vastra/domain/wishlist';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { WishlistPage } from './wishlist-page';

afterEach(cleanup);

describe('WishlistPage', () => {
  it('names each size she waits for by its product, saved or not, and says when she was texted', () => {
    render(
      <MemoryRouter>
        <WishlistPage
          entries={[]}
          onRemove={() => undefined}
          alerts={[
            {
              productId: '6f1c2a4e-9d3b-4c7a-8e21-5b0d9f3a7c11',
              title: 'Rust Silk Saree',
              size: 'Free Size',
              requestedAt: '2026-11-30T06:00:00.000Z',
              notifiedAt: null,
            },
            {
              productId: '7a2d3b5f-0e4c-4d8b-9f32-6c1e0a4b8d22',
              title: 'Indigo Anarkali Kurti',
              size: 'M',
              requestedAt: '2026-11-29T06:00:00.000Z',
              notifiedAt: '2026-11-30T05:00:00.000Z',
            },
          ]}
        />
      </MemoryRouter>,
    );
    expect(screen.getByText(M.empty)).toBeTruthy();
    const waiting = screen.getByRole('region', { name: M.waitingHeading });
    expect(
      within(waiting)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([`Rust Silk Saree ${M.waitingSize('Free Size')}`, `Indigo Anarkali Kurti ${M.notifiedSize('M')}`]);
    expect(within(waiting).getByRole('link', { name: 'Rust Silk Saree' }).getAttribute('href')).toBe(
      '/product/6f1c2a4e-9d3b-4c7a-8e21-5b0d9f3a7c11',
    );
  });
});
