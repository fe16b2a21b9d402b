import { HOME_CATEGORY_TILES, categoryLabel } from '@vastra/domain/catalog';

/** Until the home answers: the seed's tiles without covers. */
const DEFAULT_TILES = HOME_CATEGORY_TILES.map((category) => ({ category, name: categoryLabel(category), image: null }));
import { Link } from 'react-router';
import { useI18n } from '../../../lib/i18n';
import { useCategoryNameIn } from '../../../lib/category-names';
import { Photo } from '../../../components/ui/product-photo';
import { paths } from '../../../config/paths';
import type { Home } from '../api/get-home';
import { SectionHeading } from './section-heading';

const TILE_TINTS = [
  'from-[#c9633b] to-[#7d2f14]',
  'from-[#3a302a] to-[#15110f]',
  'from-[#d9c2a6] to-[#9c7048]',
  'from-[#7c8b7a] to-[#3f4a3e]',
];

/**
 * docs/rules/catalogue.md#home: Browse by Category tiles (the seed's Kurti, T-Shirt, Saree, Shorts; the shop's own in
 * its order: docs/decisions/097-categories.md), each to /shop?category={slug}; a tile shows its category's cover photo
 * when the home has one (a tinted tile until then).
 */
export function CategoryTiles({ covers }: { covers: Home['categoryCovers'] | undefined }) {
  const { t } = useI18n();
  const nameIn = useCategoryNameIn();
  return (
    <section aria-labelledby="browse-heading" className="mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8">
      <SectionHeading id="browse-heading" eyebrow={t('Shop the edit')} title={t('Browse by Category')} />
      <ul className="grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-4">
        {(covers ?? DEFAULT_TILES).map(({ category, name, image: cover }, i) => {
          return (
            <li key={category}>
              <Link
                to={paths.shop.getHref(category)}
                className={
                  `group relative flex aspect-[4/5] items-end overflow-hidden ` +
                  `rounded-[var(--radius-card)] bg-gradient-to-b ` +
                  `${TILE_TINTS[i % TILE_TINTS.length] ?? ''}`
                }
              >
                {cover && (
                  <Photo
                    src={cover}
                    alt=""
                    width={400}
                    height={500}
                    sizes="(min-width: 1280px) 300px, (min-width: 1024px) 25vw, 50vw"
                    loading="lazy"
                    decoding="async"
                    className={
                      'absolute inset-0 size-full object-cover transition-transform ' +
                      'duration-700 ease-out group-hover:scale-105'
                    }
                  />
                )}
                <span
                  aria-hidden="true"
                  className="absolute inset-0 bg-gradient-to-t from-ink/70 to-transparent to-40%"
                />
                <span className="relative flex w-full items-center justify-between p-4 sm:p-5">
                  <span className="font-display text-xl text-paper sm:text-2xl">{nameIn(category, name)}</span>
                  <span
                    aria-hidden="true"
                    className={
                      'grid size-8 place-items-center rounded-full bg-paper/90 text-ink ' +
                      'transition-transform group-hover:translate-x-0.5'
                    }
                  >
                    →
                  </span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
