import { afterEach, describe, expect, it } from 'vitest';
import { createWishlistStore, WISHLIST_STORAGE_KEY } from './wishlist-store';

const KURTI = '6f1c2a4e-9d3b-4c7a-8e21-5b0d9f3a7c11';
const SAREE = '7a2d3b5f-0e4c-4d8b-9f32-6c1e0a4b8d22';

afterEach(() => localStorage.clear());

describe('the wishlist store', () => {
  it("keeps a guest's hearts on the device, and reads them back on the next page", () => {
    const store = createWishlistStore();
    store.setSession(null, null);
    store.toggle(KURTI);
    store.toggle(SAREE);
    store.toggle(KURTI);
    expect(store.getSnapshot().ids).toEqual([SAREE]);
    expect(JSON.parse(localStorage.getItem(WISHLIST_STORAGE_KEY) ?? '[]')).toEqual([SAREE]);

    const next = createWishlistStore();
    next.setSession(null, null);
    expect(next.getSnapshot()).toMatchObject({ ids: [SAREE], alerts: [], userId: null });
  });

  it('shows no alert to a guest: one asked for before her list arrived leaves with her at sign-out', () => {
    const store = createWishlistStore();
    store.setSession(null, null);
    store.setAlert({
      productId: KURTI,
      title: 'Indigo Kurti',
      size: 'M',
      requestedAt: '2026-11-30T06:00:00.000Z',
      notifiedAt: null,
    });
    expect(store.getSnapshot().alerts).toHaveLength(1);
    store.setSession(null, null);
    expect(store.getSnapshot().alerts).toEqual([]);
  });
});
