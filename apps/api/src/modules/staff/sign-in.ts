import { randomUUID } from 'node:crypto';
import type { Staff } from '@vastra/domain/api';
import { BACK_OFFICE_MESSAGES as M } from '@vastra/domain/back-office';
import { IDENTITY_MESSAGES } from '@vastra/domain/identity';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { staff, staffChallenges } from '../../db/schema';
import { AppError } from '../../errors';
import type { RateLimiter, RateLimitRule } from '../../plugins/rate-limit';
import type { Clock } from '../../shared/clock';
import { passwordMatches } from '../../shared/passwords';
import { isUuid } from '../../shared/uuid';
import { recordAudit } from '../audit';
import type { SmsSender } from '../identity';
import type { StaffLog } from './staff-log';
import { inTransaction } from './staff-db';
import { toStaffDto } from './staff-dto';
import {
  hashStaffCode,
  newStaffCode,
  STAFF_CODE_MAX_TRIES,
  STAFF_CODE_TTL_MINUTES,
  staffCodeMatches,
  staffCodeSmsBody,
  WRONG_CODES_WINDOW_SECONDS,
  wrongCodesBucket,
} from './staff-code';
import type { StaffDevices } from './staff-devices';
import type { StaffSessions } from './staff-sessions';

export interface SignInDeps {
  db: Db;
  config: Pick<
    Config,
    | 'LOGIN_ATTEMPTS_PER_PHONE_15_MIN'
    | 'LOGIN_ATTEMPTS_PER_IP_15_MIN'
    | 'STAFF_LOGIN_ATTEMPTS_PER_PHONE_15_MIN'
    | 'STAFF_CODE_WRONG_PER_DAY'
    | 'SHOP_NAME'
  >;
  clock: Clock;
  rateLimiter: RateLimiter;
  sessions: StaffSessions;
  devices: StaffDevices;
  sms: SmsSender;
}

const WINDOW_SECONDS = 900;
/** Counters with no limit of their own: only read (retryAfter with a threshold), never refused. */
const UNLIMITED = Number.MAX_SAFE_INTEGER;
const phoneClientBucket = (phone: string, client: string) => `staff-login:phone:${phone}:ip:${client}:15m`;
const newDevicesBucket = (phone: string) => `staff-login:phone:${phone}:new-devices:15m`;
const deviceBucket = (deviceHash: string) => `staff-login:device:${deviceHash}:15m`;
const locked = () => new AppError('forbidden', M.staffLocked, { code: 'staff_locked' });

/**
 * The back office's two-step sign-in: phone and password, then a 6-digit code sent by SMS. The code is
 * ours whatever OTP_PROVIDER says (Firebase proves shoppers' phones in their browser; staff codes are
 * made, stored and checked here), and only its hash is stored.
 */
export function createSignIn(deps: SignInDeps) {
  const { db, clock, rateLimiter } = deps;
  const ipRule = (kind: string, clientAddress: string): RateLimitRule => ({
    bucket: `staff-${kind}:ip:${clientAddress}:15m`,
    limit: deps.config.LOGIN_ATTEMPTS_PER_IP_15_MIN,
    windowSeconds: WINDOW_SECONDS,
    message: M.tooManySignIns,
  });

  const rule = (bucket: string, limit: number): RateLimitRule => ({
    bucket,
    limit,
    windowSeconds: WINDOW_SECONDS,
    message: M.tooManySignIns,
  });

  /**
   * The limits on a password try (docs/decisions/055-staff-sign-in-lockout.md). A device that completed a sign-in
   * for this phone is held only by its own counter; any other is held per phone and client, per phone across all
   * new devices, and per client address.
   */
  function loginRules(phone: string, clientAddress: string, knownDevice: string | null): RateLimitRule[] {
    const perPhone = deps.config.LOGIN_ATTEMPTS_PER_PHONE_15_MIN;
    if (knownDevice !== null) return [rule(deviceBucket(knownDevice), perPhone)];
    return [
      rule(phoneClientBucket(phone, clientAddress), perPhone),
      rule(newDevicesBucket(phone), deps.config.STAFF_LOGIN_ATTEMPTS_PER_PHONE_15_MIN),
      ipRule('login', clientAddress),
    ];
  }

  /**
   * Counts a wrong password for a member's phone; when they reach LOGIN_ATTEMPTS_PER_PHONE_15_MIN in 15 minutes,
   * texts the member once (a second alert waits for the next window). A failed text changes no answer.
   */
  async function recordFailure(phone: string, log: StaffLog): Promise<void> {
    const failures = rule(`staff-login:failed:${phone}:15m`, UNLIMITED);
    await rateLimiter.consume([failures]);
    const alertAfter = Math.max(1, deps.config.LOGIN_ATTEMPTS_PER_PHONE_15_MIN);
    if ((await rateLimiter.retryAfter({ ...failures, limit: alertAfter })) === 0) return;
    try {
      await rateLimiter.consume([rule(`staff-login:alerted:${phone}:15m`, 1)]);
    } catch (error) {
      if (error instanceof AppError && error.kind === 'too-many-requests') return; // already told in this window
      throw error;
    }
    const shop = deps.config.SHOP_NAME;
    try {
      await deps.sms.send(
        {
          to: phone,
          code: '',
          body: M.signInFailuresSms.replaceAll('{shop}', shop).replace('{n}', String(alertAfter)),
          ttlMinutes: WINDOW_SECONDS / 60,
        },
        log,
      );
    } catch (error) {
      log.warn({ err: error }, 'staff sign-in failures: the alert SMS was not sent');
    }
  }

  async function login(
    input: { phone: string; password: string; clientAddress: string; deviceToken: string | null },
    log: StaffLog,
  ): Promise<{ challengeId: string; message: string }> {
    // 1. Count the attempt first, so parallel guesses cannot pass the limits.
    const knownDevice = await deps.devices.knownFor(input.deviceToken, input.phone);
    await rateLimiter.consume(loginRules(input.phone, input.clientAddress, knownDevice));

    // 2. One answer, after one password verification, for an unknown phone, an invitation not yet
    // accepted and a wrong password: neither the text nor the time tells which phones are staff.
    const [member] = await db
      .select({ id: staff.id, passwordHash: staff.passwordHash, codeLockedAt: staff.codeLockedAt })
      .from(staff)
      .where(eq(staff.phone, input.phone))
      .limit(1);
    const ok = await passwordMatches(member?.passwordHash ?? undefined, input.password);
    if (!member || !ok) {
      if (member?.passwordHash) await recordFailure(input.phone, log);
      throw new AppError('unauthorized', M.invalidCredentials, { code: 'invalid_credentials' });
    }
    // Only someone who knows the password learns of the lock.
    if (member.codeLockedAt) throw locked();

    // 3. A new challenge replaces the member's earlier ones; the code is sent once it is stored.
    const challengeId = randomUUID();
    const code = newStaffCode();
    const now = clock.now();
    await inTransaction(db, async (tx) => {
      await tx.delete(staffChallenges).where(eq(staffChallenges.staffId, member.id));
      await tx.insert(staffChallenges).values({
        id: challengeId,
        staffId: member.id,
        codeHash: hashStaffCode(challengeId, code),
        expiresAt: new Date(now.getTime() + STAFF_CODE_TTL_MINUTES * 60_000),
        createdAt: now,
      });
    });
    await deps.sms.send(
      {
        to: input.phone,
        code,
        body: staffCodeSmsBody(code, deps.config.SHOP_NAME),
        ttlMinutes: STAFF_CODE_TTL_MINUTES,
      },
      log,
    );
    return { challengeId, message: M.codeSent };
  }

  const missing = () => new AppError('bad-request', IDENTITY_MESSAGES.otpMissing, { code: 'otp_missing' });

  /** Counts a member's wrong code across challenges; at STAFF_CODE_WRONG_PER_DAY the member is locked. */
  async function countWrongCode(staffId: string): Promise<boolean> {
    const wrong: RateLimitRule = {
      bucket: wrongCodesBucket(staffId),
      limit: UNLIMITED,
      windowSeconds: WRONG_CODES_WINDOW_SECONDS,
      message: M.staffLocked,
    };
    await rateLimiter.consume([wrong]);
    if ((await rateLimiter.retryAfter({ ...wrong, limit: deps.config.STAFF_CODE_WRONG_PER_DAY })) === 0) return false;
    await db
      .update(staff)
      .set({ codeLockedAt: clock.now() })
      .where(and(eq(staff.id, staffId), isNull(staff.codeLockedAt)));
    return true;
  }

  async function verify(input: {
    challengeId: string;
    code: string;
    clientAddress: string;
    deviceToken: string | null;
  }): Promise<{ token: string; staff: Staff; expiresAt: string; deviceToken: string }> {
    await rateLimiter.consume([ipRule('verify', input.clientAddress)]);
    const id = input.challengeId;
    if (!isUuid(id)) throw missing();
    const [challenge] = await db.select().from(staffChallenges).where(eq(staffChallenges.id, id)).limit(1);
    if (!challenge || challenge.usedAt || challenge.wrongAttempts >= STAFF_CODE_MAX_TRIES) throw missing();
    const [owner] = await db
      .select({ codeLockedAt: staff.codeLockedAt })
      .from(staff)
      .where(eq(staff.id, challenge.staffId))
      .limit(1);
    if (owner?.codeLockedAt) throw locked();
    const now = clock.now();
    if (challenge.expiresAt.getTime() <= now.getTime()) {
      throw new AppError('bad-request', IDENTITY_MESSAGES.otpExpired, { code: 'otp_expired' });
    }

    // Each try is counted before the comparison, so parallel guesses cannot get more than five.
    const [counted] = await db
      .update(staffChallenges)
      .set({ wrongAttempts: sql`${staffChallenges.wrongAttempts} + 1` })
      .where(
        and(
          eq(staffChallenges.id, id),
          isNull(staffChallenges.usedAt),
          lt(staffChallenges.wrongAttempts, STAFF_CODE_MAX_TRIES),
        ),
      )
      .returning({ tries: staffChallenges.wrongAttempts });
    if (!counted) throw missing();
    if (!staffCodeMatches(id, input.code, challenge.codeHash)) {
      if (await countWrongCode(challenge.staffId)) throw locked();
      throw new AppError('bad-request', IDENTITY_MESSAGES.invalidOtpCode, {
        code: 'otp_invalid',
        attemptsLeft: STAFF_CODE_MAX_TRIES - counted.tries,
      });
    }

    // The right code: the challenge is spent (once, even under concurrent requests) and a session starts.
    const signedIn = await inTransaction(db, async (tx) => {
      const [spent] = await tx
        .update(staffChallenges)
        .set({ usedAt: now })
        .where(and(eq(staffChallenges.id, id), isNull(staffChallenges.usedAt), gt(staffChallenges.expiresAt, now)))
        .returning({ staffId: staffChallenges.staffId });
      if (!spent) throw missing();
      const [member] = await tx.select().from(staff).where(eq(staff.id, spent.staffId)).limit(1);
      if (!member) throw missing();
      if (member.codeLockedAt) throw locked();
      const session = await deps.sessions.start(member.id, tx);
      const deviceToken = await deps.devices.remember(member.id, input.deviceToken, tx);
      await recordAudit(tx, member, { action: 'staff.sign_in', targetType: 'staff', targetId: member.id });
      return { ...session, member, deviceToken };
    });
    // A completed sign-in clears the phone's counters (as decision 018 did): the member proved both factors.
    await rateLimiter.reset(phoneClientBucket(signedIn.member.phone, input.clientAddress));
    await rateLimiter.reset(newDevicesBucket(signedIn.member.phone));
    return {
      token: signedIn.token,
      staff: toStaffDto(signedIn.member),
      expiresAt: signedIn.expiresAt.toISOString(),
      deviceToken: signedIn.deviceToken,
    };
  }

  return { login, verify };
}
