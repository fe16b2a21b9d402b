import { useMutation } from '@tanstack/react-query';
import { BACK_OFFICE_MESSAGES as M } from '@vastra/domain/back-office';
import { useMemo, useState } from 'react';
import { ENDPOINTS } from '@vastra/domain/api';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { AdminPage } from '../components/admin-page';
import { importStock, refusedImport, type ImportReport } from './api/import-stock';
import { CsvSource } from './components/csv-source';
import { ImportReportTable } from './components/import-report';
import { downloadAsStaff } from '../api/download-as-staff';
import { checkCsv } from './model/check-csv';
import { Alert } from '../../../components/ui/alert';

/** The message of a failure that is not a refused file: the server's words when it sent some. */
function failureMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : M.importFailed;
}

/**
 * Stock from a CSV in two steps: a preview of every row (before → after, errors first), then, when no row has
 * an error, all rows applied at once after a confirmation. The preview is of one exact text: editing the CSV
 * drops it, so what is applied is always what was previewed.
 */
export function Component() {
  const [csv, setCsv] = useState('');
  const [fileName, setFileName] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [report, setReport] = useState<{ csv: string; result: ImportReport } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [appliedCount, setAppliedCount] = useState<number | null>(null);

  const preview = useMutation({
    mutationFn: (text: string) => importStock(text, false),
    onSuccess: (result, text) => setReport({ csv: text, result }),
    onError: (error, text) => {
      const refused = refusedImport(error);
      if (refused) setReport({ csv: text, result: refused });
      else setProblem(failureMessage(error));
    },
  });
  const apply = useMutation({
    mutationFn: (text: string) => importStock(text, true),
    onSuccess: (result) => {
      setConfirming(false);
      setReport(null);
      setAppliedCount(result.changeCount);
    },
    onError: (error, text) => {
      setConfirming(false);
      const refused = refusedImport(error);
      if (refused) setReport({ csv: text, result: refused });
      else setProblem(failureMessage(error));
    },
  });
  // The whole catalogue's stock: every product and size with its stock now, the file this screen takes back.
  const download = useMutation({
    mutationFn: () => downloadAsStaff(ENDPOINTS.adminStockCsv.path, 'stock.csv'),
    onError: (error) => setProblem(failureMessage(error)),
  });
  const busy = preview.isPending || apply.isPending;
  // Parsed again only when the text changes: it also gives the row count shown beside Preview.
  const check = useMemo(() => checkCsv(csv), [csv]);

  function changeCsv(text: string, name: string | null) {
    setCsv(text);
    setFileName(name);
    setProblem(null);
    setReport(null);
    setAppliedCount(null);
  }

  function onPreview() {
    setAppliedCount(null);
    setReport(null);
    if (!check.ok) return setProblem(check.message);
    setProblem(null);
    preview.mutate(csv);
  }

  const changes = report?.result.changeCount ?? 0;
  const canApply = report !== null && report.result.errorCount === 0 && changes > 0 && !busy;

  return (
    <AdminPage
      title={M.importTitle}
      actions={
        <Button variant="secondary" loading={download.isPending} onClick={() => download.mutate()}>
          {M.importDownloadStock}
        </Button>
      }
    >
      <div className="flex max-w-4xl flex-col gap-6">
        <p className="text-sm text-muted">{M.importIntro}</p>
        <form
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            onPreview();
          }}
        >
          <CsvSource
            csv={csv}
            fileName={fileName}
            disabled={busy}
            onCsvChange={changeCsv}
            onProblem={(message) => {
              setProblem(message);
              setReport(null);
            }}
          />
          {problem && <Alert look="text">{problem}</Alert>}
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" variant="secondary" loading={preview.isPending} disabled={busy}>
              {M.importPreview}
            </Button>
            {check.ok && <span className="text-sm text-muted">{M.importRowCount(check.rows)}</span>}
          </div>
        </form>

        {appliedCount !== null && <Alert tone="success">{M.importApplied(appliedCount)}</Alert>}

        {report && (
          <div className="flex flex-col gap-4">
            <ImportReportTable report={report.result} />
            {report.result.errorCount === 0 && changes === 0 && (
              <p className="text-sm text-muted">{M.importNothingToChange}</p>
            )}
            <div>
              <Button onClick={() => setConfirming(true)} disabled={!canApply}>
                {M.importApply(changes)}
              </Button>
            </div>
          </div>
        )}
      </div>

      <Dialog
        open={confirming && report !== null}
        onClose={() => {
          if (!apply.isPending) setConfirming(false);
        }}
        title={M.importConfirmTitle}
        description={M.importConfirmText(changes)}
      >
        {apply.isPending && (
          <p role="status" className="mt-4 text-sm text-muted">
            {M.importApplying}
          </p>
        )}
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <Button variant="ghost" onClick={() => setConfirming(false)} disabled={apply.isPending}>
            {M.importConfirmBack}
          </Button>
          <Button onClick={() => report && apply.mutate(report.csv)} loading={apply.isPending}>
            {M.importApply(changes)}
          </Button>
        </div>
      </Dialog>
    </AdminPage>
  );
}
