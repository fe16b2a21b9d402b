import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { RateLimiter } from '../../plugins/rate-limit';
import type { Clock } from '../../shared/clock';
import type { SmsSender } from '../identity';
import { createPruneExpired } from './prune-expired';
import { createSignIn } from './sign-in';
import { createStaffAdmin } from './staff-admin';
import { createStaffDevices } from './staff-devices';
import type { StaffLog } from './staff-log';
import { staffRoutes } from './staff.routes';
import type { StaffSessions } from './staff-sessions';

export { createStaffSessions, STAFF_TOKEN_PREFIX } from './staff-sessions';
export type { StaffSessions } from './staff-sessions';
export {
  createOwnerAccount,
  demoOwnerRefusal,
  ensureDemoOwner,
  ownerCount,
  ownerInputProblem,
  removeDemoOwner,
  DEMO_OWNER,
  REMOVE_DEMO_OWNER_COMMAND,
} from './owner-account';
export type { OwnerInput, OwnerOutcome } from './owner-account';

export interface StaffDeps {
  db: Db;
  config: Config;
  clock: Clock;
  rateLimiter: RateLimiter;
  /** The staff sessions app.ts built (their guard protects every back-office route). */
  sessions: StaffSessions;
  /** The identity module's SMS sender: sign-in codes and invitation links go out the way shoppers' codes do. */
  sms: SmsSender;
  log: StaffLog;
}

export interface StaffModule {
  /** Sign-in (password, then an SMS code), staff management, the audit log. */
  routes: FastifyPluginAsync;
  /** Deletes dead challenges, ended sessions and spent invitations (for the maintenance job). */
  pruneExpired(): Promise<void>;
}

/** The back office's staff: two-step sign-in, roles, invitations, the audit log. */
export function createStaffModule(deps: StaffDeps): StaffModule {
  const { db, config, clock, rateLimiter, sessions, sms } = deps;
  const devices = createStaffDevices({ db, clock });
  const signIn = createSignIn({ db, config, clock, rateLimiter, sessions, devices, sms });
  const admin = createStaffAdmin({ db, config, clock, rateLimiter, sessions, sms });
  return {
    routes: staffRoutes({ db, secureCookies: config.isProduction, sessions, clock, signIn, admin }),
    pruneExpired: createPruneExpired({ db, clock }),
  };
}
