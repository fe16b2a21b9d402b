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
} from './staff-code';
import type { StaffSessions } from './staff-sessions';

export interface SignInDeps {
  db: Db;
  config: Pick<Config, 'LOGIN_ATTEMPTS_PER_PHONE_15_MIN' | 'LOGIN_ATTEMPTS_PER_IP_15_MIN' | 'SHOP_NAME'>;
  clock: Clock;
  rateLimiter: RateLimiter;
  sessions: StaffSessions;
  sms: SmsSender;
}

const WINDOW_SECONDS = 900;
const phoneBucket = (phone: string) => `staff-login:phone:${phone}:15m`;

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

  async function login(
    input: { phone: string; password: string; clientAddress: string },
    log: StaffLog,
  ): Promise<{ challengeId: string; message: string }> {
    // 1. Count the attempt first, so parallel guesses cannot pass the limits.
    await rateLimiter.consume([
      {
        bucket: phoneBucket(input.phone),
        limit: deps.config.LOGIN_ATTEMPTS_PER_PHONE_15_MIN,
        windowSeconds: WINDOW_SECONDS,
        message: M.tooManySignIns,
      },
      ipRule('login', input.clientAddress),
    ]);

    // 2. One answer, after one password verification, for an unknown phone, an invitation not yet
    // accepted and a wrong password: neither the text nor the time tells which phones are staff.
    const [member] = await db
      .select({ id: staff.id, passwordHash: staff.passwordHash })
      .from(staff)
      .where(eq(staff.phone, input.phone))
      .limit(1);
    const ok = await passwordMatches(member?.passwordHash ?? undefined, input.password);
    if (!member || !ok) throw new AppError('unauthorized', M.invalidCredentials, { code: 'invalid_credentials' });

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

  async function verify(input: {
    challengeId: string;
    code: string;
    clientAddress: string;
  }): Promise<{ token: string; staff: Staff; expiresAt: string }> {
    await rateLimiter.consume([ipRule('verify', input.clientAddress)]);
    const id = input.challengeId;
    if (!isUuid(id)) throw missing();
    const [challenge] = await db.select().from(staffChallenges).where(eq(staffChallenges.id, id)).limit(1);
    if (!challenge || challenge.usedAt || challenge.wrongAttempts >= STAFF_CODE_MAX_TRIES) throw missing();
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
      const session = await deps.sessions.start(member.id, tx);
      await recordAudit(tx, member, { action: 'staff.sign_in', targetType: 'staff', targetId: member.id });
      return { ...session, member };
    });
    await rateLimiter.reset(phoneBucket(signedIn.member.phone));
    return {
      token: signedIn.token,
      staff: toStaffDto(signedIn.member),
      expiresAt: signedIn.expiresAt.toISOString(),
    };
  }

  return { login, verify };
}
