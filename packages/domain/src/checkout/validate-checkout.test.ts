import { describe, it, expect } from 'vitest';
import { validateCheckoutItems, validateCheckoutSession } from './validate-checkout';

describe('validateCheckoutItems', () => {
  it.each([
    [[], 'No items in the order. Please add items to the cart first.'],
    [null, 'No items in the order. Please add items to the cart first.'],
    [[{ id: 'p1' }, {}], 'One or more products are missing IDs. Please go back to cart and try again.'],
    [[{ id: ' ' }], 'One or more products are missing IDs. Please go back to cart and try again.'],
    [[{ id: 'p1' }, { _id: 'p2' }], null],
  ])('%j → %j', (items, expected) => {
    expect(validateCheckoutItems(items)).toBe(expected);
  });
});

describe('validateCheckoutSession', () => {
  it.each([
    [{ loggedIn: false, token: 'abc' }, '❌ You must be logged in to place an order.'],
    [{ loggedIn: true, token: null }, 'Session expired — please log in again before placing the order.'],
    [{ loggedIn: true, token: '' }, 'Session expired — please log in again before placing the order.'],
    [{ loggedIn: true, token: 'abc' }, null],
  ])('%j → %j', (session, expected) => {
    expect(validateCheckoutSession(session)).toBe(expected);
  });
});
