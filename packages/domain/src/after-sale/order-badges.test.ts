import { describe, expect, it } from 'vitest';
import { ORDER_BADGE_LABELS, orderBadges, type OrderStory } from './order-badges';

const story = (over: Partial<OrderStory>): OrderStory => ({
  status: 'delivered',
  totalPaise: 179_900,
  refundedPaise: 0,
  ndrState: null,
  receivedBack: false,
  requests: [],
  ...over,
});

describe('orderBadges', () => {
  it.each<[string, Partial<OrderStory>, string[]]>([
    ['a delivered order with nothing after it', {}, []],
    [
      'a COD order returned and refunded ₹1,799 by UPI',
      { refundedPaise: 179_900, requests: [{ kind: 'return', state: 'refunded' }] },
      ['Refunded'],
    ],
    ['one line of two refunded', { totalPaise: 300_000, refundedPaise: 179_900 }, ['Partly refunded']],
    [
      'a return waiting for pickup',
      { requests: [{ kind: 'return', state: 'pickup_scheduled' }] },
      ['Return requested'],
    ],
    [
      'a return received, not yet refunded',
      { requests: [{ kind: 'return', state: 'received' }] },
      ['Return requested'],
    ],
    ['a rejected return', { requests: [{ kind: 'return', state: 'rejected' }] }, []],
    ['an exchange on its way back', { requests: [{ kind: 'exchange', state: 'picked_up' }] }, []],
    ['an exchange sent', { requests: [{ kind: 'exchange', state: 'exchange_shipped' }] }, ['Exchange shipped']],
    ['a failed delivery waiting for the shop', { status: 'shipped', ndrState: 'open' }, ['Failed delivery']],
    ['a failed delivery the shop answered', { status: 'shipped', ndrState: 'reattempt_requested' }, []],
    ['an RTO on its way back', { status: 'returned' }, ['RTO in transit']],
    ['an RTO received', { status: 'returned', receivedBack: true }, ['Returned to us']],
    [
      'partly refunded, one line returned, another exchanged',
      {
        totalPaise: 300_000,
        refundedPaise: 120_100,
        requests: [
          { kind: 'return', state: 'refunded' },
          { kind: 'exchange', state: 'exchange_shipped' },
        ],
      },
      ['Partly refunded', 'Exchange shipped'],
    ],
    [
      'a prepaid order refunded in full after an RTO',
      { status: 'returned', receivedBack: true, refundedPaise: 179_900 },
      ['Refunded', 'Returned to us'],
    ],
  ])('%s', (_, over, labels) => {
    expect(orderBadges(story(over)).map((b) => ORDER_BADGE_LABELS[b])).toEqual(labels);
  });
});
