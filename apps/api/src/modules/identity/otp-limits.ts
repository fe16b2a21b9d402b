import type { Config } from '../../config';
import type { RateLimitRule } from '../../plugins/rate-limit';
import { IDENTITY_MESSAGES } from './identity.messages';

type OtpLimitConfig = Pick<
  Config,
  'OTP_RESEND_GAP_SECONDS' | 'OTP_SENDS_PER_PHONE_10_MIN' | 'OTP_SENDS_PER_PHONE_DAY' | 'OTP_SENDS_PER_IP_HOUR'
>;

/**
 * The send limits of one phone (docs/rules/sign-in.md#codes-and-limits): a resend gap, a 10-minute and a daily budget.
 */
export function phoneSendRules(config: OtpLimitConfig, phone: string): RateLimitRule[] {
  const rules: RateLimitRule[] = [
    {
      bucket: `otp:phone:${phone}:10m`,
      limit: config.OTP_SENDS_PER_PHONE_10_MIN,
      windowSeconds: 600,
      message: IDENTITY_MESSAGES.otpSendsPaused,
    },
    {
      bucket: `otp:phone:${phone}:day`,
      limit: config.OTP_SENDS_PER_PHONE_DAY,
      windowSeconds: 86_400,
      message: IDENTITY_MESSAGES.otpSendsPaused,
    },
  ];
  if (config.OTP_RESEND_GAP_SECONDS > 0) {
    rules.push({
      bucket: `otp:phone:${phone}:gap`,
      limit: 1,
      windowSeconds: config.OTP_RESEND_GAP_SECONDS,
      message: IDENTITY_MESSAGES.resendTooSoon,
    });
  }
  return rules;
}

/**
 * Sends from one client address per hour: generous, because Indian mobile carriers put many
 * shoppers behind one address (carrier-grade NAT).
 */
export function addressSendRule(config: OtpLimitConfig, address: string): RateLimitRule {
  return {
    bucket: `otp:ip:${address}:1h`,
    limit: config.OTP_SENDS_PER_IP_HOUR,
    windowSeconds: 3_600,
    message: IDENTITY_MESSAGES.otpSendsPaused,
  };
}
