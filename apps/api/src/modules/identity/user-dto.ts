import type { User } from '@vastra/domain/api';
import { normalizeCart } from '@vastra/domain/cart';
import type { UserRow } from './users.repository';

/**
 * The spec's User shape (docs/rules/sign-in.md#data): `_id`, `fullName`, `email`, `phone`, `cart`; never the password
 * hash.
 */
export function toUserDto(row: UserRow): User {
  return {
    _id: row.id,
    fullName: row.fullName,
    email: row.email,
    phone: row.phone,
    cart: normalizeCart(row.cart),
  };
}
