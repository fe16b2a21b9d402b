import { formatRupeesFromRupees } from '@vastra/domain/money';
import type { ShopSettings } from '@vastra/domain/settings';
import { msg, useI18n, type Translator } from '../../../lib/i18n';
import { useShopConfig } from '../../../lib/shop-config';

/**
 * ₹49, or ₹49.50, as the product page words a fee (lib/delivery/fee-lines.ts). Written here rather than imported: that
 * module is a chunk of its own, and each route that imports it lists its name in the first JavaScript's preload map
 * (~20 bytes gzip, which /product's budget has not got: scripts/check-bundle-size.mjs).
 */
const fee = (amount: number) => formatRupeesFromRupees(amount).replace(/\.00$/, '');

/**
 * The home's promise of delivery under the hero, true to the owner's fees: the specification's "Free shipping · On
 * every order, across India" while there is no fee (or the page came without the fees), free shipping from the
 * owner's threshold, or the fee itself.
 */
function shippingPromise(
  charges: ShopSettings['delivery'] | undefined,
  t: Translator['t'],
): { title: string; text: string } {
  if (!charges || charges.feeRupees === 0) {
    return { title: t('Free shipping'), text: t('On every order, across India') };
  }
  if (charges.freeAboveRupees !== null) {
    return {
      title: t('Free shipping'),
      text: t('On orders of {from} or more', { from: fee(charges.freeAboveRupees) }),
    };
  }
  return { title: t('Delivery {fee}', { fee: fee(charges.feeRupees) }), text: t('On every order, across India') };
}

const DELIVERY_ICON = 'M3 7h11v8H3zM14 10h4l3 3v2h-7M7 18a1.5 1.5 0 1 0 0-.01M17 18a1.5 1.5 0 1 0 0-.01';

const ITEMS = [
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
 * The shop's promises under the hero: shipping as the owner charges it (free, docs/rules/constants.md shipping cost 0,
 * until the owner sets a fee: docs/decisions/087-delivery-and-cod-fees.md), COD, the delivery estimate.
 */
export function ServiceHighlights() {
  const { t, tm } = useI18n();
  const shipping = shippingPromise(useShopConfig().data?.delivery, t);
  const items = [
    { ...shipping, icon: DELIVERY_ICON },
    ...ITEMS.map((item) => ({ ...item, title: tm(item.title), text: tm(item.text) })),
  ];
  return (
    <ul className="mx-auto grid w-full max-w-7xl grid-cols-3 gap-2 px-4 sm:gap-5 sm:px-6 lg:px-8">
      {items.map((item) => (
        <li
          key={item.icon}
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
            <span className="block font-medium text-ink">{item.title}</span>
            <span className="text-muted">{item.text}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}
