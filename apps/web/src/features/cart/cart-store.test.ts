import { normalizeCart, type Cart } from '@vastra/domain/cart';
import { describe, expect, it } from 'vitest';
import { cartLineFixture } from '../../testing/shopper-fixtures';
import { createCartStore, type CartOwner } from './cart-store';

function setup(local: Cart = [], savedFor: string | null = null) {
  const storage = new Map<string, Cart>([['vastra_cart', local]]);
  const owners = new Map<string, string>(savedFor === null ? [] : [['vastra_cart', savedFor]]);
  const pushes: { token: string; cart: Cart }[] = [];
  const store = createCartStore({
    readLocal: (key) => storage.get(key) ?? [],
    writeLocal: (key, cart) => storage.set(key, cart),
    removeLocal: (key) => storage.delete(key),
    readLocalOwner: (key) => owners.get(key) ?? null,
    writeLocalOwner: (key, userId) => (userId === null ? owners.delete(key) : owners.set(key, userId)),
    push: (token, cart) => pushes.push({ token, cart }),
  });
  return {
    store,
    storage,
    pushes,
    local: () => storage.get('vastra_cart'),
    savedFor: () => owners.get('vastra_cart') ?? null,
  };
}

const guest: CartOwner = { storageKey: 'vastra_cart', userId: null, token: null, serverCart: [] };
const shopper = (serverCart: unknown[] = []): CartOwner => ({
  storageKey: 'vastra_cart',
  userId: 'u1',
  token: 't1',
  serverCart,
});
const other = (serverCart: unknown[] = []): CartOwner => ({
  storageKey: 'vastra_cart',
  userId: 'u2',
  token: 't2',
  serverCart,
});
const lines = (...overrides: Parameters<typeof cartLineFixture>[0][]) =>
  normalizeCart(overrides.map((o) => cartLineFixture(o)));
const summary = (cart: Cart | undefined) => cart?.map((line) => `${line.id}/${line.selectedSize}×${line.quantity}`);

describe('createCartStore (docs/rules/cart.md#behaviour)', () => {
  it('a guest takes the local cart and nothing is pushed', () => {
    const { store, pushes } = setup(lines({ quantity: 2 }));
    store.setOwner(guest);
    expect(summary(store.getSnapshot().items)).toEqual(['k1/M×2']);
    store.increase('k1', 'M');
    expect(pushes).toEqual([]);
  });

  it('a signed-in user takes the server cart when it is non-empty, and saves it locally', () => {
    const { store, local, pushes } = setup(lines({ quantity: 2 }));
    store.setOwner(shopper([cartLineFixture({ selectedSize: 'S' })]));
    expect(summary(store.getSnapshot().items)).toEqual(['k1/S×1']);
    expect(summary(local())).toEqual(['k1/S×1']);
    expect(pushes).toEqual([]);
  });

  it('a signed-in user with an empty server cart takes the local cart, which is pushed', () => {
    const { store, pushes } = setup(lines({ quantity: 2 }));
    store.setOwner(shopper([]));
    expect(summary(store.getSnapshot().items)).toEqual(['k1/M×2']);
    expect(pushes.map((p) => [p.token, summary(p.cart)])).toEqual([['t1', ['k1/M×2']]]);
  });

  it("keeps a signed-in shopper's saved bag on a page that could not check her session (offline)", () => {
    const { store, local, savedFor, pushes } = setup(lines({ quantity: 2 }), 'u1');
    store.setOwner({ ...guest, unchecked: true });
    expect(summary(store.getSnapshot().items)).toEqual(['k1/M×2']);
    expect(store.getSnapshot().ready).toBe(true);
    // Still hers for when her session is checked again: not forgotten as a guest's page would.
    expect([summary(local()), savedFor()]).toEqual([['k1/M×2'], 'u1']);
    // Back online, her session checked with an empty bag on the server: the saved one is hers, and is sent.
    store.setOwner(shopper([]));
    expect(summary(store.getSnapshot().items)).toEqual(['k1/M×2']);
    expect(pushes.map((p) => [p.token, summary(p.cart)])).toEqual([['t1', ['k1/M×2']]]);
  });

  it('saves every change locally and pushes it while signed in, the emptied cart too (docs/deviations.md)', () => {
    const { store, local, pushes } = setup();
    store.setOwner(shopper());
    store.add(cartLineFixture());
    store.increase('k1', 'M');
    expect(summary(local())).toEqual(['k1/M×2']);
    expect(pushes.map((p) => summary(p.cart))).toEqual([['k1/M×1'], ['k1/M×2']]);
    store.remove('k1', 'M');
    expect(local()).toEqual([]);
    // Removing the last item reaches the server, or it would come back at the next login.
    expect(pushes.map((p) => summary(p.cart))).toEqual([['k1/M×1'], ['k1/M×2'], []]);
  });

  it('clear empties locally only; clear-and-sync also pushes an empty cart', () => {
    const { store, local, pushes } = setup(lines({}));
    store.setOwner(shopper());
    pushes.length = 0;
    store.clear();
    expect(local()).toEqual([]);
    expect(pushes).toEqual([]);
    store.clearAndSync();
    expect(pushes).toEqual([{ token: 't1', cart: [] }]);
  });

  it('keeps the cart and sets the warning on a refusal; any add clears the old warning first', () => {
    const { store } = setup();
    store.setOwner(guest);
    store.add(cartLineFixture({ quantity: 2 }));
    expect(store.add(cartLineFixture({ quantity: 2 }))).toMatchObject({ ok: false });
    expect(store.getSnapshot().warning).toBe('Only 3 items available in stock.');
    store.add(cartLineFixture({ selectedSize: 'S', stockBySize: { S: 1 } }));
    expect(store.getSnapshot().warning).toBeNull();
    store.increase('k1', 'S');
    expect(store.getSnapshot().warning).toBe("You can't add more than 1 items.");
    store.remove(undefined, 'M');
    expect(store.getSnapshot().warning).toBe('Invalid item data. Cannot remove.');
    expect(summary(store.getSnapshot().items)).toEqual(['k1/M×2', 'k1/S×1']);
    store.dismissWarning();
    expect(store.getSnapshot().warning).toBeNull();
  });

  it('logout clears the local cart and the next guest owner stays empty', () => {
    const { store, storage } = setup();
    store.setOwner(shopper([cartLineFixture()]));
    store.resetAfterLogout();
    store.setOwner(guest);
    expect(store.getSnapshot().items).toEqual([]);
    expect(storage.has('vastra_cart')).toBe(false);
  });

  it('at login merges the guest cart into a non-empty server cart and pushes the result (docs/deviations.md)', () => {
    const { store, local, pushes, savedFor } = setup();
    store.setOwner(guest);
    store.add(cartLineFixture({ id: 'a1', _id: 'a1', selectedSize: 'XL', quantity: 3, stockBySize: { XL: 5 } }));
    store.setOwner(shopper([cartLineFixture({ id: 'b1', _id: 'b1' })]));
    expect(summary(store.getSnapshot().items)).toEqual(['b1/M×1', 'a1/XL×3']);
    expect(summary(local())).toEqual(['b1/M×1', 'a1/XL×3']);
    expect(savedFor()).toBe('u1');
    expect(pushes.map((p) => [p.token, summary(p.cart)])).toEqual([['t1', ['b1/M×1', 'a1/XL×3']]]);
  });

  it("at login adds the same product and size, capped at stock with 'Only N items available in stock.'", () => {
    const { store } = setup();
    store.setOwner(guest);
    store.add(cartLineFixture({ quantity: 2 }));
    store.setOwner(shopper([cartLineFixture({ quantity: 2 })]));
    expect(summary(store.getSnapshot().items)).toEqual(['k1/M×3']);
    expect(store.getSnapshot().warning).toBe('Only 3 items available in stock.');
  });

  it('a reload while signed in does not merge the stored copy into the server cart (no doubling)', () => {
    const { store, pushes } = setup(lines({ quantity: 2 }), 'u1');
    store.setOwner(shopper([cartLineFixture({ quantity: 2 })]));
    expect(summary(store.getSnapshot().items)).toEqual(['k1/M×2']);
    expect(pushes).toEqual([]);
  });

  it(
    'a stored cart of a session that ended without a logout is cleared for ' +
      'the guest and the next account (docs/deviations.md)',
    () => {
      // The token expired or was revoked: the session check drops the user, the cart saved for u1 goes.
      const { store, storage, pushes, savedFor } = setup(lines({ quantity: 2 }), 'u1');
      store.setOwner(guest);
      expect(store.getSnapshot().items).toEqual([]);
      expect(storage.has('vastra_cart')).toBe(false);
      expect(savedFor()).toBeNull();
      store.setOwner(other());
      expect(store.getSnapshot().items).toEqual([]);
      expect(pushes).toEqual([]);
    },
  );

  it('a session dropped while the page is open clears the signed-in cart too', () => {
    const { store, storage } = setup();
    store.setOwner(shopper([cartLineFixture()]));
    store.setOwner(guest);
    expect(store.getSnapshot().items).toEqual([]);
    expect(storage.has('vastra_cart')).toBe(false);
  });

  it("another account's stored copy is never carried into the next account", () => {
    const { store, pushes } = setup(lines({ quantity: 2 }), 'u1');
    store.setOwner(other([cartLineFixture({ id: 'b1', _id: 'b1' })]));
    expect(summary(store.getSnapshot().items)).toEqual(['b1/M×1']);
    expect(pushes).toEqual([]);
  });
});

describe('createCartStore.refreshStock (a sell-out seen at checkout)', () => {
  it("takes the catalogue's current stock into the lines, saves and pushes it; the same stock writes nothing", () => {
    const { store, local, pushes } = setup(lines({ quantity: 1, stockBySize: { M: 3 } }));
    store.setOwner(shopper([]));
    const pushed = pushes.length;
    store.refreshStock(new Map([['k1', { M: 0 }]]));
    expect(store.getSnapshot().items[0]?.stockBySize).toEqual({ M: 0 });
    expect(local()?.[0]?.stockBySize).toEqual({ M: 0 });
    expect(pushes).toHaveLength(pushed + 1);
    const before = store.getSnapshot();
    store.refreshStock(new Map([['k1', { M: 0 }]]));
    expect(store.getSnapshot()).toBe(before);
    expect(pushes).toHaveLength(pushed + 1);
  });
});
