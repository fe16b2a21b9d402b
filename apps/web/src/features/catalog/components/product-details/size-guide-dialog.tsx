import type { SizeGuideResponse } from '@vastra/domain/api';
import { CATALOG_SIZE_GUIDE_MESSAGES as M, formatMeasurement, sizeGuideRows } from '@vastra/domain/catalog';
import { useState } from 'react';
import { Dialog } from '../../../../components/ui/dialog';
import { cn } from '../../../../components/ui/cn';

type Unit = 'cm' | 'in';

/**
 * The category's size guide: a row per size in the category's order, measurements in cm with a switch to inches
 * (worked out from the cm: docs/decisions/097-categories.md). Loaded lazily by SizeGuideButton.
 */
export default function SizeGuideDialog({ guide, onClose }: { guide: SizeGuideResponse; onClose: () => void }) {
  const [unit, setUnit] = useState<Unit>('cm');
  const columns = guide.sizeGuide?.columns ?? [];
  const rows = sizeGuideRows(guide.sizeGuide, guide.sizes);
  const unitName = unit === 'cm' ? M.cm : M.inches;
  return (
    <Dialog open onClose={onClose} title={M.title(guide.name)} width={560} closeLabel={M.close}>
      <div role="group" aria-label={M.unitLabel} className="mb-4 flex items-center gap-2 text-sm">
        <span className="text-muted">{M.unitLabel}</span>
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
            {choice === 'cm' ? M.cm : M.inches}
          </button>
        ))}
      </div>
      <div className="overflow-x-auto">
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">{`${M.title(guide.name)} (${unitName})`}</caption>
          <thead>
            <tr className="border-b border-line text-left">
              <th scope="col" className="py-2 pr-4 font-semibold text-ink">
                Size
              </th>
              {columns.map((column) => (
                <th key={column} scope="col" className="py-2 pr-4 font-semibold text-ink">
                  {`${column} (${unit === 'cm' ? M.cm : 'in'})`}
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
