import { secondOptionLabel } from '@vastra/domain/catalog';
import { ENDPOINTS, type AdminProduct, type SetStockBody } from '@vastra/domain/api';
import { BACK_OFFICE_MESSAGES as M, STOCK_MAX } from '@vastra/domain/back-office';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { SelectField, TextAreaField, TextField } from '../../../../components/ui/field';
import { useToast } from '../../../../components/ui/toast';
import { adminCall } from '../../api/admin-api';
import { productKeys, storeProduct } from '../api/products-api';
import { REASON_LABELS } from '../product-format';
import { Alert } from '../../../../components/ui/alert';

export const STOCK_UPDATED_MESSAGE = 'Stock updated';
export const NO_CHANGE_MESSAGE = 'Enter a change for at least one size';
export const STOCK_PER_SIZE_LABEL = 'A different reason for each size';

type Mode = 'set' | 'delta';
const REASONS = ['received', 'damaged', 'correction'] as const;
type HandReason = (typeof REASONS)[number];

function ReasonSelect(props: {
  label: string;
  value: string;
  error: string | null;
  onChange: (value: string) => void;
  className?: string;
}) {
  return (
    <div className={props.className}>
      <SelectField
        label={props.label}
        value={props.value}
        error={props.error}
        onChange={(event) => props.onChange(event.target.value)}
      >
        <option value="">Choose a reason</option>
        {REASONS.map((r) => (
          <option key={r} value={r}>
            {REASON_LABELS[r]}
          </option>
        ))}
      </SelectField>
    </div>
  );
}

/** A variant as the labels name it: "size M", or "Size: M · Colour: Red" for a product with a second option. */
export function variantName(key: string, option2Name: string | null): string {
  return secondOptionLabel(key, option2Name) ?? `size ${key}`;
}

/** What a typed entry does to a size: its count after, or the problem with it; null when left empty. */
function outcome(mode: Mode, before: number, text: string): { after: number } | { error: string } | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const pattern = mode === 'set' ? /^\d{1,6}$/ : /^[+-]?\d{1,6}$/;
  if (!pattern.test(trimmed)) return { error: M.stockWhole };
  const value = Number(trimmed);
  const after = mode === 'set' ? value : before + value;
  if (after < 0) return { error: M.stockWouldBeNegative };
  if (after > STOCK_MAX) return { error: M.stockTooHigh };
  return { after };
}

/** Changes stock per size, with a reason: a new count, or units added (5) or taken away (-2). */
export function StockDialog({ product, open, onClose }: { product: AdminProduct; open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} title="Adjust stock" width={560}>
      {/* Mounted only while open: every opening starts from the stock as it is now. */}
      {open && <StockForm product={product} onClose={onClose} />}
    </Dialog>
  );
}

function StockForm({ product, onClose }: { product: AdminProduct; onClose: () => void }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const [mode, setMode] = useState<Mode>('delta');
  const [entries, setEntries] = useState<Record<string, string>>({});
  const [reason, setReason] = useState('');
  // Several sizes at once may change for different reasons (received of one, damaged of another).
  const [perSize, setPerSize] = useState(false);
  const [reasons, setReasons] = useState<Record<string, string>>({});
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const outcomes = product.variants.map((v) => ({ variant: v, result: outcome(mode, v.stock, entries[v.size] ?? '') }));
  const changes = outcomes.flatMap(({ variant, result }): SetStockBody['changes'] => {
    if (!result || 'error' in result) return [];
    const text = (entries[variant.size] ?? '').trim();
    const own = perSize && reasons[variant.size] ? { reason: reasons[variant.size] as HandReason } : {};
    if (mode === 'set') return [{ size: variant.size, stock: result.after, ...own }];
    const delta = Number(text);
    return delta === 0 ? [] : [{ size: variant.size, delta, ...own }];
  });
  const invalid = outcomes.some(({ result }) => result && 'error' in result);
  const missingReason = (size: string) => tried && perSize && !reasons[size] && changes.some((c) => c.size === size);
  const reasonsMissing = perSize ? changes.some((change) => !change.reason) : !reason;

  const save = useMutation({
    mutationFn: (body: SetStockBody) => adminCall(ENDPOINTS.adminSetStock, { params: { id: product.id }, body }),
    onSuccess: (result) => {
      storeProduct(queryClient, result);
      void queryClient.invalidateQueries({ queryKey: productKeys.movements(product.id) });
      toast.success(STOCK_UPDATED_MESSAGE);
      onClose();
    },
    // 409 stock_negative: someone sold or adjusted meanwhile; the API's message says so.
    onError: (error) => setRefusal(error.message),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    setRefusal(null);
    if (invalid || reasonsMissing || changes.length === 0) return;
    const trimmedNote = note.trim();
    save.mutate({
      ...(perSize ? {} : { reason: reason as HandReason }),
      changes,
      ...(trimmedNote ? { note: trimmedNote } : {}),
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="mt-4 flex flex-col gap-4">
      <fieldset className="flex flex-wrap gap-4">
        <legend className="mb-2 text-sm font-medium text-ink">How to change it</legend>
        {(
          [
            ['delta', 'Add or remove units'],
            ['set', 'Set a new count'],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name="stock-mode"
              value={value}
              checked={mode === value}
              onChange={() => setMode(value)}
              className="size-4 accent-accent"
            />
            {label}
          </label>
        ))}
      </fieldset>
      <ul className="flex flex-col gap-3">
        {outcomes.map(({ variant, result }) => (
          <li key={variant.size} className="grid grid-cols-[1fr_auto] items-end gap-3">
            <TextField
              label={
                mode === 'set'
                  ? `New count for ${variantName(variant.size, product.option2Name)}`
                  : `Units to add or remove, ${variantName(variant.size, product.option2Name)}`
              }
              hint={mode === 'delta' ? 'e.g. 5 to add, -2 to remove' : undefined}
              inputMode={mode === 'set' ? 'numeric' : 'text'}
              autoComplete="off"
              value={entries[variant.size] ?? ''}
              error={result && 'error' in result ? result.error : null}
              onChange={(event) => setEntries((current) => ({ ...current, [variant.size]: event.target.value }))}
            />
            <p className="pb-3 text-sm tabular-nums text-muted" aria-live="polite">
              {result && 'after' in result ? `${variant.stock} → ${result.after}` : `${variant.stock} now`}
            </p>
            {perSize && (
              <ReasonSelect
                label={`Reason, ${variantName(variant.size, product.option2Name)}`}
                className="col-span-2"
                value={reasons[variant.size] ?? ''}
                error={missingReason(variant.size) ? M.reasonRequired : null}
                onChange={(value) => setReasons((current) => ({ ...current, [variant.size]: value }))}
              />
            )}
          </li>
        ))}
      </ul>
      {product.variants.length > 1 && (
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={perSize}
            onChange={(event) => setPerSize(event.target.checked)}
            className="size-4 accent-accent"
          />
          {STOCK_PER_SIZE_LABEL}
        </label>
      )}
      {!perSize && (
        <ReasonSelect
          label="Reason"
          value={reason}
          error={tried && !reason ? M.reasonRequired : null}
          onChange={setReason}
        />
      )}
      <TextAreaField
        label="Note"
        optional
        rows={2}
        maxLength={300}
        value={note}
        onChange={(e) => setNote(e.target.value)}
      />
      {tried && changes.length === 0 && !invalid && <Alert look="text">{NO_CHANGE_MESSAGE}</Alert>}
      {refusal && <Alert look="text">{refusal}</Alert>}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" loading={save.isPending}>
          Save stock
        </Button>
      </div>
    </form>
  );
}
