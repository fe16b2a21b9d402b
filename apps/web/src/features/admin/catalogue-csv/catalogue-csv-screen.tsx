import { useMutation } from '@tanstack/react-query';
import { BACK_OFFICE_MESSAGES as M } from '@vastra/domain/back-office';
import { useId, useMemo, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { AdminPage } from '../components/admin-page';
import { downloadProductsCsv, refusedImport, sendProductsCsv, type ProductImportReport } from './catalogue-csv-api';

type Row = ProductImportReport['rows'][number];

const failure = (error: unknown) => (error instanceof Error && error.message ? error.message : M.importFailed);

const FILE_INPUT =
  'max-w-full text-sm text-ink file:mr-3 file:min-h-9 file:rounded-full file:border ' +
  'file:border-ink/80 file:bg-transparent file:px-4 file:text-sm file:font-medium file:text-ink ' +
  'hover:file:bg-sand';

/** Rows that say something (errors first, then creations and changes), in the file's order within each. */
function listed(rows: readonly Row[]): Row[] {
  const rank = (r: Row) => (r.action === 'error' ? 0 : 1);
  return rows.filter((r) => r.action !== 'unchanged' || r.notes.length > 0).sort((a, b) => rank(a) - rank(b));
}

function PreviewTable({ report }: { report: ProductImportReport }) {
  const titleId = useId();
  const rows = useMemo(() => listed(report.rows), [report.rows]);
  const hidden = report.rows.length - rows.length;
  return (
    <section aria-labelledby={titleId} className="flex min-w-0 flex-col gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={titleId} className="text-lg font-semibold text-ink">
          {M.importPreview}
        </h2>
        <p className="text-sm font-medium text-ink" data-testid="catalogue-csv-counts">
          {M.catalogueCsvCounts({ ...report, errors: report.errorCount })}
        </p>
      </div>
      {report.errorCount > 0 && <Alert>{report.message ?? M.catalogueCsvFixErrors}</Alert>}
      {report.ignoredColumns.length > 0 && (
        <p className="text-sm text-muted">{M.catalogueCsvIgnored(report.ignoredColumns)}</p>
      )}
      {rows.length > 0 && (
        // A region that scrolls must be reachable by the keyboard (axe: scrollable-region-focusable).
        <div
          role="region"
          aria-labelledby={titleId}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          className="overflow-x-auto rounded-card border border-line bg-white"
        >
          <table className="w-full text-left text-sm tabular-nums">
            <caption className="sr-only">{M.importPreview}</caption>
            <thead className="bg-sand/60 text-muted">
              <tr>
                {[M.importLine, M.importProduct, M.importSize, M.catalogueCsvAction].map((name) => (
                  <th key={name} scope="col" className="px-3 py-2 font-medium">
                    {name}
                  </th>
                ))}
                <th scope="col" className="px-3 py-2 font-medium">
                  {M.catalogueCsvDetails}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr
                  key={row.line}
                  className={cn('border-t border-line align-top', row.action === 'error' && 'bg-danger/5')}
                >
                  <td className="px-3 py-2">{row.line}</td>
                  <td className="max-w-56 px-3 py-2 break-words">{row.title ?? (row.handle || '–')}</td>
                  <td className="px-3 py-2">{row.size ?? '–'}</td>
                  <td className="px-3 py-2">
                    {row.action === 'error' ? M.importError : M.catalogueCsvActions[row.action]}
                  </td>
                  <td className="min-w-56 px-3 py-2 break-words">
                    {row.errors.map((error) => (
                      <p key={error} className="font-medium text-danger">
                        {error}
                      </p>
                    ))}
                    {row.changes.length > 0 && <p>{row.changes.join(', ')}</p>}
                    {row.notes.map((note) => (
                      <p key={note} className="text-muted">
                        {note}
                      </p>
                    ))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {hidden > 0 && <p className="text-sm text-muted">{M.catalogueCsvUnchangedHidden(hidden)}</p>}
    </section>
  );
}

/**
 * The catalogue as a spreadsheet: download it, upload it back (or a Shopify export), see every row's effect, apply
 * all of it at once. The preview is of one chosen file: choosing another drops it, so what is applied is what was
 * previewed.
 */
export function Component() {
  const inputId = useId();
  const photosId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [photos, setPhotos] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [report, setReport] = useState<ProductImportReport | null>(null);
  const [applied, setApplied] = useState<ProductImportReport['products'] | null>(null);

  const download = useMutation({ mutationFn: downloadProductsCsv, onError: (error) => setProblem(failure(error)) });
  const refusedOr = (error: unknown) => {
    // A file refused whole (its encoding, its header) has no rows: its reason is the message.
    const refused = refusedImport(error);
    if (refused && refused.rows.length > 0) setReport(refused);
    else setProblem(failure(error));
  };
  const preview = useMutation({
    mutationFn: (chosen: File) => sendProductsCsv('preview', chosen, photos),
    onSuccess: setReport,
    onError: refusedOr,
  });
  const apply = useMutation({
    mutationFn: (chosen: File) => sendProductsCsv('apply', chosen, photos),
    onSuccess: (result) => {
      setReport(null);
      setApplied(result.products);
    },
    onError: refusedOr,
  });
  const busy = preview.isPending || apply.isPending;
  // Choosing another file (CSV or ZIP) drops the preview: what is applied is what was previewed.
  const choose = (set: (file: File | null) => void, chosen: File | null) => {
    set(chosen);
    setReport(null);
    setProblem(null);
    setApplied(null);
  };
  const hasChanges = report !== null && report.created + report.changed > 0;
  const canApply = report !== null && report.errorCount === 0 && hasChanges && !busy;

  return (
    <AdminPage
      title={M.catalogueCsvTitle}
      actions={
        <Button variant="secondary" loading={download.isPending} onClick={() => download.mutate()}>
          {M.catalogueCsvDownload}
        </Button>
      }
    >
      <div className="flex max-w-5xl flex-col gap-6">
        <p className="text-sm text-muted">{M.catalogueCsvIntro}</p>
        <form
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            setProblem(null);
            setApplied(null);
            setReport(null);
            if (!file) return setProblem(M.productCsvFileMissing);
            preview.mutate(file);
          }}
        >
          <div className="flex flex-col items-start gap-4 rounded-card border-2 border-dashed border-line bg-white p-4">
            <div className="flex max-w-full flex-col items-start gap-2">
              <label htmlFor={inputId} className="text-sm font-medium text-ink">
                {M.catalogueCsvFile}
              </label>
              <input
                id={inputId}
                type="file"
                accept=".csv,text/csv"
                disabled={busy}
                onChange={(event) => choose(setFile, event.target.files?.[0] ?? null)}
                className={FILE_INPUT}
              />
            </div>
            <div className="flex max-w-full flex-col items-start gap-2">
              <label htmlFor={photosId} className="text-sm font-medium text-ink">
                {M.catalogueCsvPhotos}
              </label>
              <input
                id={photosId}
                type="file"
                accept=".zip,application/zip"
                aria-describedby={`${photosId}-hint`}
                disabled={busy}
                onChange={(event) => choose(setPhotos, event.target.files?.[0] ?? null)}
                className={FILE_INPUT}
              />
              <p id={`${photosId}-hint`} className="text-sm text-muted">
                {M.catalogueCsvPhotosHint}
              </p>
            </div>
          </div>
          {problem && <Alert look="text">{problem}</Alert>}
          <div>
            <Button type="submit" variant="secondary" loading={preview.isPending} disabled={busy}>
              {M.catalogueCsvPreview}
            </Button>
          </div>
        </form>

        {applied && <Alert tone="success">{M.catalogueCsvApplied(applied)}</Alert>}

        {report && (
          <div className="flex flex-col gap-4">
            <PreviewTable report={report} />
            {report.errorCount === 0 && !hasChanges && <p className="text-sm text-muted">{M.catalogueCsvNothing}</p>}
            <div>
              <Button onClick={() => file && apply.mutate(file)} disabled={!canApply} loading={apply.isPending}>
                {M.catalogueCsvApply}
              </Button>
            </div>
          </div>
        )}
      </div>
    </AdminPage>
  );
}
