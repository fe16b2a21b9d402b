// A steady COD checkout load of a few concurrent loops, each request with its own Idempotency-Key,
// recording what every request was answered (or that no answer came), for the crash tests.
import { randomInt } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { newKey, placeCod, type Line, type Shopper } from './shop';

export interface Attempt {
  key: string;
  shopper: Shopper;
  lines: Line[];
  /** The HTTP status, or null when no answer came (refused, reset by a crash, timed out). */
  status: number | null;
  orderId?: string | undefined;
}

export interface CheckoutLoad {
  attempts: Attempt[];
  /** Answers 2xx so far. */
  acknowledged(): number;
  stop(): Promise<void>;
}

const refused = (error: unknown) => (error as { cause?: { code?: string } }).cause?.code === 'ECONNREFUSED';

/** One or two random lines from `pool`, 1 or 2 units each. */
function randomLines(pool: readonly { productId: string; size: string }[]): Line[] {
  const count = randomInt(1, 3);
  return Array.from({ length: count }, () => {
    const v = pool[randomInt(0, pool.length)] as { productId: string; size: string };
    return { productId: v.productId, size: v.size, quantity: randomInt(1, 3) };
  });
}

/** Starts `loops` loops placing orders against `url()` (read per request, so a restart is followed). */
export function startCheckoutLoad(
  url: () => string,
  shoppers: readonly Shopper[],
  pool: readonly { productId: string; size: string }[],
  loops: number,
): CheckoutLoad {
  const attempts: Attempt[] = [];
  let stopping = false;
  const loop = async (n: number) => {
    for (let i = 0; !stopping; i++) {
      const shopper = shoppers[(n + i) % shoppers.length] as Shopper;
      const attempt: Attempt = { key: newKey(), shopper, lines: randomLines(pool), status: null };
      try {
        const answer = await placeCod(url(), shopper, attempt.lines, attempt.key);
        attempt.status = answer.status;
        attempt.orderId = answer.json.orderId;
        attempts.push(attempt);
      } catch (error) {
        // Refused: the request never reached a server, so it is no attempt at all. Anything else
        // (reset by the crash, timed out) may or may not have been placed: its outcome is unknown.
        if (!refused(error)) attempts.push(attempt);
        await sleep(50); // the server is down: do not spin
      }
    }
  };
  const running = Promise.all(Array.from({ length: loops }, (_, n) => loop(n)));
  return {
    attempts,
    acknowledged: () => attempts.filter((a) => a.status !== null && a.status < 300).length,
    async stop() {
      stopping = true;
      await running;
    },
  };
}

/**
 * Waits until `predicate` holds (asked again every `everyMs`), or fails after `timeoutMs`, saying what it waited for
 * and, when given, what `explain` reads of the state at that moment.
 */
export async function waitUntil(
  what: string,
  predicate: () => boolean | Promise<boolean>,
  timeoutMs: number,
  options: { everyMs?: number; explain?: () => Promise<string> } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await predicate())) {
    if (Date.now() > deadline) {
      const state = options.explain ? await options.explain() : '';
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}${state}`);
    }
    await sleep(options.everyMs ?? 10);
  }
}
