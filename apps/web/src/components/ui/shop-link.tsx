import { useContext, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { UNSAFE_NavigationContext as NavigationContext } from 'react-router';

export type ShopLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target' | 'onClick'> & {
  /** A path of the shop ('/product/…'), absolute: it is not resolved against the current route. */
  to: string;
  /** The history state the page opened gets (a product card's chosen size). */
  state?: unknown;
};

/** Whether a press is the browser's to follow (another button, or a modified click: a new tab or window). */
const isBrowsers = (event: MouseEvent) =>
  event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;

/**
 * A link to a page of the shop for lists of many (product cards; docs/decisions/146-light-links-in-product-cards.md):
 * a plain anchor whose plain press moves within the app through the router's navigator, as React Router's `Link`
 * does, opening the same page again in place of itself. React Router's `Link` resolves its path against the route's
 * matches and subscribes to the location on every render, about a millisecond each on a phone: a page of cards has
 * dozens. Only absolute paths; a link whose path is relative, or that needs the active state, is a `Link`/`NavLink`.
 */
export function ShopLink({ to, state, children, ...anchor }: ShopLinkProps) {
  const { navigator } = useContext(NavigationContext);
  return (
    <a
      {...anchor}
      href={to}
      onClick={(event) => {
        if (isBrowsers(event)) return;
        event.preventDefault();
        const here = location.pathname + location.search + location.hash;
        navigator[here === to ? 'replace' : 'push'](to, state);
      }}
    >
      {children}
    </a>
  );
}
