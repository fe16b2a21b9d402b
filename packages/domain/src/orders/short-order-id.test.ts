import { describe, expect, it } from 'vitest';
import { shortOrderId } from './short-order-id';

describe('shortOrderId', () => {
  it.each([
    ['69167515-3c1e-4f7a-9b2d-0a1b2c3d4e5f', '#69167515'],
    ['6916-7515-3c1e', '#69167515'],
    ['a1b2c3d4-0000-4000-8000-000000000000', '#A1B2C3D4'],
    ['ord-123', '#ORD123'],
  ])('%j reads as %j', (id, expected) => {
    expect(shortOrderId(id)).toBe(expected);
  });

  it.each(['0f8fad5b-d9cb-469f-a165-70867728950e', '7c9e6679-7425-40de-944b-e07fc1f90ae7'])(
    'is # and 8 upper-case hex characters for the UUID %s',
    (id) => {
      expect(shortOrderId(id)).toMatch(/^#[0-9A-F]{8}$/);
    },
  );
});
