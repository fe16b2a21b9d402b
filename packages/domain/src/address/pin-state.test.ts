import { describe, expect, it } from 'vitest';
import { pinStateProblem } from './pin-state';

describe('pinStateProblem', () => {
  it.each([
    ['781001', 'Karnataka', 'Assam', 'PIN 781001 is in Assam, not Karnataka'],
    ['560034', 'Tamil Nadu', 'Karnataka', 'PIN 560034 is in Karnataka, not Tamil Nadu'],
    ['781001', 'Assam', 'Assam', null],
    ['999999', 'Karnataka', null, null], // a PIN the directory does not know is taken as typed
  ] as const)('%s in %s (directory: %s) → %s', (pincode, state, pinState, problem) => {
    expect(pinStateProblem(pincode, state, pinState)).toBe(problem);
  });
});
