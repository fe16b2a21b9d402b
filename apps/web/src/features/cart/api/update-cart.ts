import { ENDPOINTS, type UpdateCartBody } from '@vastra/domain/api';
import type { Cart } from '@vastra/domain/cart';
import { z } from 'zod';
import { request } from '../../../lib/api-client';

/**
 * POST /api/auth/update-cart {cart} (spec §7): pushes the whole cart. Errors are ignored and the
 * answer is not read (spec §8: "Cart sync failures are silently ignored").
 */
export async function pushCart(token: string, cart: Cart): Promise<void> {
  const body: UpdateCartBody = { cart };
  try {
    await request(ENDPOINTS.updateCart.path, { method: 'POST', token, body, response: z.unknown() });
  } catch {
    // spec §8
  }
}
