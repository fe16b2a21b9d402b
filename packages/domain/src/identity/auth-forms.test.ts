import { describe, it, expect } from 'vitest';
import { firstIssueMessage } from '../forms';
import { ForgotPasswordForm, ResendOtpForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import { OtpForm } from './otp-form';
import { ResetPasswordForm } from './reset-password-form';

describe('LoginForm', () => {
  it('accepts a 10-digit phone and an 8-character password', () => {
    expect(LoginForm.parse({ phone: '9876543210', password: '12345678' })).toEqual({
      phone: '9876543210',
      password: '12345678',
    });
  });

  it.each([
    [{ phone: '9876543210', password: '1234567' }, 'Password must be at least 8 characters'],
    [{ phone: '98765', password: '12345678' }, 'Invalid phone number'],
    [{ phone: '', password: '12345678' }, 'Please enter your phone number.'],
  ])('rejects %j with %j', (input, message) => {
    expect(firstIssueMessage(LoginForm.safeParse(input).error)).toBe(message);
  });
});

describe('OtpForm', () => {
  it.each([['1234'], ['12345'], ['123456']])('accepts %j', (code) => {
    expect(OtpForm.parse({ code }).code).toBe(code);
  });

  it.each([['123'], ['1234567'], ['12a456'], [''], ['12 34']])(
    'rejects %j with "Please enter a valid OTP."',
    (code) => {
      expect(firstIssueMessage(OtpForm.safeParse({ code }).error)).toBe('Please enter a valid OTP.');
    },
  );
});

describe('ResetPasswordForm', () => {
  it('accepts matching passwords of 8 or more characters', () => {
    expect(ResetPasswordForm.safeParse({ newPassword: 'newpass12', confirmPassword: 'newpass12' }).success).toBe(true);
  });

  it.each([
    [{ newPassword: 'newpass12', confirmPassword: 'newpass13' }, 'Passwords do not match'],
    [{ newPassword: 'abc', confirmPassword: 'abd' }, 'Passwords do not match'],
    [{ newPassword: 'abc', confirmPassword: 'abc' }, 'Password must be at least 8 characters'],
    [{ newPassword: '', confirmPassword: '' }, 'Password must be at least 8 characters'],
  ])('rejects %j with %j', (input, message) => {
    expect(firstIssueMessage(ResetPasswordForm.safeParse(input).error)).toBe(message);
  });
});

describe('ForgotPasswordForm', () => {
  it('accepts a 10-digit phone', () => {
    expect(ForgotPasswordForm.parse({ phone: '9876543210' }).phone).toBe('9876543210');
  });

  it.each([['98765'], [''], ['+919876543210']])('rejects %j with "Invalid phone"', (phone) => {
    expect(firstIssueMessage(ForgotPasswordForm.safeParse({ phone }).error)).toBe('Invalid phone');
  });
});

describe('ResendOtpForm', () => {
  it('rejects a short phone with "Invalid phone number"', () => {
    expect(firstIssueMessage(ResendOtpForm.safeParse({ phone: '123' }).error)).toBe('Invalid phone number');
  });
});
