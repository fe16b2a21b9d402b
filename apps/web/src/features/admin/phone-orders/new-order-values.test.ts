import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { applyNewOrderError, lineKey } from './new-order-values';

const items = [
  { productId: 'k1', size: 'S', quantity: 2 },
  { productId: 'k2', size: 'Free', quantity: 1 },
];

function refuse(status: number, body: Record<string, unknown>) {
  const setError = vi.fn();
  const stockLeft = vi.fn();
  applyNewOrderError(new ApiError(status, String(body.message), body), items, setError, stockLeft);
  return { setError, stockLeft };
}

describe('the New order form model', () => {
  it('keys a line by product (any case) and size as the server sums them', () => {
    expect(lineKey({ productId: 'K1', size: 'S' })).toBe(lineKey({ productId: 'k1', size: 'S' }));
    expect(lineKey({ productId: 'k1', size: 'S' })).not.toBe(lineKey({ productId: 'k1', size: 'M' }));
  });

  it('puts each refusal where it belongs', () => {
    const short = refuse(409, {
      code: 'out_of_stock',
      message: 'Only 1 left',
      productId: 'K2',
      size: 'Free',
      available: 1,
    });
    expect(short.setError).toHaveBeenCalledWith('items.1.quantity', { type: 'server', message: 'Only 1 left' });
    expect(short.stockLeft).toHaveBeenCalledWith(items[1], 1);

    const cod = refuse(422, { code: 'cod_not_available', message: 'COD is not offered at PIN 110001' });
    expect(cod.setError).toHaveBeenCalledWith(
      'payment',
      { type: 'server', message: 'COD is not offered at PIN 110001' },
      { shouldFocus: true },
    );

    const field = refuse(400, { code: 'bad_request', message: 'items.0.quantity: Too big', field: 'items.0.quantity' });
    expect(field.setError).toHaveBeenCalledWith(
      'items.0.quantity',
      { type: 'server', message: 'Too big' },
      { shouldFocus: true },
    );

    const gone = refuse(404, { code: 'not_found', message: 'This customer no longer exists' });
    expect(gone.setError).toHaveBeenCalledWith('customerId', {
      type: 'server',
      message: 'This customer no longer exists',
    });

    const other = refuse(422, { code: 'unprocessable', message: 'Odd', field: 'somewhere.else' });
    expect(other.setError).toHaveBeenCalledWith('root.server', { type: 'server', message: 'Odd' });
  });
});
