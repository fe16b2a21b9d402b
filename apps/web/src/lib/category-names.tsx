import { nameIn } from '@vastra/domain/i18n';
import { createContext, useCallback, useContext, type ReactNode } from 'react';
import { useI18n } from './i18n';
import { useShopConfig } from './shop-config';

type CategoryNameIn = (slug: string, name?: string) => string;

/** Without the provider (a component drawn alone): the name given, else the slug. */
const CategoryNames = createContext<CategoryNameIn>((slug, name) => name || slug);

/**
 * Names the categories for the whole page, reading the shop's configuration once: a page draws dozens of product
 * cards, each naming its category (docs/decisions/173-owner-texts-in-hindi.md), and each reading the configuration
 * would watch it once more.
 */
export function CategoryNamesProvider({ children }: { children: ReactNode }) {
  const { language } = useI18n();
  const named = useShopConfig().data?.categories;
  // The same function while the language and the names stay: lists made with it (the shop's filter buttons, which
  // centre the chosen one when their list changes) are made again only then.
  const categoryNameIn = useCallback<CategoryNameIn>(
    (slug, name) => {
      const known = named?.find((c) => c.slug === slug);
      return (known && nameIn(known, language)) || name || slug;
    },
    [language, named],
  );
  return <CategoryNames value={categoryNameIn}>{children}</CategoryNames>;
}

/**
 * A category's name as the shopper reads it: on a Hindi page the Hindi name the shop's configuration gives it
 * (docs/decisions/172-category-names-in-hindi.md), else the name it gives it, else `name` (a hidden category is not in
 * the configuration), else the slug.
 */
export function useCategoryNameIn(): CategoryNameIn {
  return useContext(CategoryNames);
}
