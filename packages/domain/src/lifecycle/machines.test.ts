import { describe, expect, it } from 'vitest';
import { LIFECYCLE_MACHINES, type LifecycleMachineName } from './machines';

/**
 * Each machine's whole table, written out: every pair of states not listed here must be refused. A change to a
 * machine changes this table in the same commit.
 */
const EXPECTED: Record<LifecycleMachineName, { start: string[]; moves: string[]; finals: string[] }> = {
  order: {
    start: ['placed'],
    moves: [
      'placed → shipped, out_for_delivery, delivered, cancelled',
      'shipped → out_for_delivery, delivered, cancelled, returned',
      'out_for_delivery → shipped, delivered, cancelled, returned',
    ],
    finals: ['delivered', 'cancelled', 'returned'],
  },
  money: {
    start: ['cod', 'paid'],
    moves: [
      'paid → refund_pending',
      'refund_pending → partially_refunded, refunded, refund_failed',
      'partially_refunded → refund_pending',
      'refund_failed → refund_pending',
    ],
    finals: ['cod', 'refunded'],
  },
  refund: { start: ['pending'], moves: ['pending → processed, failed'], finals: ['processed', 'failed'] },
  return: {
    start: ['requested'],
    moves: [
      'requested → approved, rejected',
      'approved → pickup_scheduled',
      'pickup_scheduled → picked_up, received, rejected',
      'picked_up → received, rejected',
      'received → refunded, exchange_shipped, rejected',
    ],
    finals: ['refunded', 'exchange_shipped', 'rejected'],
  },
  payout: { start: ['pending'], moves: ['pending → processed, failed'], finals: ['processed', 'failed'] },
  codConfirmation: {
    start: ['not_required', 'awaiting'],
    moves: ['awaiting → confirmed, expired'],
    finals: ['not_required', 'confirmed', 'expired'],
  },
};

function allowedPairs(moves: string[]): Set<string> {
  const pairs = new Set<string>();
  for (const line of moves) {
    const [from, targets] = line.split(' → ') as [string, string];
    for (const to of targets.split(', ')) pairs.add(`${from} → ${to}`);
  }
  return pairs;
}

describe.each(Object.keys(EXPECTED) as LifecycleMachineName[])('the %s machine', (name) => {
  const machine = LIFECYCLE_MACHINES[name] as (typeof LIFECYCLE_MACHINES)['return'];
  const expected = EXPECTED[name];
  const states = machine.states as readonly string[];
  const can = machine.can as (from: string, to: string) => boolean;

  it('allows exactly the moves of its table and refuses every other pair, staying put included', () => {
    const allowed = allowedPairs(expected.moves);
    const wrong: string[] = [];
    for (const from of states) {
      for (const to of states) {
        const pair = `${from} → ${to}`;
        if (can(from, to) !== allowed.has(pair)) wrong.push(pair);
      }
    }
    expect(wrong).toEqual([]);
    for (const pair of allowed) {
      const [from, to] = pair.split(' → ') as [string, string];
      expect(states, pair).toContain(from);
      expect(states, pair).toContain(to);
    }
  });

  it('ends only in its final states', () => {
    expect(machine.finals).toEqual(expected.finals);
    for (const state of states) expect(machine.isFinal(state as never)).toBe(expected.finals.includes(state));
  });

  it('reaches every state from where a record starts', () => {
    const reached = new Set(expected.start);
    for (let grew = true; grew;) {
      grew = false;
      for (const from of [...reached]) {
        for (const to of machine.transitions[from as never] as readonly string[]) {
          if (!reached.has(to)) {
            reached.add(to);
            grew = true;
          }
        }
      }
    }
    expect([...reached].sort()).toEqual([...states].sort());
  });
});
