import { describe, expect, it } from 'vitest';
import { adminPaths, adminRoutePath, afterSignInHref } from './admin-paths';

describe('admin paths', () => {
  it('goes back to a back-office page after sign-in, and nowhere else', () => {
    expect(afterSignInHref('/admin/products?status=draft')).toBe('/admin/products?status=draft');
    expect(afterSignInHref('/admin')).toBe('/admin');
    for (const next of [
      null,
      '',
      'https://evil.example/admin',
      '//evil.example/admin',
      '/cart',
      '/administrator',
      '/admin/sign-in?next=/admin',
    ]) {
      expect(afterSignInHref(next)).toBe('/admin');
    }
  });

  it('carries `next` in the sign-in link, and names routes relative to /admin', () => {
    expect(adminPaths.signIn.getHref('/admin/staff?x=1')).toBe('/admin/sign-in?next=%2Fadmin%2Fstaff%3Fx%3D1');
    expect(adminRoutePath(adminPaths.home.path)).toBe('');
    expect(adminRoutePath(adminPaths.product.path)).toBe('products/:id');
  });
});
