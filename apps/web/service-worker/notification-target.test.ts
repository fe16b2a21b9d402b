import { describe, expect, it } from 'vitest';
import { notificationTarget } from './notification-target';

describe('notificationTarget', () => {
  it.each([
    [
      { url: '/admin/orders/11111111-1111-4111-8111-111111111111' },
      '/admin/orders/11111111-1111-4111-8111-111111111111',
    ],
    [{ url: '/admin' }, '/admin'],
    [{ url: 'https://evil.example/admin' }, '/admin'],
    [{ url: '//evil.example/admin' }, '/admin'],
    [{ url: '/shop' }, '/admin'],
    [{ url: '/administrator' }, '/admin'],
    [{ url: 42 }, '/admin'],
    [null, '/admin'],
  ])('%o → %s', (data, expected) => {
    expect(notificationTarget(data)).toBe(expected);
  });
});
