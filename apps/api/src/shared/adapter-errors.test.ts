import { describe, expect, it } from 'vitest';
import { watchAdapter, type AdapterName } from './adapter-errors';

// The one place a real adapter's failed calls are counted (adapter_errors_total, docs/decisions/116-metrics.md).
function port() {
  return {
    provider: 'razorpay' as const,
    verify: (ok: boolean) => ok,
    explode(): never {
      throw new Error('sync');
    },
    createOrder: async (fail: boolean) => {
      if (fail) throw new Error('Razorpay is unavailable');
      return { id: 'order_1' };
    },
    sendTransactional: async (ok: boolean) => (ok ? { ok: true as const } : { ok: false as const, transient: true }),
  };
}

describe('watchAdapter', () => {
  it('tells once per failed call: a rejection, a throw, an outcome { ok: false }; and changes no answer', async () => {
    const told: AdapterName[] = [];
    const watched = watchAdapter('payments', port(), (adapter) => told.push(adapter));
    expect(watched.provider).toBe('razorpay');
    expect(watched.verify(false)).toBe(false);
    await expect(watched.createOrder(false)).resolves.toEqual({ id: 'order_1' });
    await expect(watched.sendTransactional(true)).resolves.toEqual({ ok: true });
    expect(told).toEqual([]);

    await expect(watched.createOrder(true)).rejects.toThrow('Razorpay is unavailable');
    expect(() => watched.explode()).toThrow('sync');
    await expect(watched.sendTransactional(false)).resolves.toEqual({ ok: false, transient: true });
    expect(told).toEqual(['payments', 'payments', 'payments']);
  });

  it('hands the port back untouched without a sink (metrics off); a failing sink never changes a call', async () => {
    const plain = port();
    expect(watchAdapter('sms', plain, undefined)).toBe(plain);
    const watched = watchAdapter('courier', port(), () => {
      throw new Error('sink broke');
    });
    await expect(watched.createOrder(true)).rejects.toThrow('Razorpay is unavailable');
  });
});
