import type { SearchFacets } from '@vastra/domain/api';
import type { SearchSort } from '@vastra/domain/catalog';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useI18n } from '../../../lib/i18n';
import { maxPriceOf, minPriceOf } from '../hooks/use-shop-filters';
import {
  EMPTY_SHOP_QUERY,
  defaultSort,
  minSliderValue,
  sliderValue,
  sortsFor,
  type ShopQuery,
} from '@vastra/domain/catalog';
import AttributeFilters from './attribute-filters';
import { PriceFilter } from './price-filter';
import { SizeFilter, SortSelect, StockToggle } from './shop-controls';

export type FilterSheetProps = {
  query: ShopQuery;
  facets: SearchFacets | undefined;
  onApply: (query: ShopQuery) => void;
  onClose: () => void;
};

/**
 * The phone's 'Sort / Filter' bottom sheet (a modal dialog: focus kept inside, Escape and Close close
 * it). Choices are a draft until 'Apply', which makes them one history entry; 'Clear all' drops the sheet's
 * filters (the search text, the category row's choice and the sort stay) and closes.
 */
export default function FilterSheet({ query, facets, onApply, onClose }: FilterSheetProps) {
  const { t } = useI18n();
  const [draft, setDraft] = useState(query);
  const change = (patch: Partial<ShopQuery>) => setDraft((current) => ({ ...current, ...patch }));
  return (
    <Dialog
      open
      title={t('Sort and filter')}
      closeLabel={t('Close')}
      onClose={onClose}
      width={520}
      className="flex flex-col gap-6"
    >
      <SortSelect
        value={draft.sort ?? defaultSort(draft)}
        sorts={sortsFor(draft)}
        onChange={(sort: SearchSort) => change({ sort })}
      />
      <PriceFilter
        value={{ min: minSliderValue(draft), max: sliderValue(draft) }}
        onChange={({ min, max }) => change({ minPrice: minPriceOf(min), maxPrice: maxPriceOf(max) })}
      />
      <StockToggle checked={draft.inStock} onChange={(inStock) => change({ inStock })} />
      <SizeFilter
        sizes={facets?.sizes ?? []}
        chosen={draft.sizes}
        onToggle={(size) =>
          change({ sizes: draft.sizes.includes(size) ? draft.sizes.filter((s) => s !== size) : [...draft.sizes, size] })
        }
      />
      <AttributeFilters
        facets={facets?.attributes}
        chosen={draft.attributes}
        onChange={(attributes) => change({ attributes })}
      />
      {/* A sticky box keeps clear of its scroller's padding: the bar sits on the sheet's edge, over the padding, so
          nothing shows below it and the last filter scrolls clear above it. */}
      <div
        data-sheet-actions
        className={
          'sticky -bottom-6 -mx-6 -mb-6 flex gap-3 border-t border-line bg-paper px-6 py-4 ' +
          'sm:-bottom-8 sm:-mx-8 sm:-mb-8 sm:px-8'
        }
      >
        <Button
          variant="secondary"
          className="flex-1"
          onClick={() => onApply({ ...EMPTY_SHOP_QUERY, q: query.q, category: query.category, sort: query.sort })}
        >
          {t('Clear all')}
        </Button>
        <Button className="flex-1" onClick={() => onApply(draft)}>
          {t('Apply')}
        </Button>
      </div>
    </Dialog>
  );
}
