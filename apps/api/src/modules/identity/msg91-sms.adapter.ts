import { AppError } from '../../errors';
import { IDENTITY_MESSAGES } from './identity.messages';
import { msg91TemplateKey, sendMsg91Flow, type Msg91Templates } from './msg91-flow';
import { maskPhone, type SmsSender } from './sms-sender.port';

/** MSG91's OTP API v5 (docs/rules/third-parties.md#msg91). */
export const MSG91_OTP_URL = 'https://control.msg91.com/api/v5/otp';

export interface Msg91Options {
  authKey: string;
  templateId: string;
  /** The template of each order message (MSG91_ORDER_TEMPLATES). */
  orderTemplates?: Msg91Templates;
  /** Injected in tests; the global fetch otherwise. */
  fetch?: typeof globalThis.fetch;
  timeoutMs?: number;
}

/**
 * Sends our own code through MSG91's OTP template (`otp=` parameter), so the local verifier keeps
 * the code, its hash and its limits. MSG91 can answer HTTP 200 with `{type: 'error'}`: success is
 * only `type === 'success'` (docs/rules/third-parties.md#msg91).
 */
export function createMsg91SmsSender(options: Msg91Options): SmsSender {
  const fetchFn = options.fetch ?? globalThis.fetch;
  return {
    name: 'msg91',
    channel: 'sms',
    speaks: (event, language) => Boolean(options.orderTemplates?.[msg91TemplateKey(event, language)]),
    sendTransactional: (message, log) =>
      sendMsg91Flow(
        {
          authKey: options.authKey,
          templates: options.orderTemplates ?? {},
          fetch: fetchFn,
          timeoutMs: options.timeoutMs ?? 10_000,
        },
        message,
        log,
      ),
    async send(sms, log) {
      const url = new URL(MSG91_OTP_URL);
      url.search = new URLSearchParams({
        template_id: options.templateId,
        mobile: sms.to.replace(/^\+/, ''),
        otp: sms.code,
        otp_length: String(sms.code.length),
        otp_expiry: String(sms.ttlMinutes),
      }).toString();
      const failed = (reason: string, extra: object = {}): never => {
        log.warn({ provider: 'msg91', to: maskPhone(sms.to), reason, ...extra }, 'SMS provider refused the OTP');
        throw new AppError('provider-failed', IDENTITY_MESSAGES.smsFailed);
      };

      let response: Response;
      try {
        response = await fetchFn(url, {
          method: 'POST',
          headers: { authkey: options.authKey, 'content-type': 'application/json', accept: 'application/json' },
          body: '{}',
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        });
      } catch (err) {
        return failed('network', { error: err instanceof Error ? err.name : 'unknown' });
      }
      const text = await response.text().catch(() => '');
      const answer = parseJson(text);
      if (!response.ok || answer?.type !== 'success') {
        return failed('refused', {
          status: response.status,
          type: answer?.type,
          message: typeof answer?.message === 'string' ? answer.message.slice(0, 200) : undefined,
        });
      }
      log.info({ provider: 'msg91', to: maskPhone(sms.to), requestId: answer.request_id }, 'SMS sent');
    },
  };
}

interface Msg91Answer {
  type?: unknown;
  message?: unknown;
  request_id?: unknown;
}

function parseJson(text: string): Msg91Answer | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? value : undefined;
  } catch {
    return undefined;
  }
}
