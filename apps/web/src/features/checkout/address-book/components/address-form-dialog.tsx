import { zodResolver } from '@hookform/resolvers/zod';
import { ADDRESS_LABEL_MAX, ADDRESS_QUICK_LABELS, SavedAddressInput, type SavedAddress } from '@vastra/domain/api';
import { useId, useRef } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { TextField } from '../../../../components/ui/field';
import { BillingFields } from '../../components/billing-details';
import { usePinLookup, type AutofilledCity } from '../../../../lib/delivery/use-pin-lookup';
import { type BillingField, type BillingValues } from '../../model/billing-prefill';
import { addressMessageText } from '../../model/address-message-text';
import { labelText, valuesOf } from '../model/address-values';
import { Alert } from '../../../../components/ui/alert';
import { firstError, ONE_MESSAGE_AT_A_TIME } from '../../../../lib/forms/first-error';
import { useI18n } from '../../../../lib/i18n';

/** The dialog's values: the billing fields without order notes, its label and "make default". */
type AddressValues = Omit<BillingValues, 'notes'> & { label: string; isDefault: boolean };

function firstValues(editing: SavedAddress | null, prefill: BillingValues): AddressValues {
  const { notes: _notes, ...fields } = editing ? valuesOf(editing) : prefill;
  return { ...fields, label: editing?.label ?? '', isDefault: editing?.isDefault ?? false };
}

// The form holds what was typed (the state as any string); the contract's body schema checks it.
const addressResolver = zodResolver(SavedAddressInput) as unknown as Resolver<
  AddressValues,
  unknown,
  z.output<typeof SavedAddressInput>
>;

const OWN_FIELDS: readonly string[] = ['label', 'isDefault'];
/** Whether a message is about one of the billing fields (shown under it), not the label or the default. */
const isBillingField = (field: string): field is Exclude<BillingField, 'notes'> => !OWN_FIELDS.includes(field);

export type AddressFormDialogProps = {
  /** The address being changed, or null to add one. */
  editing: SavedAddress | null;
  /** The first values of a new address (the shopper's name, phone and email). */
  prefill: BillingValues;
  open: boolean;
  busy: boolean;
  /** The server's refusal, shown in the form's alert. */
  serverError: string | null;
  onSave: (input: z.output<typeof SavedAddressInput>) => void;
  onClose: () => void;
};

/**
 * Add or edit an address: the checkout's billing fields and rules (City and State filled from the PIN), with a
 * label (Home and Work a tap away) and "make default".
 */
export function AddressFormDialog(props: AddressFormDialogProps) {
  const { t } = useI18n();
  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      title={props.editing ? t('Edit address') : t('Add address')}
      width={640}
      align="start"
    >
      {/* Keyed so each opening starts from the address's own values. */}
      {props.open && <AddressForm key={props.editing?.id ?? 'new'} {...props} />}
    </Dialog>
  );
}

function AddressForm({ editing, prefill, busy, serverError, onSave, onClose }: AddressFormDialogProps) {
  const { t, tm } = useI18n();
  const idPrefix = `address-${useId().replace(/:/g, '')}`;
  const form = useForm<AddressValues, unknown, z.output<typeof SavedAddressInput>>({
    resolver: addressResolver,
    defaultValues: firstValues(editing, prefill),
    ...ONE_MESSAGE_AT_A_TIME,
  });
  // Every field has a default value, so the watched values are complete.
  const values = useWatch({ control: form.control }) as AddressValues;
  const problem = firstError(form.formState.errors);
  // A billing field's message is shown under it; any other (the label's) in the form's alert.
  const fieldProblem = problem && isBillingField(problem.field) ? problem.field : null;

  function update(field: BillingField, value: string) {
    if (field === 'notes') return;
    form.setValue(field, value);
    if (fieldProblem === field) form.clearErrors(field);
  }
  // City and State from the PIN, as at checkout; an edited address's own city stays unless its PIN changes.
  const autofilledCityRef: AutofilledCity = useRef(editing ? { city: editing.city, pincode: editing.pinCode } : null);
  const pin = usePinLookup(values, update, autofilledCityRef);

  const submit = form.handleSubmit(onSave, (errors) => {
    const first = firstError(errors);
    const target = first && isBillingField(first.field) ? `${idPrefix}-${first.field}` : `${idPrefix}-alert`;
    requestAnimationFrame(() => document.getElementById(target)?.focus());
  });

  // The domain's checks (and a server's answer that is one of them) in the shopper's language; others as they came.
  const alertMessage = problem && !fieldProblem ? problem.message : serverError;
  const alert = alertMessage && addressMessageText(alertMessage, t);
  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={editing ? t('Edit address') : t('Add address')}
    >
      <TextField
        id={`${idPrefix}-label`}
        label={t('Label')}
        optional
        hint={t('Home, Work or a name of your own')}
        maxLength={ADDRESS_LABEL_MAX}
        className="mt-4"
        {...form.register('label')}
      />
      <div role="group" aria-label={t('Label as')} className="mt-2 flex gap-2">
        {/* A tap puts the English in the field, as an English shopper's tap does: the book keeps one 'Home' and
            'Work' whatever the language, and shows them in hers (labelText). A label typed or saved as the word in
            her language still reads as that button pressed. */}
        {ADDRESS_QUICK_LABELS.map((label) => {
          const text = labelText(label, tm);
          const pressed = values.label === text || values.label === label;
          return (
            <Button
              key={label}
              size="sm"
              variant={pressed ? 'primary' : 'secondary'}
              aria-pressed={pressed}
              onClick={() => form.setValue('label', label)}
            >
              {text}
            </Button>
          );
        })}
      </div>
      <BillingFields
        idPrefix={idPrefix}
        values={{ ...values, notes: '' }}
        onChange={update}
        error={fieldProblem && problem ? { field: fieldProblem, message: problem.message } : null}
        warnings={{ state: pin.stateWarning }}
      />
      {!editing?.isDefault && (
        <label className="mt-5 flex items-center gap-3 text-sm text-ink">
          <input type="checkbox" className="size-4 accent-[var(--color-ink)]" {...form.register('isDefault')} />
          {t('Make this my default address')}
        </label>
      )}
      {alert && (
        <Alert id={`${idPrefix}-alert`} tabIndex={-1} className="mt-5">
          {alert}
        </Alert>
      )}
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onClose}>
          {t('Cancel')}
        </Button>
        <Button type="submit" loading={busy}>
          {t('Save address')}
        </Button>
      </div>
    </form>
  );
}
