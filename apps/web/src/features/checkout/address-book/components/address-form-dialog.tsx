import { ADDRESS_LABEL_MAX, type SavedAddress, type SavedAddressInput } from '@vastra/domain/api';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { TextField } from '../../../../components/ui/field';
import { BillingFields } from '../../components/billing-details';
import { type BillingField, type BillingValues } from '../../model/billing-prefill';
import { checkAddress, valuesOf, type AddressProblem } from '../model/address-values';
import { Alert } from '../../../../components/ui/alert';

export type AddressFormDialogProps = {
  /** The address being changed, or null to add one. */
  editing: SavedAddress | null;
  /** The first values of a new address (the shopper's name, phone and email). */
  prefill: BillingValues;
  open: boolean;
  busy: boolean;
  /** The server's refusal, shown in the form's alert. */
  serverError: string | null;
  onSave: (input: SavedAddressInput) => void;
  onClose: () => void;
};

/** Add or edit an address: the checkout's billing fields and rules, with a label and "make default". */
export function AddressFormDialog(props: AddressFormDialogProps) {
  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      title={props.editing ? 'Edit address' : 'Add address'}
      width={640}
      align="start"
    >
      {/* Keyed so each opening starts from the address's own values. */}
      {props.open && <AddressForm key={props.editing?.id ?? 'new'} {...props} />}
    </Dialog>
  );
}

function AddressForm({ editing, prefill, busy, serverError, onSave, onClose }: AddressFormDialogProps) {
  const idPrefix = `address-${useId().replace(/:/g, '')}`;
  const [values, setValues] = useState<BillingValues>(() => (editing ? valuesOf(editing) : prefill));
  const [label, setLabel] = useState(editing?.label ?? '');
  const [isDefault, setIsDefault] = useState(editing?.isDefault ?? false);
  const [problem, setProblem] = useState<AddressProblem | null>(null);

  function update(field: BillingField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    if (problem?.field === field) setProblem(null);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = checkAddress(values, { label, isDefault });
    if ('problem' in checked) {
      setProblem(checked.problem);
      const target = checked.problem.field ? `${idPrefix}-${checked.problem.field}` : `${idPrefix}-alert`;
      requestAnimationFrame(() => document.getElementById(target)?.focus());
      return;
    }
    setProblem(null);
    onSave(checked.input);
  }

  const alert = problem && problem.field === null ? problem.message : serverError;
  return (
    <form noValidate onSubmit={submit} aria-label={editing ? 'Edit address' : 'Add address'}>
      <TextField
        id={`${idPrefix}-label`}
        label="Label"
        optional
        hint="For example Home or Office"
        value={label}
        maxLength={ADDRESS_LABEL_MAX}
        onChange={(event) => setLabel(event.target.value)}
        className="mt-4"
      />
      <BillingFields
        idPrefix={idPrefix}
        values={values}
        onChange={update}
        error={problem?.field ? { field: problem.field, message: problem.message } : null}
      />
      {!editing?.isDefault && (
        <label className="mt-5 flex items-center gap-3 text-sm text-ink">
          <input
            type="checkbox"
            checked={isDefault}
            onChange={(event) => setIsDefault(event.target.checked)}
            className="size-4 accent-[var(--color-ink)]"
          />
          Make this my default address
        </label>
      )}
      {alert && (
        <Alert id={`${idPrefix}-alert`} tabIndex={-1} className="mt-5">
          {alert}
        </Alert>
      )}
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" loading={busy}>
          Save address
        </Button>
      </div>
    </form>
  );
}
