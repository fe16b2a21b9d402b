import { z } from 'zod';
import { Cart, MAX_CART_LINES } from '../cart';
import { requiredText } from '../forms';
import { EMAIL_MAX, IDENTITY_MESSAGES, IndianPhone, OtpCode, PasswordField } from '../identity';
import { Id, MessageResponse } from './common';
import { Phone } from './phone';

/**
 * Longest phone-verification proof (`uid`): a Firebase ID token or a local single-use token
 * (docs/rules/third-parties.md#ports).
 */
export const UID_MAX = 4_096;

const Uid = z
  .string({ error: IDENTITY_MESSAGES.allFieldsRequired })
  .trim()
  .min(1, { error: IDENTITY_MESSAGES.allFieldsRequired })
  .max(UID_MAX, { error: 'Invalid verification' });

/**
 * A cart line as the server sends it, already normalised by `Cart` (docs/rules/cart.md#data): both ids
 * present, other fields kept. No transform, so the OpenAPI document can describe it.
 */
export const CartItemResponse = z.looseObject({
  id: z.string(),
  _id: z.string(),
  title: z.string().optional(),
  image: z.string().optional(),
  price: z.number(),
  selectedSize: z.string(),
  /** The product's second option ("Colour") on a line of a product with one (docs/decisions/099-variant-options.md). */
  option2Name: z.string().optional(),
  quantity: z.number().int(),
  stockBySize: z.record(z.string(), z.number()).optional(),
});
export type CartItemResponse = z.infer<typeof CartItemResponse>;

/** A stored cart as the server sends it. */
export const CartResponse = z.array(CartItemResponse).max(MAX_CART_LINES);
export type CartResponse = z.infer<typeof CartResponse>;

/** The logged-in user (docs/rules/sign-in.md#data; GET /api/auth/me). Phone is '+91' plus 10 digits. */
export const User = z.object({
  _id: Id,
  fullName: z.string(),
  email: z.string(),
  phone: IndianPhone,
  cart: CartResponse,
  storeLogo: z.string().optional(),
});
export type User = z.infer<typeof User>;

/** POST /api/auth/register body (docs/rules/sign-in.md#data); the spec's Signup texts on failure. */
export const RegisterBody = z.strictObject({
  fullName: requiredText(100, IDENTITY_MESSAGES.allFieldsRequired, IDENTITY_MESSAGES.nameTooLong),
  email: z
    .string({ error: IDENTITY_MESSAGES.allFieldsRequired })
    .trim()
    .min(1, { error: IDENTITY_MESSAGES.allFieldsRequired })
    .max(EMAIL_MAX, { error: IDENTITY_MESSAGES.invalidEmail })
    .regex(z.regexes.email, { error: IDENTITY_MESSAGES.invalidEmail }),
  phone: Phone,
  password: PasswordField,
  uid: Uid,
  otp: OtpCode.optional(),
});
export type RegisterBody = z.infer<typeof RegisterBody>;

/**
 * POST /api/auth/login body (docs/rules/api.md#endpoints, docs/rules/sign-in.md#login-and-reset: password at least 8
 * characters).
 */
export const LoginBody = z.strictObject({ phone: Phone, password: PasswordField });
export type LoginBody = z.infer<typeof LoginBody>;

/** POST /api/auth/login-otp body: the phone and its verification proof (docs/rules/api.md#endpoints). */
export const LoginOtpBody = z.strictObject({ phone: Phone, uid: Uid });
export type LoginOtpBody = z.infer<typeof LoginOtpBody>;

/**
 * POST /api/auth/reset-password body (docs/rules/api.md#endpoints, docs/rules/sign-in.md#login-and-reset: at least 8
 * characters).
 */
export const ResetPasswordBody = z.strictObject({ phone: Phone, newPassword: PasswordField, uid: Uid });
export type ResetPasswordBody = z.infer<typeof ResetPasswordBody>;

/** POST /api/auth/reset-password answer: {message} (docs/rules/api.md#endpoints). */
export const ResetPasswordResponse = MessageResponse;
export type ResetPasswordResponse = z.infer<typeof ResetPasswordResponse>;

/** POST /api/auth/check-user body (docs/rules/api.md#endpoints). */
export const CheckUserBody = z.strictObject({ phone: Phone });
export type CheckUserBody = z.infer<typeof CheckUserBody>;

/** POST /api/auth/check-user answer (docs/rules/api.md#endpoints). */
export const CheckUserResponse = z.object({ exists: z.boolean() });
export type CheckUserResponse = z.infer<typeof CheckUserResponse>;

/** Answer of register, login and login-otp: the bearer token, the user and a text (docs/rules/api.md#endpoints). */
export const AuthResponse = z.object({ token: z.string().min(1), user: User, message: z.string() });
export type AuthResponse = z.infer<typeof AuthResponse>;

/** POST /api/auth/update-cart body: the whole cart (docs/rules/api.md#endpoints; an empty cart on clear-and-sync). */
export const UpdateCartBody = z.strictObject({ cart: Cart });
export type UpdateCartBody = z.infer<typeof UpdateCartBody>;

/**
 * POST /api/auth/update-cart answer: a text and the cart as stored (the browser does not read it,
 * docs/rules/api.md#endpoints).
 */
export const UpdateCartResponse = z.object({ message: z.string(), cart: CartResponse });
export type UpdateCartResponse = z.infer<typeof UpdateCartResponse>;

/** POST /api/auth/logout answer (docs/deviations.md: the token is revoked). */
export const LogoutResponse = MessageResponse;
export type LogoutResponse = z.infer<typeof LogoutResponse>;
