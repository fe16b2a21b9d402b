import { describe, expect, it } from 'vitest';
import { accountDataFileName, accountDeletionRefusal } from './data-rights';

describe('accountDeletionRefusal', () => {
  it.each([
    [{ openOrders: [], openReturns: 0 }, null],
    [
      { openOrders: ['#69167515'], openReturns: 0 },
      'Your account cannot be deleted yet: 1 order is still on its way (#69167515). ' +
        'You can delete it once it is delivered or cancelled.',
    ],
    [
      { openOrders: ['#69167515', '#0A1B2C3D'], openReturns: 1 },
      'Your account cannot be deleted yet: 2 orders are still on their way (#69167515, #0A1B2C3D) and ' +
        '1 return or exchange is in progress. You can delete it once they are delivered, cancelled or complete.',
    ],
    [
      { openOrders: [], openReturns: 3 },
      'Your account cannot be deleted yet: 3 returns or exchanges are in progress. ' +
        'You can delete it once they are complete.',
    ],
  ])('%o → %s', (open, expected) => {
    expect(accountDeletionRefusal(open)).toBe(expected);
  });
});

describe('accountDataFileName', () => {
  it.each([
    ['Vastra', '2026-11-30', 'vastra-my-data-2026-11-30.json'],
    ['Rang & Roop Studio', '2027-01-02', 'rang-roop-studio-my-data-2027-01-02.json'],
    ['रंग', '2027-01-02', 'shop-my-data-2027-01-02.json'],
  ])('%s on %s → %s', (name, date, expected) => {
    expect(accountDataFileName(name, date)).toBe(expected);
  });
});
