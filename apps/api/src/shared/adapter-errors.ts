/**
 * The third parties a real adapter talks to, as `adapter_errors_total{adapter}` names them
 * (docs/rules/third-parties.md#ports, docs/decisions/116-metrics.md).
 */
export const ADAPTERS = ['payments', 'courier', 'sms', 'whatsapp'] as const;
export type AdapterName = (typeof ADAPTERS)[number];

/** Told once per failed call of a real adapter (the metrics module counts them). */
export type AdapterErrorSink = (adapter: AdapterName) => void;

/**
 * The one place a real adapter's failures are counted: `port` with every method wrapped, so that a call that throws,
 * rejects, or answers an outcome `{ ok: false }` (an SMS sender's transactional send) tells `onError` once, and then
 * behaves exactly as before (the error is thrown again, the outcome returned). Without `onError` (metrics off) the port
 * comes back untouched. Only the real adapters are wrapped, where each module picks one by configuration: the sandbox,
 * the simulator and the console sender fail on purpose.
 */
export function watchAdapter<T extends object>(adapter: AdapterName, port: T, onError?: AdapterErrorSink): T {
  if (!onError) return port;
  const failed = () => {
    try {
      onError(adapter);
    } catch {
      // Counting must never change what the caller sees.
    }
  };
  const wrapped = new Map<PropertyKey, unknown>();
  return new Proxy(port, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      const known = wrapped.get(property);
      if (known) return known;
      const method = value as (...args: unknown[]) => unknown;
      const watched = (...args: unknown[]): unknown => {
        let result: unknown;
        try {
          result = method.apply(target, args);
        } catch (error) {
          failed();
          throw error;
        }
        if (!(result instanceof Promise)) return result;
        return result.then(
          (answer: unknown) => {
            if (isFailedOutcome(answer)) failed();
            return answer;
          },
          (error: unknown) => {
            failed();
            throw error;
          },
        );
      };
      wrapped.set(property, watched);
      return watched;
    },
  });
}

function isFailedOutcome(answer: unknown): boolean {
  return typeof answer === 'object' && answer !== null && 'ok' in answer && answer.ok === false;
}
