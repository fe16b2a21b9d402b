import { describe, expect, it } from 'vitest';
import { codeDestination } from './masked-phone';

describe('codeDestination', () => {
  it.each([
    ['+919000000001', '+91 90•••••001'],
    ['+919876543210', '+91 98•••••210'],
    ['9876543210', '•••210'],
    ['+91987654321', '•••321'],
    ['', '•••'],
  ])('%s → %s', (phone, shown) => {
    expect(codeDestination(phone)).toBe(shown);
  });
});
