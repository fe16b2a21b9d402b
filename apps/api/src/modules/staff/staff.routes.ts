import { ENDPOINTS } from '@vastra/domain/api';
import { BACK_OFFICE_MESSAGES as M } from '@vastra/domain/back-office';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import type { Clock } from '../../shared/clock';
import { staff } from '../../db/schema';
import { AppError } from '../../errors';
import { contractRoutes } from '../../plugins/contract-route';
import { listAudit } from '../audit';
import { toStaffDto } from './staff-dto';
import type { createSignIn } from './sign-in';
import type { createStaffAdmin } from './staff-admin';
import { staffDeviceCookie, staffDeviceToken } from './staff-devices';
import { clearedStaffSessionCookie, staffSessionCookie } from './staff-session-cookie';
import type { StaffSessions } from './staff-sessions';

export interface StaffRoutesDeps {
  db: Db;
  /** Whether the known-device cookie is marked Secure even on a plain-http request (production). */
  secureCookies: boolean;
  sessions: StaffSessions;
  /** The app's clock: the session cookie lives exactly as long as its session. */
  clock: Clock;
  signIn: ReturnType<typeof createSignIn>;
  admin: ReturnType<typeof createStaffAdmin>;
}

/** /api/admin/auth/*, /api/admin/staff and /api/admin/audit: thin, the rules live in sign-in.ts and staff-admin.ts. */
export function staffRoutes(deps: StaffRoutesDeps): FastifyPluginAsync {
  return async (app) => {
    const route = contractRoutes(app, { authenticateStaff: deps.sessions.authenticateStaff });

    route(ENDPOINTS.adminLogin, ({ body, request }) =>
      deps.signIn.login({ ...body, clientAddress: request.ip, deviceToken: staffDeviceToken(request) }, request.log),
    );
    route(ENDPOINTS.adminVerify, async ({ body, request, reply }) => {
      const { deviceToken, ...session } = await deps.signIn.verify({
        ...body,
        clientAddress: request.ip,
        deviceToken: staffDeviceToken(request),
      });
      const secure = deps.secureCookies || request.protocol === 'https';
      const lifetime = (new Date(session.expiresAt).getTime() - deps.clock.now().getTime()) / 1000;
      void reply.header('set-cookie', [
        staffDeviceCookie(deviceToken, secure),
        staffSessionCookie(session.token, lifetime, secure),
      ]);
      return session;
    });
    route(ENDPOINTS.adminAcceptInvite, ({ body, request }) =>
      deps.admin.acceptInvite({ ...body, clientAddress: request.ip }),
    );
    route(ENDPOINTS.adminLogout, async ({ request, reply }) => {
      await deps.sessions.end(request);
      void reply.header('set-cookie', clearedStaffSessionCookie(deps.secureCookies || request.protocol === 'https'));
      return { message: M.signedOut };
    });
    route(ENDPOINTS.adminMe, async ({ staff: member }) => {
      const [row] = await deps.db.select().from(staff).where(eq(staff.id, member.id)).limit(1);
      if (!row) throw new AppError('unauthorized', M.sessionEnded);
      return toStaffDto(row);
    });

    route(ENDPOINTS.adminStaff, () => deps.admin.list());
    route(ENDPOINTS.adminInviteStaff, ({ staff: by, body, request }) => deps.admin.invite(by, body, request.log));
    route(ENDPOINTS.adminUpdateStaff, ({ staff: by, params, body }) => deps.admin.updateRole(by, params.id, body.role));
    route(ENDPOINTS.adminRemoveStaff, ({ staff: by, params }) => deps.admin.remove(by, params.id));
    route(ENDPOINTS.adminUnlockStaff, ({ staff: by, params }) => deps.admin.unlock(by, params.id));

    route(ENDPOINTS.adminAudit, ({ query }) => listAudit(deps.db, query));
  };
}
