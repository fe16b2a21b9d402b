import { RETURN_REASONS, type ReturnReason } from '@vastra/domain/returns';
import { zodResolver } from '@hookform/resolvers/zod';
import { ENDPOINTS, type CreateReturnBody } from '@vastra/domain/api';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field';
import { useToast } from '../../../components/ui/toast';
import { serverMessageOf } from '../../../lib/api/server-message';
import { uploadPhoto } from '../../../lib/api/upload-photo';
import { firstError } from '../../../lib/forms/first-error';
import { useI18n, type Message } from '../../../lib/i18n';
import { useSession } from '../../../lib/session/session-context';
import { PhotoPicker, usePhotoUploads } from '../../../components/ui/photo-picker';
import { priceTag, RETURN_REASON_MESSAGES, variantText } from '../model/order-texts';
import { RadioGroup } from './radio-group';
import {
  initialValues,
  RETURN_FORM_MESSAGES as M,
  sizesInStock,
  type RefundTo,
  type ReturnFormField,
  type ReturnFormValues,
  type ReturnLine,
  returnFormSchema,
} from './return-form';
import { returnQuoteQuery, useCreateReturn } from './returns-api';
import { returnsMessageText } from './returns-message-text';

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
  const { t, tm } = useI18n();
  const { token, user } = useSession();
  const create = useCreateReturn(orderId, token, user?._id ?? null);
  const toast = useToast();
  const photos = usePhotoUploads((blob, name, signal) =>
    uploadPhoto(
      ENDPOINTS.uploadReturnPhoto.path.replace(':id', encodeURIComponent(orderId)),
      token,
      blob,
      name,
      signal,
    ),
  );
  const idPrefix = useId();
  const form = useForm<ReturnFormValues, unknown, CreateReturnBody>({
    resolver: zodResolver(returnFormSchema(line, refundTo)),
    defaultValues: initialValues(line),
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  // Every field has a default value, so the watched values are complete.
  const values = useWatch({ control: form.control }) as ReturnFormValues;
  const error = firstError(form.formState.errors);
  const [refusal, setRefusal] = useState<string | null>(null);
  // A send tried while photos were still uploading says so until they have.
  const [waiting, setWaiting] = useState(false);
  const damaged = values.reason === 'damaged';
  const shownRefusal = refusal ?? (waiting && photos.busy ? tm(M.photosUploading) : null);
  const sizes = sizesInStock(line);
  const fieldId = (field: ReturnFormField) => `${idPrefix}-${field}`;

  // The fields are the dialog's own controls (radio groups, selects): each change sets its value and, as before,
  // takes the message away until the next try.
  const set = <K extends keyof ReturnFormValues>(key: K, value: ReturnFormValues[K]) => {
    form.setValue(key, value as never);
    form.clearErrors();
  };
  // Every message the form's schema gives is marked (return-form.ts), so it is shown in the shopper's language.
  const errorOf = (field: ReturnFormField) => (error?.field === field ? tm(error.message as Message) : null);

  const send = form.handleSubmit(
    async (body) => {
      // A damaged item is judged from its photo: one is asked for before anything is sent.
      if (body.reason === 'damaged' && photos.ids.length === 0) {
        return setRefusal(t('Please add a photo of the damage.'));
      }
      try {
        await create.mutateAsync(photos.ids.length > 0 ? { ...body, photoIds: photos.ids } : body);
        toast.success(t('Request sent. We will let you know when it is approved.'));
        onClose();
      } catch (failure) {
        const refused = serverMessageOf(failure);
        setRefusal(refused === null ? tm(M.failed) : returnsMessageText(refused, t));
      }
    },
    (errors) => {
      const first = firstError(errors);
      if (first) document.getElementById(fieldId(first.field as ReturnFormField))?.focus();
    },
  );

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    setWaiting(photos.busy);
    if (photos.busy) return;
    await send();
  };

  const payout = values.kind === 'return' && refundTo === 'payout';
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="mt-5 flex flex-col gap-5">
      <RadioGroup
        legend={t('What would you like?')}
        value={values.kind}
        onChange={(kind) => set('kind', kind)}
        error={errorOf('kind')}
        options={[
          {
            value: 'exchange',
            label: t('Exchange for another size'),
            unavailable: sizes.length ? null : tm(M.noOtherSize),
          },
          { value: 'return', label: t('Return for a refund') },
        ]}
      />
      {values.kind === 'exchange' && (
        <SelectField
          id={fieldId('exchangeSize')}
          label={t('New size')}
          value={values.exchangeSize}
          error={errorOf('exchangeSize')}
          onChange={(e) => set('exchangeSize', e.target.value)}
        >
          <option value="">{t('Choose a size')}</option>
          {sizes.map((size) => (
            <option key={size} value={size}>
              {variantText(t, size, line.option2Name) ?? size}
            </option>
          ))}
        </SelectField>
      )}
      {line.quantity > 1 && (
        <SelectField
          label={t('Quantity')}
          value={values.quantity}
          onChange={(e) => set('quantity', Number(e.target.value))}
        >
          {Array.from({ length: line.quantity }, (_, i) => i + 1).map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </SelectField>
      )}
      <SelectField
        id={fieldId('reason')}
        label={t('Reason')}
        value={values.reason}
        error={errorOf('reason')}
        onChange={(e) => set('reason', e.target.value as ReturnReason | '')}
      >
        <option value="">{t('Choose a reason')}</option>
        {RETURN_REASONS.map((reason) => (
          <option key={reason} value={reason}>
            {tm(RETURN_REASON_MESSAGES[reason])}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label={t('Anything else? (optional)')}
        rows={3}
        maxLength={500}
        value={values.note}
        onChange={(e) => set('note', e.target.value)}
      />
      <PhotoPicker uploads={photos} required={damaged} />
      {values.kind === 'return' && (
        <RefundQuote orderId={orderId} line={line} quantity={values.quantity} refundTo={refundTo} />
      )}
      {payout && <PayoutFields values={values} set={set} errorOf={errorOf} fieldId={fieldId} />}
      {shownRefusal && (
        <p role="alert" className="rounded-xl border border-danger/25 bg-danger/5 p-3 text-sm text-danger">
          {shownRefusal}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={onClose}>
          {t('Cancel')}
        </Button>
        <Button type="submit" loading={create.isPending}>
          {t('Send request')}
        </Button>
      </div>
    </form>
  );
}

/**
 * The refund of the pieces chosen, as the server works it out (the amount the request stores and refunds), and why
 * it is less than their price when an offer no longer holds for what is kept.
 */
function RefundQuote({
  orderId,
  line,
  quantity,
  refundTo,
}: {
  orderId: string;
  line: ReturnLine;
  quantity: number;
  refundTo: RefundTo;
}) {
  const { t } = useI18n();
  const { token, user } = useSession();
  const body = { orderItemId: line.orderItemId, quantity };
  const quote = useQuery(returnQuoteQuery(orderId, token, user?._id ?? null, body, true));
  const where =
    refundTo === 'original_payment'
      ? t('It goes back to your original payment once we receive the item.')
      : t('We send it to the UPI ID or bank account you give below once we receive the item.');
  return (
    <div className="rounded-xl bg-sand/60 p-3 text-sm text-ink" aria-live="polite">
      {quote.data ? (
        <>
          <p className="text-base font-semibold">
            {t('Refund {amount}', { amount: priceTag(quote.data.refundPaise) })}
          </p>
          {quote.data.message && <p className="mt-1">{returnsMessageText(quote.data.message, t)}</p>}
          <p className="mt-1 text-ink/80">{where}</p>
        </>
      ) : (
        <p>
          {quote.isError
            ? t('We could not work out your refund just now. Please try again in a moment.')
            : t('Working out your refund…')}
        </p>
      )}
    </div>
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
  const { t } = useI18n();
  const bind = (field: 'upiId' | 'accountName' | 'accountNumber' | 'ifsc') => ({
    id: fieldId(field),
    value: values[field],
    error: errorOf(field),
    onChange: (e: { target: { value: string } }) => set(field, e.target.value),
  });
  return (
    <div className="flex flex-col gap-4">
      <RadioGroup
        legend={t('Where should we send your refund?')}
        value={values.payoutKind}
        onChange={(kind) => set('payoutKind', kind)}
        options={[
          { value: 'upi', label: t('UPI ID'), detail: t('Like name@okaxis, from any UPI app') },
          { value: 'bank', label: t('Bank account'), detail: t('Account number and IFSC') },
        ]}
      />
      {values.payoutKind === 'upi' ? (
        <TextField {...bind('upiId')} label={t('UPI ID')} autoComplete="off" spellCheck={false} inputMode="email" />
      ) : (
        <>
          <TextField {...bind('accountName')} label={t("Account holder's name")} autoComplete="name" />
          <TextField {...bind('accountNumber')} label={t('Account number')} inputMode="numeric" autoComplete="off" />
          <TextField {...bind('ifsc')} label={t('IFSC')} autoComplete="off" spellCheck={false} />
        </>
      )}
    </div>
  );
}
