import type { UpdateCartBody } from '@vastra/domain/api';
import type { Cart } from '@vastra/domain/cart';
import { request } from '../../../lib/api-client';
import { loadApiContract } from '../../../lib/api-contract';

/**
 * POST /api/auth/update-cart {cart} (docs/rules/api.md#endpoints): pushes the whole cart. Errors are ignored and the
 * answer is not read (docs/rules/cart.md#messages: "Cart sync failures are silently ignored").
 */
export async function pushCart(token: string, cart: Cart): Promise<void> {
  const body: UpdateCartBody = { cart };
  try {
    const { ENDPOINTS, UpdateCartResponse } = await loadApiContract();
    await request(ENDPOINTS.updateCart.path, { method: 'POST', token, body, response: UpdateCartResponse });
  } catch {
    // docs/rules/cart.md#messages
  }
}
