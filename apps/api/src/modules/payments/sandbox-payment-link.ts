import { ENDPOINTS } from '@vastra/domain/api';
import { formatRupees, paise } from '@vastra/domain/money';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { paymentLinks, paymentOrders } from '../../db/schema';
import { AppError } from '../../errors';
import { contractRoutes } from '../../plugins/contract-route';
import { escapeHtml } from '../../plugins/spa-head';
import type { Clock } from '../../shared/clock';
import { gatewayId } from './gateway-ids';
import { webhookSignature } from './gateway-signature';
import type { SandboxLedger } from './sandbox-ledger';

/** The sandbox link page's words. */
export const SANDBOX_LINK_TEXTS = {
  title: 'Sandbox payment link',
  note: 'This is the sandbox: no money moves. In the shop, Razorpay shows this page.',
  amount: (rupees: string) => `Pay ${rupees}`,
  payUpi: 'Pay by UPI',
  payCard: 'Pay by card',
  paid: 'Paid. Thank you: your order is placed, and a message with its details is on its way.',
  expired: 'This payment link has expired. Ask the shop for a new one.',
  notFound: 'This payment link does not exist.',
} as const;

/**
 * The page a sandbox payment link opens and its pay buttons (docs/decisions/133-payment-links.md): paying records a
 * captured payment in the sandbox's ledger and delivers the `payment_link.paid` webhook, signed with the sandbox
 * secret exactly as Razorpay signs, to the shop's own webhook route, so the order is placed as it would be in
 * production. The page is a plain form post: it needs no script.
 */
export function registerSandboxPaymentLinks(
  app: FastifyInstance,
  deps: { db: Db; keySecret: string; ledger: SandboxLedger; clock: Clock },
): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  const route = contractRoutes(app);

  async function linkOf(linkId: string) {
    const [row] = await deps.db
      .select({ id: paymentLinks.id, status: paymentLinks.status, amountPaise: paymentOrders.amountPaise })
      .from(paymentLinks)
      .innerJoin(paymentOrders, eq(paymentOrders.id, paymentLinks.id))
      .where(eq(paymentLinks.id, linkId));
    if (!row) throw new AppError('not-found', SANDBOX_LINK_TEXTS.notFound);
    return row;
  }

  route(ENDPOINTS.sandboxPaymentLink, async ({ params, reply }) => {
    const link = await linkOf(params.linkId);
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(linkPage(link));
  });

  route(ENDPOINTS.sandboxPaymentLinkPay, async ({ params, body, reply }) => {
    const link = await linkOf(params.linkId);
    if (link.status === 'active') {
      const payment = deps.ledger.collect(link.id, link.amountPaise, true);
      const event = {
        entity: 'event',
        event: 'payment_link.paid',
        contains: ['payment_link', 'order', 'payment'],
        payload: {
          payment_link: { entity: { id: link.id, status: 'paid', amount: link.amountPaise } },
          payment: {
            entity: {
              id: payment.id,
              amount: link.amountPaise,
              status: 'captured',
              method: body.method,
              order_id: gatewayId('order'),
            },
          },
        },
        created_at: Math.floor(deps.clock.now().getTime() / 1000),
      };
      const raw = Buffer.from(JSON.stringify(event));
      await app.inject({
        method: 'POST',
        url: ENDPOINTS.paymentWebhook.path,
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': webhookSignature(deps.keySecret, raw),
          'x-razorpay-event-id': `evt_${payment.id}`,
        },
        payload: raw,
      });
    }
    return reply.redirect(ENDPOINTS.sandboxPaymentLink.path.replace(':linkId', link.id), 303);
  });
}

function linkPage(link: { id: string; status: string; amountPaise: number }): string {
  const T = SANDBOX_LINK_TEXTS;
  const action = escapeHtml(ENDPOINTS.sandboxPaymentLinkPay.path.replace(':linkId', link.id));
  const body =
    link.status === 'active'
      ? `<form method="post" action="${action}">
  <button name="method" value="upi">${T.payUpi}</button>
  <button name="method" value="card">${T.payCard}</button>
</form>`
      : `<p role="status">${link.status === 'paid' ? T.paid : T.expired}</p>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${T.title}</title>
<style>
body { font: 16px/1.5 system-ui, sans-serif; margin: 0; padding: 2rem 1rem; background: #f6f3ee; color: #1f1a17; }
main { max-width: 28rem; margin: 0 auto; background: #fff; border-radius: 1rem; padding: 1.5rem; }
h1 { font-size: 1.25rem; margin: 0 0 .25rem; }
.note { color: #5c534c; font-size: .875rem; margin: 0 0 1.25rem; }
form { display: grid; gap: .75rem; }
button { font: inherit; font-weight: 600; padding: .75rem 1rem; border-radius: .75rem; border: 0;
  background: #1f1a17; color: #fff; cursor: pointer; }
button + button { background: #fff; color: #1f1a17; border: 1px solid #1f1a17; }
</style>
</head>
<body>
<main>
<h1>${T.title}</h1>
<p class="note">${T.note}</p>
<p><strong>${escapeHtml(T.amount(formatRupees(paise(link.amountPaise))))}</strong></p>
${body}
</main>
</body>
</html>`;
}
