import { describe, expect, it } from 'vitest';
import {
  LOGIN_INTENT_STORAGE_KEY,
  armLoginIntent,
  peekLoginIntent,
  rememberLoginIntent,
  takeLoginIntent,
} from './login-intent';
import { rememberReturnTo, takeReturnTo } from './return-to';

const xlTimesThree = { action: 'add', productId: 'k1', size: 'XL', quantity: 3 } as const;

describe('login intent (a product page request carried through the forced login)', () => {
  it('is completed once, on its product page, after a login that returns there', () => {
    rememberLoginIntent('/product/k1', xlTimesThree);
    expect(peekLoginIntent('k1')).toBeNull(); // not before the login
    armLoginIntent('/product/k1');
    expect(peekLoginIntent('k2')).toBeNull();
    expect(peekLoginIntent('k1')).toEqual(xlTimesThree);
    expect(takeLoginIntent('k1')).toEqual(xlTimesThree);
    expect(takeLoginIntent('k1')).toBeNull();
    expect(sessionStorage.getItem(LOGIN_INTENT_STORAGE_KEY)).toBeNull();
  });

  it('is forgotten by a login that goes elsewhere', () => {
    rememberLoginIntent('/product/k1', { ...xlTimesThree, action: 'buy' });
    armLoginIntent('/cart');
    expect(sessionStorage.getItem(LOGIN_INTENT_STORAGE_KEY)).toBeNull();
    armLoginIntent('/product/k1');
    expect(peekLoginIntent('k1')).toBeNull();
  });

  it(
    'is armed by takeReturnTo, the login route’s way back ' + '(docs/rules/sign-in.md#screen: return to the origin)',
    () => {
      const state = rememberReturnTo({ pathname: '/product/k1', search: '', hash: '' });
      rememberLoginIntent(state.from, xlTimesThree);
      expect(takeReturnTo(state)).toBe('/product/k1');
      expect(takeLoginIntent('k1')).toEqual(xlTimesThree);
    },
  );

  it.each([
    ['not json'],
    [JSON.stringify({ action: 'steal', productId: 'k1', size: null, quantity: 1, from: '/', armed: true })],
    [JSON.stringify({ ...xlTimesThree, quantity: 0, from: '/product/k1', armed: true })],
  ])('ignores an unreadable stored value %j', (raw) => {
    sessionStorage.setItem(LOGIN_INTENT_STORAGE_KEY, raw);
    expect(takeLoginIntent('k1')).toBeNull();
  });
});
