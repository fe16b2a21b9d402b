import { BACK_OFFICE_MESSAGES as M } from '@vastra/domain/back-office';
import { useId, useState, type DragEvent } from 'react';
import { cn } from '../../../../components/ui/cn';
import { TextAreaField } from '../../../../components/ui/field';
import { CSV_MAX_BYTES } from '../model/check-csv';

export type CsvSourceProps = {
  csv: string;
  onCsvChange: (csv: string, fileName: string | null) => void;
  fileName: string | null;
  /** Told when a file is refused before it is read (too large, unreadable). */
  onProblem: (message: string) => void;
  disabled?: boolean;
};

/** Where the CSV comes from: a chosen or dropped file (its text lands in the box), or text pasted in the box. */
export function CsvSource({ csv, onCsvChange, fileName, onProblem, disabled }: CsvSourceProps) {
  const inputId = useId();
  const [dragging, setDragging] = useState(false);

  function load(file: File | undefined) {
    if (!file) return;
    // Refused before reading: a large file would freeze the tab only to be refused by the server.
    if (file.size > CSV_MAX_BYTES) return onProblem(M.importFileTooLarge);
    file.text().then(
      (text) => onCsvChange(text, file.name),
      () => onProblem(M.importFileUnreadable),
    );
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    if (!disabled) load(event.dataTransfer.files[0]);
  }

  return (
    <div className="flex flex-col gap-4">
      <div
        data-testid="csv-drop-zone"
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          'flex flex-col items-start gap-2 rounded-card border-2 border-dashed p-4 transition-colors',
          dragging ? 'border-accent bg-accent-soft' : 'border-line bg-white',
        )}
      >
        <label htmlFor={inputId} className="text-sm font-medium text-ink">
          {M.importFile}
        </label>
        <p className="text-sm text-muted">{M.importDrop}</p>
        <input
          id={inputId}
          type="file"
          accept=".csv,text/csv"
          disabled={disabled}
          onChange={(event) => {
            load(event.target.files?.[0]);
            // The same file chosen again (after fixing it) must load again.
            event.target.value = '';
          }}
          className={
            'max-w-full text-sm text-ink file:mr-3 file:min-h-9 file:rounded-full file:border file:border-ink/80 ' +
            'file:bg-transparent file:px-4 file:text-sm file:font-medium file:text-ink hover:file:bg-sand'
          }
        />
        {fileName && (
          <p className="text-sm font-medium break-all text-ink" role="status">
            {M.importChosenFile(fileName)}
          </p>
        )}
      </div>
      <TextAreaField
        label={M.importPaste}
        value={csv}
        rows={8}
        spellCheck={false}
        disabled={disabled}
        onChange={(event) => onCsvChange(event.target.value, null)}
        controlClassName="font-mono text-sm"
      />
    </div>
  );
}
