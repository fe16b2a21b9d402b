import { RETURN_REASON_LABELS, RETURN_REASONS, RETURNS_MESSAGES, type ReturnReason } from '@vastra/domain/returns';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field';
import { useToast } from '../../../components/ui/toast';
import { useSession } from '../../../lib/session/session-context';
import { PhotoPicker, usePhotoUploads } from './photo-picker';
import { RadioGroup } from './radio-group';
import {
  buildReturnBody,
  initialValues,
  RETURN_FORM_MESSAGES as M,
  serverMessageOf,
  sizesInStock,
  type RefundTo,
  type ReturnFormError,
  type ReturnFormField,
  type ReturnFormValues,
  type ReturnLine,
} from './return-form';
import { useCreateReturn } from './returns-api';

export type ReturnRequestFormProps = {
  orderId: string;
  line: ReturnLine;
  refundTo: RefundTo;
  onClose: () => void;
};

/**
 * The body of the 'Return or exchange' dialog, loaded on the first click (returns-section.tsx): exchange for another
 * size in stock or return for a refund, the reason, a note, photos and, for a cash-on-delivery return, where the
 * refund goes. A refusal of the server shows here and keeps what was typed.
 */
export default function ReturnRequestForm({ orderId, line, refundTo, onClose }: ReturnRequestFormProps) {
  const { token, user } = useSession();
  const create = useCreateReturn(orderId, token, user?._id ?? null);
  const toast = useToast();
  const photos = usePhotoUploads(token, orderId);
  const idPrefix = useId();
  const [values, setValues] = useState<ReturnFormValues>(() => initialValues(line));
  const [error, setError] = useState<ReturnFormError | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const sizes = sizesInStock(line);
  const fieldId = (field: ReturnFormField) => `${idPrefix}-${field}`;

  const set = <K extends keyof ReturnFormValues>(key: K, value: ReturnFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setError(null);
  };
  const errorOf = (field: ReturnFormField) => (error?.field === field ? error.message : null);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    if (photos.busy) return setRefusal(M.photosUploading);
    const built = buildReturnBody(line, refundTo, values, photos.ids);
    if ('error' in built) {
      setError(built.error);
      document.getElementById(fieldId(built.error.field))?.focus();
      return;
    }
    try {
      await create.mutateAsync(built.body);
      toast.success(RETURNS_MESSAGES.requestSent);
      onClose();
    } catch (failure) {
      setRefusal(serverMessageOf(failure) ?? M.failed);
    }
  };

  const payout = values.kind === 'return' && refundTo === 'payout';
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="mt-5 flex flex-col gap-5">
      <RadioGroup
        legend="What would you like?"
        value={values.kind}
        onChange={(kind) => set('kind', kind)}
        error={errorOf('kind')}
        options={[
          { value: 'exchange', label: 'Exchange for another size', unavailable: sizes.length ? null : M.noOtherSize },
          { value: 'return', label: 'Return for a refund' },
        ]}
      />
      {values.kind === 'exchange' && (
        <SelectField
          id={fieldId('exchangeSize')}
          label="New size"
          value={values.exchangeSize}
          error={errorOf('exchangeSize')}
          onChange={(e) => set('exchangeSize', e.target.value)}
        >
          <option value="">Choose a size</option>
          {sizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </SelectField>
      )}
      {line.quantity > 1 && (
        <SelectField label="Quantity" value={values.quantity} onChange={(e) => set('quantity', Number(e.target.value))}>
          {Array.from({ length: line.quantity }, (_, i) => i + 1).map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </SelectField>
      )}
      <SelectField
        id={fieldId('reason')}
        label="Reason"
        value={values.reason}
        error={errorOf('reason')}
        onChange={(e) => set('reason', e.target.value as ReturnReason | '')}
      >
        <option value="">Choose a reason</option>
        {RETURN_REASONS.map((reason) => (
          <option key={reason} value={reason}>
            {RETURN_REASON_LABELS[reason]}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label="Anything else? (optional)"
        rows={3}
        maxLength={500}
        value={values.note}
        onChange={(e) => set('note', e.target.value)}
      />
      <PhotoPicker uploads={photos} />
      {values.kind === 'return' && refundTo === 'original_payment' && (
        <p className="rounded-xl bg-sand/60 p-3 text-sm text-ink">
          {RETURNS_MESSAGES.refundToOriginal(line.unitPricePaise * values.quantity)}
        </p>
      )}
      {payout && <PayoutFields values={values} set={set} errorOf={errorOf} fieldId={fieldId} />}
      {refusal && (
        <p role="alert" className="rounded-xl border border-danger/25 bg-danger/5 p-3 text-sm text-danger">
          {refusal}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" loading={create.isPending}>
          Send request
        </Button>
      </div>
    </form>
  );
}

type PayoutProps = {
  values: ReturnFormValues;
  set: <K extends keyof ReturnFormValues>(key: K, value: ReturnFormValues[K]) => void;
  errorOf: (field: ReturnFormField) => string | null;
  fieldId: (field: ReturnFormField) => string;
};

/** Where a cash-on-delivery return's refund goes: a UPI ID, or a bank account with its IFSC. */
function PayoutFields({ values, set, errorOf, fieldId }: PayoutProps) {
  const bind = (field: 'upiId' | 'accountName' | 'accountNumber' | 'ifsc') => ({
    id: fieldId(field),
    value: values[field],
    error: errorOf(field),
    onChange: (e: { target: { value: string } }) => set(field, e.target.value),
  });
  return (
    <div className="flex flex-col gap-4">
      <RadioGroup
        legend="Where should we send your refund?"
        value={values.payoutKind}
        onChange={(kind) => set('payoutKind', kind)}
        options={[
          { value: 'upi', label: 'UPI ID', detail: 'Like name@okaxis, from any UPI app' },
          { value: 'bank', label: 'Bank account', detail: 'Account number and IFSC' },
        ]}
      />
      {values.payoutKind === 'upi' ? (
        <TextField {...bind('upiId')} label="UPI ID" autoComplete="off" spellCheck={false} inputMode="email" />
      ) : (
        <>
          <TextField {...bind('accountName')} label="Account holder's name" autoComplete="name" />
          <TextField {...bind('accountNumber')} label="Account number" inputMode="numeric" autoComplete="off" />
          <TextField {...bind('ifsc')} label="IFSC" autoComplete="off" spellCheck={false} />
        </>
      )}
    </div>
  );
}
