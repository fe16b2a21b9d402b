import { randomUUID } from 'node:crypto';
import type { Config } from '../../config';
import type { RateLimiter } from '../../plugins/rate-limit';
import type { Clock } from '../../shared/clock';
import { CODE_TTL_MS } from './identity.constants';
import type { IdentityLog } from './identity.log';
import type { OtpRepository } from './otp.repository';
import { hashOtpCode, newOtpCode } from './otp-code';
import { addressSendRule, phoneSendRules } from './otp-limits';
import { otpSmsBody, type SmsSender } from './sms-sender.port';

export interface SendCodeDeps {
  otp: OtpRepository;
  smsSender: SmsSender;
  rateLimiter: RateLimiter;
  clock: Clock;
  config: Pick<
    Config,
    | 'SHOP_NAME'
    | 'OTP_RESEND_GAP_SECONDS'
    | 'OTP_SENDS_PER_PHONE_10_MIN'
    | 'OTP_SENDS_PER_PHONE_DAY'
    | 'OTP_SENDS_PER_IP_HOUR'
  >;
}

/**
 * POST /api/identity/send-code: texts a fresh 6-digit code to the phone (docs/rules/third-parties.md#ports local
 * verifier).
 */
export function createSendCode(deps: SendCodeDeps) {
  return async function sendCode(input: {
    phone: string;
    clientAddress: string;
    log: IdentityLog;
    /** The shop's origin (PUBLIC_URL, else the request's): the text's WebOTP line names its host. */
    shopOrigin?: string;
  }) {
    const { phone } = input;
    // 1. Every limit passes or nothing happens: no challenge, no SMS (429 with Retry-After).
    await deps.rateLimiter.consume([
      ...phoneSendRules(deps.config, phone),
      addressSendRule(deps.config, input.clientAddress),
    ]);

    // 2. A challenge that stores only the code's hash.
    const now = deps.clock.now();
    const verificationId = randomUUID();
    const code = newOtpCode();
    await deps.otp.insertChallenge({
      id: verificationId,
      phone,
      codeHash: hashOtpCode(verificationId, code),
      expiresAt: new Date(now.getTime() + CODE_TTL_MS),
      now,
    });

    // 3. The SMS; a code that never left is no use to anyone, so its challenge goes too.
    const ttlMinutes = CODE_TTL_MS / 60_000;
    try {
      await deps.smsSender.send(
        {
          to: phone,
          code,
          ttlMinutes,
          body: otpSmsBody(code, ttlMinutes, deps.config.SHOP_NAME, input.shopOrigin ?? null),
        },
        input.log,
      );
    } catch (err) {
      await deps.otp.deleteChallenge(verificationId);
      throw err;
    }
    return { verificationId, resendAfter: deps.config.OTP_RESEND_GAP_SECONDS };
  };
}
export type SendCode = ReturnType<typeof createSendCode>;
