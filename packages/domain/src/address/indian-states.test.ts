import { describe, it, expect } from 'vitest';
import {
  DEFAULT_STATE,
  GST_STATE_CODES,
  INDIAN_STATES,
  INDIAN_STATES_ONLY,
  INDIAN_UNION_TERRITORIES,
  IndianState,
  isIndianState,
  normalizeStateName,
} from './indian-states';

describe('INDIAN_STATES', () => {
  it('lists all 28 states and 8 union territories (docs/deviations.md)', () => {
    expect(INDIAN_STATES_ONLY).toHaveLength(28);
    expect(INDIAN_UNION_TERRITORIES).toHaveLength(8);
    expect(INDIAN_STATES).toHaveLength(36);
    expect(new Set(INDIAN_STATES).size).toBe(36);
  });

  it('is in alphabetical order', () => {
    expect([...INDIAN_STATES]).toEqual([...INDIAN_STATES].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('defaults to "Uttar Pradesh" (docs/rules/checkout.md#data)', () => {
    expect(DEFAULT_STATE).toBe('Uttar Pradesh');
    expect(INDIAN_STATES).toContain(DEFAULT_STATE);
  });

  it('has a two-digit GST code for every entry', () => {
    for (const state of INDIAN_STATES) expect(GST_STATE_CODES[state]).toMatch(/^\d{2}$/);
    expect(new Set(Object.values(GST_STATE_CODES)).size).toBe(36);
  });
});

describe('isIndianState', () => {
  it.each([
    ['Odisha', true],
    ['Dadra and Nagar Haveli and Daman and Diu', true],
    ['Delhi', true],
    ['Orissa', false],
    ['odisha', false],
    ['California', false],
    [7, false],
  ])('%j → %s', (value, expected) => {
    expect(isIndianState(value)).toBe(expected);
  });
});

describe('normalizeStateName', () => {
  it.each([
    ['Orissa', 'Odisha'],
    ['Uttaranchal', 'Uttarakhand'],
    ['Pondicherry', 'Puducherry'],
    ['J&K', 'Jammu and Kashmir'],
    ['Jammu & Kashmir', 'Jammu and Kashmir'],
    ['Daman & Diu', 'Dadra and Nagar Haveli and Daman and Diu'],
    ['Dadra & Nagar Haveli', 'Dadra and Nagar Haveli and Daman and Diu'],
    ['New Delhi', 'Delhi'],
    ['Delhi (National Capital Territory of Delhi)', 'Delhi'],
    ['Chattisgarh', 'Chhattisgarh'],
    ['  uttar   pradesh ', 'Uttar Pradesh'],
    ['TAMIL NADU', 'Tamil Nadu'],
    ['Andaman & Nicobar Islands', 'Andaman and Nicobar Islands'],
  ])('reads %j as %j (docs/rules/third-parties.md#indian-states aliases)', (input, expected) => {
    expect(normalizeStateName(input)).toBe(expected);
  });

  it.each([['Texas'], [''], [null], ['Pradesh']])('returns null for %j', (input) => {
    expect(normalizeStateName(input)).toBeNull();
  });
});

describe('IndianState', () => {
  it('accepts a stored name and rejects others with "Please select your state."', () => {
    expect(IndianState.parse('Kerala')).toBe('Kerala');
    expect(IndianState.safeParse('Orissa').error?.issues[0]?.message).toBe('Please select your state.');
  });
});
