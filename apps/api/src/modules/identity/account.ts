import type { CheckUserResponse, User } from '@vastra/domain/api';
import { normalizeCart, type Cart } from '@vastra/domain/cart';
import { AppError } from '../../errors';
import type { AuthUser } from '../../plugins/authenticate';
import { accountLookupRule, type AccountDeps } from './account-deps';
import { IDENTITY_MESSAGES } from './identity.messages';
import { toUserDto } from './user-dto';

/** POST /api/auth/check-user: does an account use this phone? Spends the address's account-lookup budget. */
export function createCheckUser(deps: AccountDeps) {
  return async function checkUser(input: { phone: string; clientAddress: string }): Promise<CheckUserResponse> {
    await deps.rateLimiter.consume([accountLookupRule(deps.config, input.clientAddress)]);
    return { exists: (await deps.users.findByPhone(input.phone)) !== undefined };
  };
}

/** GET /api/auth/me: the signed-in user with their server cart (docs/rules/sign-in.md#session). */
export function createGetProfile(deps: AccountDeps) {
  return async function getProfile(auth: AuthUser): Promise<User> {
    const row = await deps.users.findById(auth.id);
    if (!row) throw new AppError('unauthorized', IDENTITY_MESSAGES.sessionInvalid);
    return toUserDto(row);
  };
}

/**
 * POST /api/auth/update-cart: stores the whole cart as sent, lines validated by the domain `Cart`
 * (unknown fields kept, bounded) and lines of one product and size merged (docs/rules/cart.md#data).
 */
export function createUpdateCart(deps: AccountDeps) {
  return async function updateCart(auth: AuthUser, cart: Cart): Promise<{ message: string; cart: Cart }> {
    const stored = normalizeCart(cart);
    await deps.users.setCart(auth.id, stored, deps.clock.now());
    return { message: IDENTITY_MESSAGES.cartUpdated, cart: stored };
  };
}
