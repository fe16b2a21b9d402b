import type { SizeGuideResponse } from '@vastra/domain/api';
import { formatMeasurement, sizeGuideRows } from '@vastra/domain/catalog';
import { useState } from 'react';
import { Dialog } from '../../../../components/ui/dialog';
import { cn } from '../../../../components/ui/cn';
import { useI18n } from '../../../../lib/i18n';
import { useCategoryNameIn } from '../../../../lib/category-names';

type Unit = 'cm' | 'in';

/**
 * The category's size guide: a row per size in the category's order, measurements in cm with a switch to inches
 * (worked out from the cm: docs/decisions/097-categories.md). Loaded lazily by SizeGuideButton.
 */
export default function SizeGuideDialog({ guide, onClose }: { guide: SizeGuideResponse; onClose: () => void }) {
  const { t } = useI18n();
  const [unit, setUnit] = useState<Unit>('cm');
  const columns = guide.sizeGuide?.columns ?? [];
  const rows = sizeGuideRows(guide.sizeGuide, guide.sizes);
  // CATALOG_SIZE_GUIDE_MESSAGES (packages/domain/src/catalog/category-messages.ts), in the shopper's language.
  const nameIn = useCategoryNameIn();
  const title = t('Size guide: {category}', { category: nameIn(guide.category, guide.name) });
  const unitLabel = t('Measurements in');
  const unitName = unit === 'cm' ? t('cm') : t('inches');
  return (
    <Dialog open onClose={onClose} title={title} width={560} closeLabel={t('Close')}>
      <div role="group" aria-label={unitLabel} className="mb-4 flex items-center gap-2 text-sm">
        <span className="text-muted">{unitLabel}</span>
        {(['cm', 'in'] as const).map((choice) => (
          <button
            key={choice}
            type="button"
            aria-pressed={unit === choice}
            onClick={() => setUnit(choice)}
            className={cn(
              'min-h-9 rounded-full border px-3 font-medium',
              unit === choice ? 'border-ink bg-ink text-paper' : 'border-line bg-paper text-ink hover:border-ink',
            )}
          >
            {choice === 'cm' ? t('cm') : t('inches')}
          </button>
        ))}
      </div>
      <div className="overflow-x-auto">
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">{`${title} (${unitName})`}</caption>
          <thead>
            <tr className="border-b border-line text-left">
              <th scope="col" className="py-2 pr-4 font-semibold text-ink">
                {t('Size')}
              </th>
              {columns.map((column) => (
                <th key={column} scope="col" className="py-2 pr-4 font-semibold text-ink">
                  {`${column} (${unit === 'cm' ? t('cm') : t('in')})`}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.size} className="border-b border-line last:border-0">
                <th scope="row" className="py-2 pr-4 text-left font-medium text-ink">
                  {row.size}
                </th>
                {columns.map((column, i) => (
                  <td key={column} className="py-2 pr-4 text-ink tabular-nums">
                    {formatMeasurement(row.cm[i] ?? null, unit)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Dialog>
  );
}
