import { BACK_OFFICE_MESSAGES as M } from '@vastra/domain/back-office';
import { useId, useMemo } from 'react';
import { cn } from '../../../../components/ui/cn';
import type { ImportReport } from '../api/import-stock';
import { Alert } from '../../../../components/ui/alert';

type Row = ImportReport['rows'][number];

const stock = (value: number | null) => (value === null ? '–' : value.toLocaleString('en-IN'));

/** Rows with errors first (they are what needs doing), then the file's order. */
function ordered(rows: readonly Row[]): Row[] {
  return [...rows].sort((a, b) => Number(b.error !== null) - Number(a.error !== null) || a.line - b.line);
}

/** What a preview (or a refused apply) says about each row, with the counts above. */
export function ImportReportTable({ report }: { report: ImportReport }) {
  const titleId = useId();
  const rows = useMemo(() => ordered(report.rows), [report.rows]);
  return (
    <section aria-labelledby={titleId} className="flex min-w-0 flex-col gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={titleId} className="text-lg font-semibold text-ink">
          {M.importPreviewTitle}
        </h2>
        <p className="text-sm font-medium text-ink" data-testid="import-counts">
          {M.importCounts(report.changeCount, report.errorCount)}
        </p>
      </div>
      {report.errorCount > 0 && <Alert>{report.message ?? M.importFixErrors}</Alert>}
      <div className="overflow-x-auto rounded-card border border-line bg-white">
        <table className="w-full text-left text-sm tabular-nums">
          <caption className="sr-only">{M.importPreviewTitle}</caption>
          <thead className="bg-sand/60 text-muted">
            <tr>
              {[M.importLine, M.importProduct, M.importSize, M.importStock, M.importError].map((name) => (
                <th key={name} scope="col" className="px-3 py-2 font-medium">
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.line} className={cn('border-t border-line align-top', row.error !== null && 'bg-danger/5')}>
                <td className="px-3 py-2">{row.line}</td>
                <td className="max-w-56 px-3 py-2 break-words">{row.title ?? row.productId ?? '–'}</td>
                <td className="px-3 py-2">{row.size}</td>
                <td className="px-3 py-2 whitespace-nowrap">
                  {row.before === row.after ? stock(row.after) : `${stock(row.before)} → ${stock(row.after)}`}
                </td>
                <td className="px-3 py-2 font-medium text-danger">{row.error ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
