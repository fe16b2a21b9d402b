import { INDIAN_STATES, pinCodeInputDigits } from '@vastra/domain/address';
import { NOTES_MAX } from '@vastra/domain/forms';
import { phoneInputDigits } from '@vastra/domain/identity';
import type { InputHTMLAttributes } from 'react';
import { cn } from '../../../components/ui/cn';
import type { BillingField, BillingValues } from '../model/billing-prefill';
import { CONTROL_CLASSES, FIXED_CONTROL_CLASSES, FormField, errorProps } from './form-field';

export type BillingDetailsProps = {
  idPrefix: string;
  values: BillingValues;
  onChange: (field: BillingField, value: string) => void;
  /** The one field in error and its message (docs/rules/checkout.md#validation shows one message at a time). */
  error: { field: BillingField; message: string } | null;
};

type TextProps = { field: BillingField; label: string; className?: string } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'value' | 'onChange' | 'className'
>;

/** The fieldId of a billing field, so the form can focus the one in error. */
export const billingFieldId = (idPrefix: string, field: BillingField) => `${idPrefix}-${field}`;

/** docs/rules/checkout.md#screen, docs/rules/checkout.md#data: the Billing Details, country fixed to India. */
export function BillingDetails({ idPrefix, values, onChange, error }: BillingDetailsProps) {
  const messageOf = (field: BillingField) => (error?.field === field ? error.message : null);

  function textField({ field, label, className, ...input }: TextProps) {
    const id = billingFieldId(idPrefix, field);
    return (
      <FormField id={id} label={label} error={messageOf(field)} className={className}>
        <input
          id={id}
          name={field}
          required
          value={values[field]}
          onChange={(event) => onChange(field, event.target.value)}
          className={CONTROL_CLASSES}
          {...errorProps(id, messageOf(field))}
          {...input}
        />
      </FormField>
    );
  }

  // No maxLength on these two: the browser would cut a paste ('+91 98765 11060', '560 038') before
  // the domain rules drop the prefix and spaces; the rules keep at most 10 and 6 digits themselves.
  const digits = (field: 'phone' | 'pinCode') => (value: string) =>
    onChange(field, field === 'phone' ? phoneInputDigits(value) : pinCodeInputDigits(value));
  const stateId = billingFieldId(idPrefix, 'state');
  const phoneId = billingFieldId(idPrefix, 'phone');
  const pinId = billingFieldId(idPrefix, 'pinCode');
  const notesId = billingFieldId(idPrefix, 'notes');

  return (
    <section
      aria-labelledby={`${idPrefix}-billing`}
      className="rounded-[var(--radius-card)] border border-line bg-white/70 p-5 sm:p-7"
    >
      <h2 id={`${idPrefix}-billing`} className="font-display text-2xl text-ink">
        Billing Details
      </h2>
      <p className="mt-1 text-sm text-muted">Where should we deliver your order?</p>
      <div className="mt-6 grid gap-x-4 gap-y-5 sm:grid-cols-2">
        {textField({ field: 'firstName', label: 'First name', autoComplete: 'given-name' })}
        {textField({ field: 'lastName', label: 'Last name', autoComplete: 'family-name' })}
        <FormField id={`${idPrefix}-country`} label="Country" fixed>
          <input id={`${idPrefix}-country`} value="India" readOnly className={FIXED_CONTROL_CLASSES} />
        </FormField>
        <FormField id={stateId} label="State" error={messageOf('state')}>
          <select
            id={stateId}
            name="state"
            required
            autoComplete="address-level1"
            value={values.state}
            onChange={(event) => onChange('state', event.target.value)}
            className={cn(CONTROL_CLASSES, 'appearance-auto pr-3')}
            {...errorProps(stateId, messageOf('state'))}
          >
            {INDIAN_STATES.map((state) => (
              <option key={state} value={state}>
                {state}
              </option>
            ))}
          </select>
        </FormField>
        {textField({
          field: 'address',
          label: 'Street address',
          autoComplete: 'street-address',
          placeholder: 'House number and street name',
          className: 'sm:col-span-2',
        })}
        {textField({ field: 'city', label: 'Town / City', autoComplete: 'address-level2' })}
        <FormField id={pinId} label="PIN code" error={messageOf('pinCode')}>
          <input
            id={pinId}
            name="pinCode"
            required
            inputMode="numeric"
            autoComplete="postal-code"
            placeholder="6 digits"
            value={values.pinCode}
            onChange={(event) => digits('pinCode')(event.target.value)}
            className={CONTROL_CLASSES}
            {...errorProps(pinId, messageOf('pinCode'))}
          />
        </FormField>
        <FormField id={phoneId} label="Phone" error={messageOf('phone')}>
          <div className="flex items-stretch">
            <span
              aria-hidden="true"
              className={
                'grid place-items-center rounded-l-xl border border-r-0 border-line ' +
                'bg-sand/70 px-3 text-sm text-muted'
              }
            >
              +91
            </span>
            <input
              id={phoneId}
              name="phone"
              type="tel"
              required
              inputMode="numeric"
              autoComplete="tel-national"
              placeholder="10-digit mobile number"
              value={values.phone}
              onChange={(event) => digits('phone')(event.target.value)}
              className={cn(CONTROL_CLASSES, 'rounded-l-none')}
              {...errorProps(phoneId, messageOf('phone'))}
            />
          </div>
        </FormField>
        {textField({
          field: 'email',
          label: 'Email address',
          type: 'email',
          autoComplete: 'email',
          inputMode: 'email',
        })}
        <FormField id={notesId} label="Order notes" optional className="sm:col-span-2">
          <textarea
            id={notesId}
            name="notes"
            rows={3}
            maxLength={NOTES_MAX}
            value={values.notes}
            onChange={(event) => onChange('notes', event.target.value)}
            placeholder="Notes about your order, e.g. a landmark for delivery"
            className={CONTROL_CLASSES}
          />
        </FormField>
      </div>
    </section>
  );
}
