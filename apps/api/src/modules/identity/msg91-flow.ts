import type { Language } from '@vastra/domain/i18n';
import type { OrderMessageEvent } from '@vastra/domain/notifications';
import type { IdentityLog } from './identity.log';
import { maskPhone, type TransactionalMessage, type TransactionalOutcome } from './sms-sender.port';

/** MSG91's Flow ("Send SMS") API v5: a template filled with named variables (docs/rules/third-parties.md#msg91). */
export const MSG91_FLOW_URL = 'https://control.msg91.com/api/v5/flow';

/**
 * The MSG91 template id of each order event (MSG91_ORDER_TEMPLATES, a JSON object), its Hindi text's under the event's
 * name and `_hi` ('placed_hi', docs/decisions/145-order-texts-in-hindi.md); a missing one is not sent.
 */
export type Msg91Templates = Partial<Record<OrderMessageEvent | 'back_in_stock' | `${OrderMessageEvent}_hi`, string>>;

/** The key of an event's template in a language. */
export const msg91TemplateKey = (
  event: OrderMessageEvent | 'back_in_stock',
  language: Language | undefined,
): keyof Msg91Templates => (language === 'hi' && event !== 'back_in_stock' ? `${event}_hi` : event);

/**
 * Sends an order message through its MSG91 template: `{template_id, short_url: '0', realTimeResponse: '1',
 * recipients: [{mobiles, ...variables}]}` with the key in a header. Only `type === 'success'` is success (MSG91
 * answers HTTP 200 with `type: 'error'` too). Unreachable, 5xx, 429 and `type: 'error'` are transient (tried again);
 * another 4xx or a missing template is not.
 */
export async function sendMsg91Flow(
  options: { authKey: string; templates: Msg91Templates; fetch: typeof globalThis.fetch; timeoutMs: number },
  message: TransactionalMessage,
  log: IdentityLog,
): Promise<TransactionalOutcome> {
  const key = msg91TemplateKey(message.event, message.language);
  const templateId = options.templates[key];
  const to = maskPhone(message.to);
  if (!templateId) {
    log.warn({ provider: 'msg91', event: message.event, template: key }, 'No MSG91 template for this order message');
    return { ok: false, transient: false, reason: `no MSG91 template for ${key}` };
  }
  let response: Response;
  try {
    response = await options.fetch(MSG91_FLOW_URL, {
      method: 'POST',
      headers: { authkey: options.authKey, 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({
        template_id: templateId,
        short_url: '0',
        realTimeResponse: '1',
        recipients: [{ mobiles: message.to.replace(/^\+/, ''), ...message.variables }],
      }),
      signal: AbortSignal.timeout(options.timeoutMs),
    });
  } catch (err) {
    const error = err instanceof Error ? err.name : 'unknown';
    log.warn({ provider: 'msg91', to, event: message.event, error }, 'MSG91 unreachable for an order message');
    return { ok: false, transient: true, reason: `network: ${error}` };
  }
  const answer = parseJson(await response.text().catch(() => ''));
  if (response.ok && answer?.type === 'success') {
    log.info({ provider: 'msg91', to, event: message.event, requestId: answer.message }, 'Order SMS sent');
    return { ok: true };
  }
  const said = typeof answer?.message === 'string' ? answer.message.slice(0, 200) : '';
  const transient = response.ok || response.status >= 500 || response.status === 429;
  log.warn({ provider: 'msg91', to, event: message.event, status: response.status, said }, 'MSG91 refused');
  return { ok: false, transient, reason: `HTTP ${response.status}${said ? `: ${said}` : ''}` };
}

function parseJson(text: string): { type?: unknown; message?: unknown } | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? value : undefined;
  } catch {
    return undefined;
  }
}
