import { describe, expect, it } from 'vitest';
import { defineMachine, illegalMove } from './state-machine';

const door = defineMachine<'open' | 'shut' | 'bricked'>('door', {
  open: ['shut'],
  shut: ['open', 'bricked'],
  bricked: [],
});

describe('defineMachine', () => {
  it.each([
    ['open', 'shut', true],
    ['shut', 'open', true],
    ['shut', 'bricked', true],
    ['open', 'bricked', false],
    ['open', 'open', false],
    ['bricked', 'open', false],
  ] as const)('%s → %s: %s', (from, to, allowed) => {
    expect(door.can(from, to)).toBe(allowed);
  });

  it('takes its states, in order, from the table and knows which are final', () => {
    expect(door.states).toEqual(['open', 'shut', 'bricked']);
    expect(door.finals).toEqual(['bricked']);
    expect(door.isFinal('shut')).toBe(false);
  });

  it('names a refused move by machine, from and to; an allowed one is null', () => {
    expect(illegalMove(door, 'open', 'bricked')).toEqual({ machine: 'door', from: 'open', to: 'bricked' });
    expect(illegalMove(door, 'open', 'shut')).toBeNull();
  });
});
