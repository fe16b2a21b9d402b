import { useQuery } from '@tanstack/react-query';
import { NavLink, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { callAfterFirstPaint } from '../../lib/api/call-after-first-paint';
import { useI18n } from '../../lib/i18n';
import { useCategoryNameIn } from '../../lib/category-names';
import { useShopConfig } from '../../lib/shop-config';

/**
 * The shop's shown categories in its order, as the shop's own search counts them (docs/decisions/097-categories.md:
 * hidden ones are left out of the facets), for a page whose configuration does not name them (one kept from before
 * it did). One product is asked for: only the facets are read.
 */
export async function getMenuCategories(signal?: AbortSignal): Promise<{ value: string; name: string }[]> {
  const answer = await callAfterFirstPaint('search', { query: { limit: '1' }, signal });
  return answer.facets.categories.map(({ value, name }) => ({ value, name }));
}

const linkClass = 'block rounded-lg px-3 py-2.5 text-base text-muted hover:bg-sand hover:text-ink';

/**
 * The phone menu's categories ("Sarees" in two taps: docs/decisions/102-shopper-polish.md), as the shop's configuration
 * names them (docs/decisions/159-category-names-with-the-shop.md): no request, offline too. Nothing shows until they
 * are known or if they cannot be read.
 */
export default function MenuCategories() {
  const { t } = useI18n();
  const named = useShopConfig().data?.categories;
  const nameIn = useCategoryNameIn();
  const { data: searched } = useQuery({
    queryKey: ['menu-categories'] as const,
    queryFn: ({ signal }) => getMenuCategories(signal),
    staleTime: 5 * 60_000,
    enabled: named === undefined,
  });
  const data = named ? named.map(({ slug, name }) => ({ value: slug, name })) : searched;
  const location = useLocation();
  if (!data || data.length === 0) return null;
  const current = location.pathname === paths.shop.path ? new URLSearchParams(location.search).get('category') : null;
  return (
    <section aria-labelledby="menu-categories-heading" className="mt-2 border-t border-line pt-3">
      <h2
        id="menu-categories-heading"
        className="px-3 pb-1 text-[0.6875rem] font-semibold tracking-[0.22em] text-muted uppercase"
      >
        {t('Categories')}
      </h2>
      <ul className="grid grid-cols-2 gap-x-2">
        {data.map((category) => (
          <li key={category.value}>
            <NavLink
              to={paths.shop.getHref(category.value)}
              aria-current={current === category.value ? 'page' : undefined}
              className={linkClass}
            >
              {nameIn(category.value, category.name)}
            </NavLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
