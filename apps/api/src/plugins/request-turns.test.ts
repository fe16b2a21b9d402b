import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { inTurns } from './request-turns';

// The turns run by hand: `later` keeps the next turn, `run()` runs it, and the clock moves as each request says.

function harness(turnMs: number, costOf: (n: number) => number = () => 1) {
  let clock = 0;
  let next: (() => void) | null = null;
  const started: number[] = [];
  const listener = inTurns(
    (request) => {
      const n = Number(request.url);
      started.push(n);
      clock += costOf(n);
      if (n < 0) throw new Error(`request ${n} failed`);
    },
    {
      turnMs,
      now: () => clock,
      later: (turn) => {
        if (next) throw new Error('a second turn was asked for while one was waiting');
        next = turn;
      },
    },
  );
  const send = (...ns: number[]) => {
    for (const n of ns)
      listener({ url: String(n) } as IncomingMessage, {} as ServerResponse & { req: IncomingMessage });
  };
  /** Runs the waiting turn; returns the requests it started. */
  const run = (): number[] => {
    const turn = next;
    if (!turn) throw new Error('no turn is waiting');
    next = null;
    const before = started.length;
    turn();
    return started.slice(before);
  };
  return { send, run, waiting: () => next !== null, started };
}

describe('inTurns', () => {
  it('starts nothing until its turn, then the requests in the order they arrived', () => {
    const h = harness(100);
    h.send(1, 2, 3);
    expect(h.started).toEqual([]);
    expect(h.run()).toEqual([1, 2, 3]);
    expect(h.waiting()).toBe(false);
  });

  it('starts as many as fit in a turn by the cost it has measured, and leaves the rest to the next turns', () => {
    // Each request costs 1 ms; the first turn takes what the first guess (0.3 ms) fits in 4 ms: 13.
    const h = harness(4);
    h.send(...Array.from({ length: 40 }, (_, i) => i));
    expect(h.run()).toEqual(Array.from({ length: 13 }, (_, i) => i));
    expect(h.waiting()).toBe(true);
    // That turn took 13 ms for 13 requests: the cost moves a fifth of the way to 1 ms (0.44), so 9 fit.
    expect(h.run()).toEqual(Array.from({ length: 9 }, (_, i) => 13 + i));
    // Requests that arrive meanwhile wait behind the earlier ones.
    h.send(100, 101);
    const rest: number[] = [];
    while (h.waiting()) rest.push(...h.run());
    expect(rest).toEqual([...Array.from({ length: 18 }, (_, i) => 22 + i), 100, 101]);
  });

  it('starts one a turn when one costs more than a turn', () => {
    const h = harness(4, () => 50);
    h.send(...Array.from({ length: 20 }, (_, i) => i + 1));
    expect(h.run()).toHaveLength(13);
    const perTurn: number[] = [];
    while (h.waiting()) perTurn.push(h.run().length);
    expect(perTurn).toEqual([1, 1, 1, 1, 1, 1, 1]);
    expect(h.started).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it('measures no cost from an idle turn: after a quiet spell a turn takes as many as before', () => {
    const h = harness(4);
    h.send(1);
    expect(h.run()).toEqual([1]);
    // Nothing was left waiting, so however long the loop then sat idle, the next turn is not taken for a slow one.
    h.send(...Array.from({ length: 20 }, (_, i) => 10 + i));
    expect(h.run()).toHaveLength(13);
  });

  it('goes on with the next requests when one throws', () => {
    const h = harness(100);
    h.send(1, -2, 3);
    expect(() => h.run()).toThrow('request -2 failed');
    expect(h.waiting()).toBe(true);
    expect(h.run()).toEqual([3]);
    expect(h.started).toEqual([1, -2, 3]);
  });
});
