import { describe, expect, it } from 'vitest';
import { returnPhotoUploadSize } from './return-photo-size';
import { RETURN_PHOTO_MAX_SIDE } from './return-states';

describe('returnPhotoUploadSize', () => {
  it('keeps the server-side limit of 1600 px a side', () => {
    expect(RETURN_PHOTO_MAX_SIDE).toBe(1600);
  });

  it.each([
    ['an iPhone 24 MP photo, landscape', 5712, 4284, { width: 1600, height: 1200 }],
    ['an iPhone 24 MP photo, portrait', 4284, 5712, { width: 1200, height: 1600 }],
    ['a 12 MP phone photo', 4032, 3024, { width: 1600, height: 1200 }],
    ['a 50 MP 3:2 photo (rounded to the nearest pixel)', 8640, 5760, { width: 1600, height: 1067 }],
    ['a square photo', 3000, 3000, { width: 1600, height: 1600 }],
    ['one pixel too wide', 1601, 1200, { width: 1600, height: 1199 }],
    ['a very thin strip keeps at least one pixel', 20_000, 3, { width: 1600, height: 1 }],
  ])('shrinks %s (%i × %i) to a longest side of 1600 px', (_, width, height, expected) => {
    expect(returnPhotoUploadSize(width, height)).toEqual(expected);
  });

  it.each([
    ['exactly 1600 px long', 1600, 1200],
    ['a screenshot', 1170, 2532 / 2],
    ['a small photo', 640, 480],
    ['an image that reports no size', 0, 0],
    ['an image that reports a nonsense size', Number.NaN, 1200],
  ])('leaves %s as it is (null)', (_, width, height) => {
    expect(returnPhotoUploadSize(width, height)).toBeNull();
  });
});
