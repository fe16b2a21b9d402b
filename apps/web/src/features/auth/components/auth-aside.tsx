import { msg, useI18n } from '../../../lib/i18n';
import { useShopName } from '../../../lib/shop-config';

const POINTS = [
  {
    title: msg('Verified by your phone'),
    text: msg('One-time codes keep your account yours — no one else can sign up with your number.'),
  },
  { title: msg('Orders you can follow'), text: msg('Track every parcel from packing to your doorstep.') },
  { title: msg('Card or cash on delivery'), text: msg('Pay the way you like, anywhere in India.') },
];

/** The wide-screen companion panel of /login: the brand and why an account helps. */
export function AuthAside() {
  const { t, tm } = useI18n();
  const shopName = useShopName();
  return (
    <aside
      aria-label={t('Why join {shopName}', { shopName })}
      className={
        'relative hidden overflow-hidden rounded-3xl bg-ink p-10 text-paper ' +
        'lg:col-start-1 lg:row-start-1 lg:flex lg:min-h-[36rem] lg:flex-col ' +
        'lg:justify-between'
      }
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-24 -right-24 size-80 rounded-full bg-accent/50 blur-3xl"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -bottom-28 -left-16 size-72 rounded-full bg-gold/30 blur-3xl"
      />
      <div className="relative">
        <p className="text-xs font-semibold tracking-[0.3em] text-paper/70 uppercase">{shopName}</p>
        <p className="mt-6 max-w-sm font-display text-5xl leading-[1.05]">
          {t('Dressed for every day, and every festival.')}
        </p>
        <p className="mt-5 max-w-sm text-base leading-relaxed text-paper/75">
          {t('Kurtis, suits, sarees and easy everyday wear — your cart, orders and reviews in one place.')}
        </p>
      </div>
      <ul className="relative mt-10 space-y-5">
        {POINTS.map((point) => (
          <li key={point.title} className="flex gap-4">
            <span
              aria-hidden="true"
              className="mt-0.5 grid size-7 shrink-0 place-items-center rounded-full bg-paper/10 text-sm text-gold"
            >
              ✓
            </span>
            <div>
              <p className="font-semibold">{tm(point.title)}</p>
              <p className="mt-0.5 text-sm leading-relaxed text-paper/70">{tm(point.text)}</p>
            </div>
          </li>
        ))}
      </ul>
    </aside>
  );
}
