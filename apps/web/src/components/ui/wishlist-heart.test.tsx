import { WISHLIST_MESSAGES as M } from '@vastra/domain/wishlist';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SessionContext, type Session } from '../../lib/session/session-context';
import { WISHLIST_STORAGE_KEY } from '../../lib/wishlist/wishlist-store';
import { WishlistHeart } from './wishlist-heart';

const guest: Session = {
  user: null,
  token: null,
  loading: false,
  unchecked: null,
  login: () => undefined,
  logout: () => undefined,
  setUser: () => undefined,
  onLogout: () => () => undefined,
};

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('WishlistHeart', () => {
  it(`a guest's heart: "${M.save}", then "${M.remove}", kept on the device`, () => {
    render(
      <SessionContext.Provider value={guest}>
        <WishlistHeart productId="k1" />
      </SessionContext.Provider>,
    );
    const heart = screen.getByRole('button', { name: M.save });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(heart);
    expect(screen.getByRole('button', { name: M.remove })).toHaveAttribute('aria-pressed', 'true');
    expect(JSON.parse(localStorage.getItem(WISHLIST_STORAGE_KEY) ?? '[]')).toEqual(['k1']);
    fireEvent.click(screen.getByRole('button', { name: M.remove }));
    expect(screen.getByRole('button', { name: M.save })).toBeInTheDocument();
    expect(localStorage.getItem(WISHLIST_STORAGE_KEY)).toBeNull();
  });
});
