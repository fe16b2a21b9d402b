import {
  codReplyPayload,
  COD_QUICK_REPLIES,
  whatsappBodyParameters,
  whatsappTemplateName,
  type OrderMessageEvent,
} from '@vastra/domain/notifications';
import {
  maskPhone,
  type IdentityLog,
  type TransactionalMessage,
  type TransactionalOutcome,
  type TransactionalSender,
} from '../identity';

/** Meta's Graph API host; the Cloud API's endpoints are under it, versioned (`/v23.0/…`). */
export const GRAPH_BASE_URL = 'https://graph.facebook.com';

/**
 * Graph error codes a later try may get past: throughput (130429), pair rate (131056), a number being upgraded
 * (131057), "something went wrong" (131000), temporary (2), the app's call limit (4), the WABA's rate limit (80007).
 * Every other code (131026 undeliverable, 132000/132001 template, 131047 outside the window, 190 token, 100…) is not.
 */
export const WHATSAPP_TRANSIENT_CODES: ReadonlySet<number> = new Set([130429, 131056, 131057, 131000, 2, 4, 80007]);

export interface WhatsappCloudOptions {
  /** A system user's access token for the Cloud API (sent as a bearer token, never logged). */
  accessToken: string;
  /** The business phone number's id in WhatsApp Manager (not the number itself). */
  phoneNumberId: string;
  /** The Graph API version, 'v23.0'. */
  apiVersion: string;
  /** The templates' language code, 'en'. */
  language: string;
  /**
   * Whether each template also has its Hindi translation approved (language `hi`; WHATSAPP_HINDI_TEMPLATES): a
   * Hindi text is then sent in it, else the service writes the English (docs/decisions/145-order-texts-in-hindi.md).
   */
  hindi?: boolean;
  /** Injected in tests; the global fetch otherwise. */
  fetch?: typeof fetch;
  /** Graph's address without a trailing slash; GRAPH_BASE_URL by default. */
  baseUrl?: string;
}

export type WhatsappCloudSender = TransactionalSender & { readonly name: 'cloud' };

/** The message to send as a template: an order event's (a wishlist alert has no WhatsApp template). */
export type WhatsappTemplateMessage = Pick<TransactionalMessage, 'to' | 'variables' | 'language'> & {
  event: OrderMessageEvent;
};

/** The language code of Hindi templates in WhatsApp Manager. */
export const WHATSAPP_HINDI_CODE = 'hi';

interface TextParameter {
  type: 'text';
  text: string;
}
interface QuickReplyButton {
  type: 'button';
  sub_type: 'quick_reply';
  /** The button's position in the template, as a string ('0', '1'). */
  index: string;
  parameters: [{ type: 'payload'; payload: string }];
}
/** The Cloud API's body for a template message. */
export interface WhatsappTemplateRequest {
  messaging_product: 'whatsapp';
  to: string;
  type: 'template';
  template: {
    name: string;
    language: { policy: 'deterministic'; code: string };
    components: [{ type: 'body'; parameters: TextParameter[] }, ...QuickReplyButton[]];
  };
}

/**
 * The body of a send: the event's approved template (packages/domain/src/notifications/whatsapp.ts) with its body
 * parameters in the template's order, and for the COD confirmation one quick-reply button per COD_QUICK_REPLIES
 * entry whose payload carries the confirmation token (`variables.link`). Throws when a variable is missing.
 * A Hindi message is sent in the template's Hindi translation (`hi`), its parameters in the Hindi text's order;
 * any other in `language`, the English templates' code.
 */
export function whatsappTemplateRequest(message: WhatsappTemplateMessage, language: string): WhatsappTemplateRequest {
  const { event, variables } = message;
  const hindi = message.language === 'hi';
  const parameters = whatsappBodyParameters(event, variables, hindi ? 'hi' : 'en');
  const body = {
    type: 'body' as const,
    parameters: parameters.map((text): TextParameter => ({ type: 'text', text })),
  };
  const buttons: QuickReplyButton[] = [];
  if (event === 'cod_confirm') {
    const token = variables.link;
    if (token === undefined) throw new Error('cod_confirm template needs the variable link');
    COD_QUICK_REPLIES.forEach(({ reply }, i) =>
      buttons.push({
        type: 'button',
        sub_type: 'quick_reply',
        index: String(i),
        parameters: [{ type: 'payload', payload: codReplyPayload(reply, token) }],
      }),
    );
  }
  return {
    messaging_product: 'whatsapp',
    to: message.to.replace(/^\+/, ''),
    type: 'template',
    template: {
      name: whatsappTemplateName(event),
      language: { policy: 'deterministic', code: hindi ? WHATSAPP_HINDI_CODE : language },
      components: [body, ...buttons],
    },
  };
}

/**
 * Sends order messages as approved templates through Meta's WhatsApp Business Cloud API: one POST to
 * `{baseUrl}/{apiVersion}/{phoneNumberId}/messages` with a 10-second timeout and no retries of its own. A 2xx
 * answer's `messages[0].id` (the wamid that status webhooks name) is the provider id. Unreachable, HTTP 429 or 5xx
 * and the codes of WHATSAPP_TRANSIENT_CODES are transient; any other refusal is not. Never throws.
 */
export function createWhatsappCloudSender(options: WhatsappCloudOptions): WhatsappCloudSender {
  const fetchFn = options.fetch ?? globalThis.fetch;
  const base = (options.baseUrl ?? GRAPH_BASE_URL).replace(/\/+$/, '');
  const url = `${base}/${options.apiVersion}/${options.phoneNumberId}/messages`;
  // A reason names the status, the Graph code and its message; never the token, even were Graph to echo it.
  const scrub = (text: string) =>
    (options.accessToken === '' ? text : text.split(options.accessToken).join('[token]')).slice(0, 300);

  return {
    name: 'cloud',
    channel: 'whatsapp',
    speaks: (_event, language) => language !== 'hi' || options.hindi === true,
    async sendTransactional(message: TransactionalMessage, log: IdentityLog): Promise<TransactionalOutcome> {
      const to = maskPhone(message.to);
      const event = message.event;
      const failed = (transient: boolean, reason: string, extra: object = {}): TransactionalOutcome => {
        const safeReason = scrub(reason);
        log.warn(
          { provider: 'whatsapp-cloud', to, event, transient, reason: safeReason, ...extra },
          'WhatsApp refused',
        );
        return { ok: false, transient, reason: safeReason };
      };
      if (event === 'back_in_stock') return failed(false, 'no WhatsApp template for back_in_stock');

      let request: WhatsappTemplateRequest;
      try {
        request = whatsappTemplateRequest(
          { to: message.to, event, variables: message.variables, language: message.language },
          options.language,
        );
      } catch (err) {
        return failed(false, err instanceof Error ? err.message : 'template parameters missing');
      }
      const template = request.template.name;

      let response: Response;
      try {
        response = await fetchFn(url, {
          method: 'POST',
          headers: { Authorization: `Bearer ${options.accessToken}`, 'Content-Type': 'application/json' },
          body: JSON.stringify(request),
          signal: AbortSignal.timeout(10_000),
        });
      } catch (err) {
        const error = err instanceof Error ? err.name : 'unknown';
        return failed(true, `network: ${error}`, { template });
      }
      const answer = parseJson(await response.text().catch(() => ''));

      if (response.ok) {
        const providerId = messageIdOf(answer);
        if (providerId === undefined) {
          log.warn({ provider: 'whatsapp-cloud', to, event, template }, 'WhatsApp accepted without a message id');
          return { ok: true };
        }
        log.info({ provider: 'whatsapp-cloud', to, event, template, providerId }, 'WhatsApp template sent');
        return { ok: true, providerId };
      }
      const graph = graphErrorOf(answer);
      const transient =
        response.status === 429 ||
        response.status >= 500 ||
        (graph.code !== undefined && WHATSAPP_TRANSIENT_CODES.has(graph.code));
      const said = [
        graph.code === undefined ? '' : `Graph ${graph.code}`,
        graph.message ?? '',
        graph.details === undefined ? '' : `(${graph.details})`,
      ]
        .filter((part) => part !== '')
        .join(' ');
      const reason = `HTTP ${response.status}${said ? `: ${said}` : ''}`;
      return failed(transient, reason, { template, status: response.status, code: graph.code });
    },
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** `messages[0].id` of a send's answer, when it is a non-empty string. */
function messageIdOf(answer: unknown): string | undefined {
  if (!isRecord(answer) || !Array.isArray(answer.messages)) return undefined;
  const first: unknown = answer.messages[0];
  const id = isRecord(first) ? first.id : undefined;
  return typeof id === 'string' && id !== '' ? id : undefined;
}

/** The `error` object of a Graph refusal: its code, message and `error_data.details`, each when present. */
function graphErrorOf(answer: unknown): { code?: number; message?: string; details?: string } {
  const error = isRecord(answer) ? answer.error : undefined;
  if (!isRecord(error)) return {};
  const data = isRecord(error.error_data) ? error.error_data : {};
  return {
    code: typeof error.code === 'number' ? error.code : undefined,
    message: typeof error.message === 'string' ? error.message.slice(0, 200) : undefined,
    details: typeof data.details === 'string' ? data.details.slice(0, 200) : undefined,
  };
}
