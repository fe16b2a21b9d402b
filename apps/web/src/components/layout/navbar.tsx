import { nameIn } from '@vastra/domain/i18n';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { lazyPart } from '../../lib/lazy-part';
import { Link, NavLink, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { msg, useI18n } from '../../lib/i18n';
import { useShopConfig } from '../../lib/shop-config';
import { cn } from '../ui/cn';
import { Brand } from './brand';
import { BagIcon, MenuIcon, UserIcon } from './icons';
import { LanguageSwitch } from './language-switch';
import { NavbarSearch } from './navbar-search';

export type NavbarProps = {
  /** The signed-in user, or null for a visitor. */
  user: { fullName?: string | null } | null;
  /** The bag link, drawn last: `<NavbarBag count={…} />` from whatever reads the cart (app/app-layout.tsx). */
  bag: ReactNode;
};

// The phone menu's categories load when the menu first opens: no page's first JavaScript carries them.
const MenuCategories = lazyPart(() => import('./menu-categories').then((module) => module.default));

const LINKS = [
  { to: paths.home.getHref(), label: msg('Home'), end: true },
  { to: paths.shop.getHref(), label: msg('Shop'), end: false },
  { to: paths.contact.getHref(), label: msg('Contact'), end: false },
  { to: paths.orders.getHref(), label: msg('Order'), end: false },
  { to: paths.wishlist.getHref(), label: msg('Wishlist'), end: false },
] as const;

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'block rounded-lg px-3 py-3 text-base transition-colors xl:rounded-none ' +
      'xl:px-0 xl:py-1 xl:text-sm xl:tracking-wide',
    'xl:border-b xl:hover:border-ink',
    isActive
      ? 'bg-sand font-medium text-ink xl:border-ink xl:bg-transparent'
      : 'text-muted hover:text-ink xl:border-transparent',
  );

/**
 * docs/rules/ui.md#navbar-and-footer: links, cart badge, Profile or Login, 'Hi, {fullName}', and a collapsible menu on
 * small screens, which also lists the shop's categories (menu-categories.tsx); the product search (navbar-search.tsx).
 * The links stand in one row from 1,280 px (xl) and wrap past it, so the owner's collections never push the search and
 * the bag off the screen (docs/decisions/153-menu-in-one-row-from-1280.md).
 */
export function Navbar({ user, bag }: NavbarProps) {
  const { t, tm, language } = useI18n();
  const [open, setOpen] = useState(false);
  const location = useLocation();
  // The collections the owner puts in the menu, after Shop (docs/decisions/098-collections.md), in the owner's words:
  // in Hindi on a Hindi page where written (docs/decisions/175-collections-in-hindi.md).
  const collections = useShopConfig().data?.collections ?? [];
  const own = LINKS.map((link) => ({ ...link, label: tm(link.label) }));
  const links = [
    ...own.slice(0, 2),
    ...collections.map((c) => ({
      to: paths.collection.getHref(c.slug),
      label: nameIn({ name: c.title, hindiName: c.hindiTitle }, language),
      end: false,
    })),
    ...own.slice(2),
  ];
  const [lastKey, setLastKey] = useState(location.key);
  if (lastKey !== location.key) {
    setLastKey(location.key);
    setOpen(false);
  }
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <header className="sticky top-0 z-40 border-b border-line bg-paper/90 backdrop-blur-md">
      <a
        href="#main"
        className={
          'sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 ' +
          'focus:z-50 focus:rounded-full focus:bg-ink focus:px-4 focus:py-2 ' +
          'focus:text-paper'
        }
      >
        {t('Skip to content')}
      </a>
      <nav
        aria-label={t('Main')}
        className={
          'relative mx-auto flex min-h-16 max-w-7xl items-center gap-2 px-2 sm:px-6 xl:min-h-20 xl:gap-10 xl:px-8'
        }
      >
        <button
          type="button"
          className="grid size-11 place-items-center rounded-full text-ink hover:bg-sand xl:hidden"
          aria-expanded={open}
          aria-controls="primary-menu"
          aria-label={t('Menu')}
          onClick={() => setOpen((value) => !value)}
        >
          <MenuIcon open={open} />
        </button>
        <Brand className="mr-auto xl:mr-0" />
        <div
          id="primary-menu"
          className={cn(
            'absolute top-full right-0 left-0 border-b border-line bg-paper px-4 ' +
              'pt-2 pb-5 shadow-lg xl:static xl:flex xl:flex-1 xl:items-center ' +
              'xl:justify-between xl:border-0 xl:bg-transparent xl:p-0 xl:shadow-none',
            open ? 'animate-fade-in block' : 'hidden',
          )}
        >
          <ul className="flex flex-col xl:flex-row xl:flex-wrap xl:gap-x-8">
            {links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.end} className={linkClass}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
          {open && (
            <div className="xl:hidden">
              <Suspense fallback={null}>
                <MenuCategories />
              </Suspense>
            </div>
          )}
          <div className="mt-3 flex items-center gap-4 border-t border-line pt-4 xl:mt-0 xl:border-0 xl:pt-0">
            {user && (
              <p className="text-sm text-muted">{t('Hi, {name}', { name: user.fullName?.trim() || t('User') })}</p>
            )}
            {user ? (
              <NavLink
                to={paths.profile.getHref()}
                className="flex items-center gap-1.5 text-sm font-medium text-ink hover:text-accent"
              >
                <UserIcon />
                {t('Profile')}
              </NavLink>
            ) : (
              <NavLink
                to={paths.login.getHref()}
                className="flex items-center gap-1.5 text-sm font-medium text-ink hover:text-accent"
              >
                <UserIcon />
                {t('Login')}
              </NavLink>
            )}
            <LanguageSwitch className="ml-auto xl:ml-0" />
          </div>
        </div>
        <NavbarSearch />
        {bag}
      </nav>
    </header>
  );
}

/**
 * The navbar's bag link with the cart's total quantity; the badge shows when above zero. The layout hands it to the
 * navbar from the one component that reads the cart, so a change of the cart draws this link again, not the navbar
 * (docs/decisions/156-the-bag-alone-reads-the-cart.md).
 */
export function NavbarBag({ count: cartCount }: { count: number }) {
  const { t, tn } = useI18n();
  // The count as digits only (1000, as the label always said), so {n} rather than tn's grouped {count}.
  const cartLabel = cartCount > 0 ? tn(cartCount, 'Cart, {n} item', 'Cart, {n} items', { n: cartCount }) : t('Cart');
  return (
    <Link
      to={paths.cart.getHref()}
      aria-label={cartLabel}
      className="relative grid size-11 place-items-center rounded-full text-ink hover:bg-sand"
    >
      <BagIcon />
      {cartCount > 0 && (
        <span
          data-testid="cart-badge"
          className={
            'absolute top-0.5 right-0 grid h-5 min-w-5 place-items-center ' +
            'rounded-full bg-accent px-1 text-[0.6875rem] font-semibold text-white ' +
            'tabular-nums'
          }
        >
          {cartCount > 99 ? '99+' : cartCount}
        </span>
      )}
    </Link>
  );
}
