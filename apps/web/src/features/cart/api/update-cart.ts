import type { UpdateCartBody } from '@vastra/domain/api';
import type { Cart } from '@vastra/domain/cart';
import { callAfterFirstPaint } from '../../../lib/api/call-after-first-paint';

/**
 * POST /api/auth/update-cart {cart} (docs/rules/api.md#endpoints): pushes the whole cart. Errors are ignored and the
 * answer is not read (docs/rules/cart.md#messages: "Cart sync failures are silently ignored").
 */
export async function pushCart(token: string, cart: Cart): Promise<void> {
  const body: UpdateCartBody = { cart };
  try {
    await callAfterFirstPaint('updateCart', { token, body });
  } catch {
    // docs/rules/cart.md#messages
  }
}
