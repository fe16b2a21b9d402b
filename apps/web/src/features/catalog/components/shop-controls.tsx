import type { SearchSort } from '@vastra/domain/catalog';
import type { SearchFacets } from '@vastra/domain/api';
import { useId } from 'react';
import { cn } from '../../../components/ui/cn';
import { msg, useI18n, type Message } from '../../../lib/i18n';

const HEADING = 'mb-3 text-xs font-semibold tracking-[0.16em] text-muted uppercase';

export type SortSelectProps = {
  value: SearchSort;
  sorts: readonly SearchSort[];
  onChange: (sort: SearchSort) => void;
  className?: string;
};

/** The sort control's label for each sort: SEARCH_SORT_LABELS (packages/domain/src/catalog/search.ts) as messages. */
const SORT_LABELS: Record<SearchSort, Message> = {
  relevance: msg('Relevance'),
  newest: msg('Newest first'),
  price_asc: msg('Price: low to high'),
  price_desc: msg('Price: high to low'),
  discount: msg('Biggest discount'),
  popular: msg('Popular'),
};

/** 'Sort by': the sorts offered (relevance only with a search text), labelled SORT_LABELS. */
export function SortSelect({ value, sorts, onChange, className }: SortSelectProps) {
  const { t, tm } = useI18n();
  const id = useId();
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <label htmlFor={id} className="text-sm text-muted">
        {t('Sort by')}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as SearchSort)}
        className="min-h-10 rounded-lg border border-line bg-paper px-3 text-sm text-ink"
      >
        {sorts.map((sort) => (
          <option key={sort} value={sort}>
            {tm(SORT_LABELS[sort])}
          </option>
        ))}
      </select>
    </div>
  );
}

export type SizeFilterProps = {
  sizes: SearchFacets['sizes'];
  chosen: readonly string[];
  onToggle: (size: string) => void;
};

/** 'Size': one checkbox per size the results have, with how many match (facet counts). */
export function SizeFilter({ sizes, chosen, onToggle }: SizeFilterProps) {
  const { t } = useI18n();
  // A chosen size stays offered even when nothing else now has it, so it can be unticked.
  const shown = [
    ...sizes,
    ...chosen
      .filter((size) => !sizes.some((s) => s.value === size))
      .map((value) => ({
        value,
        count: 0,
      })),
  ];
  if (shown.length === 0) return null;
  return (
    <fieldset>
      <legend className={HEADING}>{t('Size')}</legend>
      <ul className="flex flex-wrap gap-2">
        {shown.map(({ value, count }) => {
          const checked = chosen.includes(value);
          return (
            <li key={value}>
              <label
                className={cn(
                  'flex min-h-10 cursor-pointer items-center gap-2 rounded-full border px-3 text-sm',
                  'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent',
                  checked ? 'border-ink bg-ink text-paper' : 'border-line bg-paper text-ink hover:border-ink',
                )}
              >
                <input type="checkbox" className="sr-only" checked={checked} onChange={() => onToggle(value)} />
                {`${value} `}
                <span className={checked ? 'text-paper/80' : 'text-muted'}>{`(${count})`}</span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

export type StockToggleProps = { checked: boolean; onChange: (inStock: boolean) => void };

/** 'In stock only': hides products with nothing left in any size. */
export function StockToggle({ checked, onChange }: StockToggleProps) {
  const { t } = useI18n();
  return (
    <label className="flex min-h-10 cursor-pointer items-center gap-3 text-sm text-ink">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-5 accent-ink"
      />
      {t('In stock only')}
    </label>
  );
}
