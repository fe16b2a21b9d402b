import { NOT_IN_CART_WARNING, type Cart } from '@vastra/domain/cart';
import { afterEach, describe, expect, it } from 'vitest';
import { cartLineFixture } from '../../testing/shopper-fixtures';
import { createCartHub } from './cart-hub';
import { createCartStore, type CartOwner, type CartStore } from './cart-store';

const guest: CartOwner = { storageKey: 'vastra_cart', userId: null, token: null, serverCart: [] };
const shopper: CartOwner = { storageKey: 'vastra_cart', userId: 'u1', token: 't1', serverCart: [] };

/** A hub whose store keeps carts in a map; `loads` counts the store's loads, `failNext` makes the next one fail. */
function setup(stored: Cart = []) {
  const storage = new Map<string, Cart>([['vastra_cart', stored]]);
  const control = { loads: 0, failNext: false, notified: 0 };
  const makeStore = (): CartStore =>
    createCartStore({
      readLocal: (key) => storage.get(key) ?? [],
      writeLocal: (key, cart) => storage.set(key, cart),
      removeLocal: (key) => storage.delete(key),
      readLocalOwner: () => null,
      writeLocalOwner: () => undefined,
      push: () => undefined,
    });
  const hub = createCartHub(() => {
    control.loads += 1;
    if (control.failNext) {
      control.failNext = false;
      return Promise.reject(new Error('Failed to fetch dynamically imported module'));
    }
    return Promise.resolve(makeStore());
  });
  hub.subscribe(() => (control.notified += 1));
  return { hub, control, storage };
}

const summary = (hub: ReturnType<typeof setup>['hub']) => {
  const { items, ready, totalQuantity, totalRupees } = hub.read();
  return {
    lines: items.map((line) => `${line.id}/${line.selectedSize}×${line.quantity}`),
    ready,
    totalQuantity,
    totalRupees,
  };
};
/** Lets every promise already settled run its callbacks (a macrotask runs after all pending microtasks). */
const afterPendingPromises = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => localStorage.clear());

describe('createCartHub: the cart between the page and its store', () => {
  it('reads as loading, as the server draws it, until it knows whose cart it is', () => {
    const { hub, control } = setup();
    expect(summary(hub)).toEqual({ lines: [], ready: false, totalQuantity: 0, totalRupees: 0 });
    expect(hub.readAsServer()).toBe(hub.read());
    expect(control.notified).toBe(0);
  });

  it("gives a guest with nothing stored an empty, ready bag without loading the store's code", () => {
    const { hub, control } = setup();
    hub.setOwner(guest);
    expect(summary(hub)).toEqual({ lines: [], ready: true, totalQuantity: 0, totalRupees: 0 });
    expect(hub.readAsServer().ready).toBe(false);
    expect(control).toMatchObject({ loads: 0, notified: 1 });
    // The same owner again changes nothing and tells no one.
    hub.setOwner({ ...guest });
    expect(control.notified).toBe(1);
  });

  it("loads the store for a guest's stored bag and shows its lines with their sums", async () => {
    localStorage.setItem('vastra_cart', JSON.stringify([cartLineFixture({ quantity: 2 })]));
    const { hub, control } = setup([cartLineFixture({ quantity: 2, price: 499 })]);
    hub.setOwner(guest);
    expect(hub.read().ready).toBe(false);
    await afterPendingPromises();
    expect(summary(hub)).toEqual({ lines: ['k1/M×2'], ready: true, totalQuantity: 2, totalRupees: 998 });
    expect(control.loads).toBe(1);
  });

  it('loads the store for a signed-in shopper, whose bag is kept on the server', async () => {
    const { hub, control } = setup();
    hub.setOwner(shopper);
    await afterPendingPromises();
    expect(control.loads).toBe(1);
    expect(hub.read().ready).toBe(true);
  });

  it('keeps an add made before it knows whose cart it is, and adds it to the stored bag', async () => {
    localStorage.setItem('vastra_cart', JSON.stringify([cartLineFixture({ selectedSize: 'S' })]));
    const { hub, control, storage } = setup([cartLineFixture({ selectedSize: 'S' })]);
    const adding = hub.actions.add(cartLineFixture({ selectedSize: 'M' }));
    await afterPendingPromises();
    expect(control.loads).toBe(0);
    hub.setOwner(guest);
    await expect(adding).resolves.toMatchObject({ ok: true });
    expect(summary(hub).lines).toEqual(['k1/S×1', 'k1/M×1']);
    expect(storage.get('vastra_cart')).toHaveLength(2);
    expect(control.loads).toBe(1);
  });

  it("loads the store at a guest's first add; a failed load refuses it and the next add loads again", async () => {
    const { hub, control } = setup();
    hub.setOwner(guest);
    control.failNext = true;
    await expect(hub.actions.add(cartLineFixture())).rejects.toThrow('Failed to fetch dynamically imported module');
    expect(summary(hub)).toEqual({ lines: [], ready: true, totalQuantity: 0, totalRupees: 0 });
    await expect(hub.actions.add(cartLineFixture())).resolves.toMatchObject({ ok: true });
    expect(summary(hub).lines).toEqual(['k1/M×1']);
    expect(control.loads).toBe(2);
  });

  it('refuses changes to lines while there is no store, and hands the same actions for its life', () => {
    const { hub } = setup();
    const { actions } = hub;
    hub.setOwner(guest);
    expect(hub.actions).toBe(actions);
    for (const result of [actions.increase('k1', 'M'), actions.decrease('k1', 'M'), actions.remove('k1', 'M')])
      expect(result).toEqual({ ok: false, cart: [], reason: 'not-in-cart', warning: NOT_IN_CART_WARNING });
  });
});
