import { describe, it, expect } from 'vitest';
import type { Cart } from '../cart';
import { firstIssueMessage } from '../forms';
import {
  AuthResponse,
  CartResponse,
  CheckUserBody,
  LoginBody,
  LoginOtpBody,
  RegisterBody,
  ResetPasswordBody,
  UpdateCartBody,
} from './auth';

const register = {
  fullName: 'Asha Verma',
  email: 'asha@example.com',
  phone: '+919876543210',
  password: 'secret123',
  uid: 'verified-token',
  otp: '123456',
};

const messageOf = (result: { error?: Parameters<typeof firstIssueMessage>[0] }) => firstIssueMessage(result.error);

describe('RegisterBody', () => {
  it('accepts the registration payload, otp optional', () => {
    expect(RegisterBody.parse(register)).toEqual(register);
    const { otp: _otp, ...withoutOtp } = register;
    expect(RegisterBody.safeParse(withoutOtp).success).toBe(true);
  });

  it.each([
    [{ ...register, fullName: '' }, 'All fields are required'],
    [{ ...register, uid: undefined }, 'All fields are required'],
    [{ ...register, email: ' ' }, 'All fields are required'],
    [{ ...register, email: 'asha' }, 'Please enter a valid email address.'],
    [{ ...register, phone: '5876543210' }, 'Invalid phone number'],
    [{ ...register, phone: '+91 98765' }, 'Invalid phone number'],
    [{ ...register, password: 'short' }, 'Password must be at least 8 characters'],
    [{ ...register, password: 'x'.repeat(129) }, 'Password must be at most 128 characters'],
    [{ ...register, otp: '12' }, 'Please enter a valid OTP.'],
    [{ ...register, uid: 'x'.repeat(4_097) }, 'Invalid verification'],
  ])('rejects %j with %j', (body, message) => {
    expect(messageOf(RegisterBody.safeParse(body))).toBe(message);
  });

  it('rejects unknown fields', () => {
    expect(RegisterBody.safeParse({ ...register, isAdmin: true }).success).toBe(false);
  });

  it('reads the phone as typed (10 digits, separators) into +91 plus 10 digits, as the API has always taken it', () => {
    for (const phone of ['9876543210', '+91 98765 43210']) {
      expect(RegisterBody.parse({ ...register, phone }).phone).toBe(register.phone);
    }
  });
});

describe('LoginBody', () => {
  it('accepts {phone, password}', () => {
    expect(LoginBody.safeParse({ phone: '+919876543210', password: '12345678' }).success).toBe(true);
  });

  it.each([
    [{ phone: '+919876543210', password: '1234567' }, 'Password must be at least 8 characters'],
    [{ phone: '+919876543210', password: 12345678 }, 'Password must be at least 8 characters'],
    [{ phone: '98765', password: '12345678' }, 'Invalid phone number'],
  ])('rejects %j with %j', (body, message) => {
    expect(messageOf(LoginBody.safeParse(body))).toBe(message);
  });
});

describe('LoginOtpBody', () => {
  it('accepts {phone, uid} and rejects an empty uid', () => {
    expect(LoginOtpBody.safeParse({ phone: '+919876543210', uid: 'u1' }).success).toBe(true);
    expect(messageOf(LoginOtpBody.safeParse({ phone: '+919876543210', uid: '' }))).toBe('All fields are required');
  });
});

describe('ResetPasswordBody', () => {
  it('accepts {phone, newPassword, uid}', () => {
    expect(ResetPasswordBody.safeParse({ phone: '+919876543210', newPassword: 'newpass12', uid: 'u1' }).success).toBe(
      true,
    );
  });

  it('rejects a short password with "Password must be at least 8 characters"', () => {
    expect(messageOf(ResetPasswordBody.safeParse({ phone: '+919876543210', newPassword: 'x', uid: 'u1' }))).toBe(
      'Password must be at least 8 characters',
    );
  });
});

describe('CheckUserBody', () => {
  it('accepts {phone} and rejects a bad phone with "Invalid phone number"', () => {
    expect(CheckUserBody.safeParse({ phone: '+919876543210' }).success).toBe(true);
    expect(messageOf(CheckUserBody.safeParse({ phone: '' }))).toBe('Invalid phone number');
  });
});

describe('UpdateCartBody', () => {
  it('accepts a cart and an empty cart (clear-and-sync)', () => {
    expect(UpdateCartBody.safeParse({ cart: [] }).success).toBe(true);
    const parsed = UpdateCartBody.parse({ cart: [{ _id: 'p1', title: 'Kurti', price: 499, quantity: 2 }] });
    expect(parsed.cart[0]).toMatchObject({ id: 'p1', _id: 'p1', selectedSize: 'default', quantity: 2 });
  });

  it.each([[{}], [{ cart: 'x' }], [{ cart: [{ title: 'no id' }] }], [{ cart: Array(101).fill({ id: 'p' }) }]])(
    'rejects %j',
    (body) => {
      expect(UpdateCartBody.safeParse(body).success).toBe(false);
    },
  );
});

describe('AuthResponse', () => {
  it('describes {token, user, message}', () => {
    const user = { _id: 'u1', fullName: 'Asha', email: 'a@b.co', phone: '+919876543210', cart: [] };
    expect(AuthResponse.parse({ token: 't', user, message: 'Login successful' }).user.fullName).toBe('Asha');
  });
});

describe('CartResponse', () => {
  it('describes a normalised cart that the storefront can use as its Cart', () => {
    const stored = UpdateCartBody.parse({ cart: [{ id: 'p1', price: 499, selectedSize: 'M', note: 'kept' }] }).cart;
    const cart: Cart = CartResponse.parse(stored);
    expect(cart).toEqual(stored);
    expect(cart[0]).toMatchObject({ id: 'p1', _id: 'p1', note: 'kept' });
  });
});
