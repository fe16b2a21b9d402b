import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';

// Requests started in turns (docs/decisions/189-requests-started-in-turns.md). Node reads the sockets once per turn of
// its event loop and, left alone, answers every request that turn found before it reads them again: under load a
// turn answers ~50 searches (~20 ms), and a request that arrives just after the sockets were read waits that whole
// turn, then as long again if the next one finds it last; a new connection is accepted once per turn. Here the
// requests wait in one queue, in the order they arrived, and each turn starts only as many as take about `TURN_MS`, so
// the sockets are read (and connections accepted) every few milliseconds and no request waits behind a later one.

/** About how long one turn of the event loop spends answering requests before it reads the sockets again. */
const TURN_MS = 4;

/** What a request is taken to cost before any turn has been measured (ms). */
const FIRST_COST_MS = 0.3;

/** The weight of the latest busy turn in the cost of a request (an exponentially weighted average). */
const LATEST_WEIGHT = 0.2;

export interface TurnsOptions {
  /** `TURN_MS` unless said (the tests vary it). */
  turnMs?: number;
  /** The clock a turn is measured with (ms). */
  now?: () => number;
  /** Runs the next turn after the sockets are read again (`setImmediate`). */
  later?: (next: () => void) => void;
}

/**
 * `listener`, started in turns: each request in the order it arrived, as many per turn as take about `turnMs` by the
 * cost of the latest turns. A request's work runs in the turn it is started in (its synchronous part and the promises
 * that follow it); a busy turn's length, from its start to the next one's, is what its requests cost.
 */
export function inTurns(
  listener: RequestListener,
  { turnMs = TURN_MS, now = () => performance.now(), later = (next) => setImmediate(next) }: TurnsOptions = {},
): RequestListener {
  /** Requests and their responses, one after the other, from `head` on. */
  const queue: (IncomingMessage | ServerResponse | undefined)[] = [];
  let head = 0;
  let scheduled = false;
  let cost = FIRST_COST_MS;
  /** The latest turn: when it started and how many requests it started; `left` if it left some for the next. */
  let last = { at: 0, started: 0, left: false };

  function turn(): void {
    scheduled = false;
    const at = now();
    // A turn that left requests waiting was busy until this one: its length is what its requests cost.
    if (last.left) cost = (1 - LATEST_WEIGHT) * cost + (LATEST_WEIGHT * Math.max(0, at - last.at)) / last.started;
    const take = Math.max(1, Math.floor(turnMs / cost));
    let started = 0;
    try {
      while (head < queue.length && started < take) {
        const request = queue[head] as IncomingMessage;
        const response = queue[head + 1] as ServerResponse;
        queue[head] = undefined;
        queue[head + 1] = undefined;
        head += 2;
        started += 1;
        listener(request, response);
      }
    } finally {
      const left = head < queue.length;
      last = { at, started, left };
      if (left) schedule();
      else {
        queue.length = 0;
        head = 0;
      }
    }
  }

  function schedule(): void {
    if (scheduled) return;
    scheduled = true;
    later(turn);
  }

  return (request, response) => {
    queue.push(request, response);
    schedule();
  };
}
