import { msg, useI18n } from '../../../lib/i18n';

const ITEMS = [
  {
    title: msg('Free shipping'),
    text: msg('On every order, across India'),
    icon: 'M3 7h11v8H3zM14 10h4l3 3v2h-7M7 18a1.5 1.5 0 1 0 0-.01M17 18a1.5 1.5 0 1 0 0-.01',
  },
  {
    title: msg('Cash on delivery'),
    text: msg('Or pay securely by card'),
    icon: 'M3 7h18v10H3zM12 12m-2.5 0a2.5 2.5 0 1 0 5 0a2.5 2.5 0 1 0-5 0M6 10v4M18 10v4',
  },
  {
    title: msg('Delivered in'),
    // DELIVERY_ESTIMATE (docs/rules/constants.md), as a message.
    text: msg('5–7 working days'),
    icon: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18M12 7v5l3 2',
  },
] as const;

/**
 * The shop's promises under the hero: free shipping (docs/rules/constants.md shipping cost 0), COD, the delivery
 * estimate.
 */
export function ServiceHighlights() {
  const { tm } = useI18n();
  return (
    <ul className="mx-auto grid w-full max-w-7xl grid-cols-3 gap-2 px-4 sm:gap-5 sm:px-6 lg:px-8">
      {ITEMS.map((item) => (
        <li
          key={item.title}
          className={
            'flex flex-col items-center gap-2 rounded-[var(--radius-card)] border ' +
            'border-line px-2 py-3 text-center sm:flex-row sm:gap-3 sm:px-4 ' +
            'sm:text-left'
          }
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-6 shrink-0 text-accent"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d={item.icon} />
          </svg>
          <p className="text-xs leading-tight sm:text-sm">
            <span className="block font-medium text-ink">{tm(item.title)}</span>
            <span className="text-muted">{tm(item.text)}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}
