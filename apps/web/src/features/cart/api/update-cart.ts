import type { UpdateCartBody } from '@vastra/domain/api';
import type { Cart } from '@vastra/domain/cart';
import { request } from '../../../lib/api-client';
import { loadApiContract } from '../../../lib/api-contract';

/**
 * POST /api/auth/update-cart {cart} (spec §7): pushes the whole cart. Errors are ignored and the
 * answer is not read (spec §8: "Cart sync failures are silently ignored").
 */
export async function pushCart(token: string, cart: Cart): Promise<void> {
  const body: UpdateCartBody = { cart };
  try {
    const { ENDPOINTS, UpdateCartResponse } = await loadApiContract();
    await request(ENDPOINTS.updateCart.path, { method: 'POST', token, body, response: UpdateCartResponse });
  } catch {
    // spec §8
  }
}
