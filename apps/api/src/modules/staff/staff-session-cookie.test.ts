import { BACK_OFFICE_MESSAGES as M } from '@vastra/domain/back-office';
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors';
import { assertCookieRequestAllowed, clearedStaffSessionCookie, staffSessionCookie } from './staff-session-cookie';

const request = (method: string, headers: Record<string, string>) => ({ method, headers }) as unknown as FastifyRequest;

/** The refusal's code, or 'allowed'. */
function outcome(method: string, headers: Record<string, string>, publicUrl?: string): string {
  try {
    assertCookieRequestAllowed(request(method, headers), publicUrl);
    return 'allowed';
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    expect([error.kind, error.message]).toEqual(['forbidden', M.adminRequestRefused]);
    return String(error.extra.code);
  }
}

describe('the CSRF check of cookie-signed back-office requests', () => {
  it('lets reads through with the cookie alone, and holds every other method to the header', () => {
    expect(outcome('GET', {})).toBe('allowed');
    expect(outcome('HEAD', {})).toBe('allowed');
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      expect(outcome(method, {}), method).toBe('admin_request_refused');
      expect(outcome(method, { 'x-vastra-admin': '1' }), method).toBe('allowed');
    }
  });

  it("accepts the request's own host (a default port spelled out or not) and PUBLIC_URL behind a proxy", () => {
    const marked = { 'x-vastra-admin': '1' };
    expect(outcome('POST', { ...marked, host: 'shop.example:443', origin: 'https://shop.example' })).toBe('allowed');
    expect(outcome('POST', { ...marked, host: 'localhost:5173', origin: 'http://localhost:5173' })).toBe('allowed');
    const proxied = { ...marked, host: '10.0.0.5:3000', origin: 'https://vastra.example' };
    expect(outcome('POST', proxied)).toBe('admin_request_refused');
    expect(outcome('POST', proxied, 'https://vastra.example/')).toBe('allowed');
    expect(outcome('POST', { ...proxied, origin: 'https://vastra.example.evil' }, 'https://vastra.example')).toBe(
      'admin_request_refused',
    );
  });
});

describe('the session cookie', () => {
  it('is Secure when asked, and sign-out removes it with the same path', () => {
    expect(staffSessionCookie('stf_x', 43_200, true)).toBe(
      'vastra_staff_session=stf_x; Max-Age=43200; Path=/api/admin; HttpOnly; SameSite=Strict; Secure',
    );
    expect(clearedStaffSessionCookie(true)).toBe(
      'vastra_staff_session=; Max-Age=0; Path=/api/admin; HttpOnly; SameSite=Strict; Secure',
    );
  });
});
