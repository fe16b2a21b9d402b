import type { PaymentLinkSent } from '@vastra/domain/api';
import { formatRupeesFromRupees } from '@vastra/domain/money';
import { formatDateTimeIN } from '@vastra/domain/time';
import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { adminPaths } from '../admin-paths';
import { NEW_ORDER_TEXTS as T } from './new-order-texts';

/** A payment link made for a phone order, and who it is for (her name and phone as the form had them). */
export type SentLink = { link: PaymentLinkSent; name: string; phone: string; totalPaise: number };

/** WhatsApp's chat with her Indian mobile (its last ten digits), the message typed in. */
export function whatsAppChatUrl(phone: string, text: string): string {
  const mobile = phone.replace(/\D/g, '').slice(-10);
  return `https://wa.me/91${mobile}?text=${encodeURIComponent(text)}`;
}

const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const;

/**
 * What staff see once a payment link is made (packages/domain/src/api/admin-phone-orders.ts): no order yet, the link
 * to send her (copied, or sent on WhatsApp), until when it can be paid, and the way to the next order. The heading
 * takes the focus, so a screen reader reads the outcome at once.
 */
export function PaymentLinkPanel({ sent, onAnother }: { sent: SentLink; onAnother: () => void }) {
  const toast = useToast();
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const { url, expiresAt } = sent.link;
  const total = formatRupeesFromRupees(sent.totalPaise / 100);

  function copy() {
    // A browser without the clipboard (a page not served over HTTPS) refuses as one that denies it.
    Promise.resolve()
      .then(() => navigator.clipboard.writeText(url))
      .then(
        () => toast.success(T.linkCopied),
        () => toast.error(T.copyFailed),
      );
  }

  return (
    <section
      aria-labelledby={id}
      className="flex max-w-2xl min-w-0 flex-col gap-4 rounded-2xl border border-line bg-white p-4 sm:p-6"
    >
      <h2 id={id} ref={heading} tabIndex={-1} className="text-lg font-semibold text-ink outline-none">
        {T.linkReady}
      </h2>
      <p className="text-sm text-ink">{T.sendLink(sent.name, total)}</p>
      <p className="rounded-xl border border-line bg-sand/40 px-4 py-3 text-sm break-all">
        <a href={url} {...NEW_TAB} className="font-medium text-ink underline underline-offset-2 hover:text-accent-dark">
          {url} <span className="sr-only">{T.opensInNewTab}</span>
        </a>
      </p>
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" size="sm" onClick={copy}>
          {T.copyLink}
        </Button>
        <a
          href={whatsAppChatUrl(sent.phone, T.whatsAppText(url))}
          {...NEW_TAB}
          className={buttonClasses({ variant: 'secondary', size: 'sm' })}
        >
          {T.sendOnWhatsApp} <span className="sr-only">{T.opensInNewTab}</span>
        </a>
      </div>
      <p className="text-sm text-muted">{T.linkExpiry(formatDateTimeIN(expiresAt) ?? expiresAt)}</p>
      <div className="flex flex-wrap items-center gap-4 border-t border-line pt-4">
        <Button onClick={onAnother}>{T.takeAnother}</Button>
        <Link
          to={adminPaths.orders.getHref()}
          className="text-sm text-muted underline-offset-2 hover:text-ink hover:underline"
        >
          {T.backToOrders}
        </Link>
      </div>
    </section>
  );
}
