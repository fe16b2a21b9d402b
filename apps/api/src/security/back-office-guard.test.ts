import { ENDPOINTS, endpointPath, isStaffAuth, permissionOf } from '@vastra/domain/api';
import {
  BACK_OFFICE_MESSAGES,
  missingPermissionMessage,
  roleMay,
  STAFF_ROLES,
  type StaffRole,
} from '@vastra/domain/back-office';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staff, staffSessions } from '../db/schema';
import { newStaffToken } from '../modules/staff/staff-sessions';
import { sha256 } from '../shared/crypto';
import { manualClock } from '../shared/clock';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { signedIn, signedInStaff } from '../testing/factories';
import { expectClearRefusal } from '../testing/refusals';

// Adversarial suite, the back office's guard (the access matrix's staff half; access-matrix.test.ts has the
// shoppers'): every staff and owner route of the contract, for every role and every kind of token that is not a live
// staff session.
const clock = manualClock();
const DAY_MS = 86_400_000;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, { clock });
});
afterAll(() => t.close());

const raw = (authorization: string) => ({
  get: (url: string) => t.app.inject({ method: 'GET', url, headers: { authorization } }),
  post: (url: string) => t.app.inject({ method: 'POST', url, headers: { authorization } }),
});

describe('the back office behind its guard', () => {
  /** Every back-office route of the contract: a new entry is covered, for every role, without editing this file. */
  const backOffice = Object.entries(ENDPOINTS).filter(([, e]) => isStaffAuth(e.auth));
  const ANY_ID = '0b9c6a8e-1f2d-4c3b-9a8e-7d6c5b4a3f21';

  /**
   * The routes this build registers. Every lane registers its own back-office routes; on a branch where
   * some are still missing they are left out here ("registers exactly the contract" in
   * plugins/contract-route.test.ts names them), the staff module's own must be present.
   */
  const registered = () => backOffice.filter(([, e]) => t.app.hasRoute({ method: e.method, url: e.path }));

  function callAs(authorization: string | undefined, endpoint: (typeof backOffice)[number][1]) {
    const url = endpointPath<string>(endpoint.path, { id: ANY_ID, imageId: ANY_ID, slug: 'no-such-category' });
    const hasBody = endpoint.method !== 'GET' && endpoint.method !== 'DELETE';
    return t.app.inject({
      method: endpoint.method,
      url,
      headers: authorization ? { authorization } : {},
      ...(hasBody && !('multipart' in endpoint) ? { payload: {} } : {}),
    });
  }

  /** A staff session written straight to the tables, its expiry on the test's clock. */
  async function staffToken(role: StaffRole, expiresAt: Date, revokedAt: Date | null = null) {
    const member = await signedInStaff(t, { role });
    const token = newStaffToken();
    await t.database.db
      .insert(staffSessions)
      .values({ staffId: member.id, tokenHash: sha256(token), expiresAt, revokedAt });
    return token;
  }

  async function expectEvery(
    authorization: () => Promise<string | undefined>,
    status: number,
    code: string,
    label: string,
  ) {
    for (const [name, endpoint] of registered()) {
      const res = await callAs(await authorization(), endpoint);
      expect(res.statusCode, `${label}: ${name} ${endpoint.method} ${endpoint.path} → ${res.body}`).toBe(status);
      expect(res.json<{ code: string }>().code, `${label}: ${name}`).toBe(code);
      expect(res.headers['cache-control'], `${label}: ${name}`).toBe('no-store');
      expectClearRefusal(res, `${label}: ${name}`);
    }
  }

  it("covers the staff and owner entries of the contract, the staff and jobs-admin modules' own all registered", () => {
    const names = registered().map(([name]) => name);
    for (const own of [
      'adminJobsAttention',
      'adminRetryJob',
      'adminLogout',
      'adminMe',
      'adminStaff',
      'adminInviteStaff',
      'adminUpdateStaff',
      'adminRemoveStaff',
      'adminUnlockStaff',
      'adminAudit',
      // Sale prices on a schedule (docs/decisions/086-sale-prices-on-a-schedule.md).
      'adminSalePrices',
      'adminCreateSalePrice',
      'adminUpdateSalePrice',
      'adminEndSalePrice',
      'adminDeleteSalePrice',
      // Offers in the back office (docs/decisions/085-coupon-uses-under-load.md).
      'adminOffers',
      'adminOffer',
      'adminCreateOffer',
      'adminUpdateOffer',
      'adminPauseOffer',
      'adminResumeOffer',
      'adminEndOffer',
      // The owner's home page (docs/decisions/094-home-content.md).
      'adminHome',
      'adminSaveHome',
      'adminResetHome',
      // Photos for the home page and the category tiles (docs/decisions/109-shop-photos.md).
      'adminUploadShopPhoto',
      // The shop's own categories (docs/decisions/097-categories.md).
      'adminCategories',
      'adminCreateCategory',
      'adminUpdateCategory',
      'adminDeleteCategory',
      // Collections (docs/decisions/098-collections.md).
      'adminCollections',
      'adminCreateCollection',
      'adminUpdateCollection',
      'adminSetCollectionProducts',
      'adminDeleteCollection',
    ]) {
      expect(names).toContain(own);
    }
    expect(backOffice.length).toBeGreaterThanOrEqual(names.length);
  });

  it('answers 401 without a token, and with an expired or a revoked staff token', async () => {
    await expectEvery(async () => undefined, 401, 'unauthorized', 'no token');
    await expectEvery(
      async () => `Bearer ${await staffToken('owner', new Date(clock.now().getTime() - 1000))}`,
      401,
      'unauthorized',
      'expired',
    );
    await expectEvery(
      async () => `Bearer ${await staffToken('owner', new Date(clock.now().getTime() + DAY_MS), clock.now())}`,
      401,
      'unauthorized',
      'revoked',
    );
    // Revoked by the real logout too.
    const token = await staffToken('owner', new Date(clock.now().getTime() + DAY_MS));
    expect((await raw(`Bearer ${token}`).post('/api/admin/auth/logout')).statusCode).toBe(200);
    await expectEvery(async () => `Bearer ${token}`, 401, 'unauthorized', 'after logout');
  });

  it("answers 403 staff_only to a shopper's token, however valid", async () => {
    const shopper = await signedIn(t, { fullName: 'Arjun Access' });
    await expectEvery(async () => `Bearer ${shopper.token}`, 403, 'staff_only', 'shopper');
    const res = await raw(`Bearer ${shopper.token}`).get('/api/admin/auth/me');
    expect(res.json()).toEqual({ message: BACK_OFFICE_MESSAGES.staffOnly, code: 'staff_only' });
  });

  // Every role against every back-office route, from the contract: the entry's permission decides, and a refusal
  // names the permission and says whom to ask (docs/decisions/060-staff-permissions.md).
  it.each(STAFF_ROLES)(
    'answers a %s 403 missing_permission where the role lacks it, and lets it through elsewhere',
    async (role) => {
      for (const [name, endpoint] of registered()) {
        // A fresh session each time: logout ends the one it is called with.
        const token = await staffToken(role, new Date(clock.now().getTime() + DAY_MS));
        const res = await callAs(`Bearer ${token}`, endpoint);
        const what = `${role}: ${name} ${endpoint.method} ${endpoint.path} → ${res.statusCode} ${res.body}`;
        const permission = permissionOf(endpoint);
        if (permission && !roleMay(role, permission)) {
          expect(res.statusCode, what).toBe(403);
          expect(res.json(), what).toEqual({
            message: missingPermissionMessage(permission),
            code: 'missing_permission',
            permission,
          });
          expect(res.headers['cache-control'], what).toBe('no-store');
        } else {
          expect([401, 403], what).not.toContain(res.statusCode);
        }
      }
    },
  );

  it("lets an owner's token past the guard on every back-office route", async () => {
    for (const [name, endpoint] of registered()) {
      // A fresh session each time: logout ends the one it is called with.
      const token = await staffToken('owner', new Date(clock.now().getTime() + DAY_MS));
      const res = await callAs(`Bearer ${token}`, endpoint);
      expect([401, 403], `${name} ${endpoint.method} ${endpoint.path} → ${res.statusCode} ${res.body}`).not.toContain(
        res.statusCode,
      );
    }
    const [owners] = await t.database.db.select({ n: count() }).from(staff).where(eq(staff.role, 'owner'));
    expect(owners?.n).toBeGreaterThan(0);
  });
});
