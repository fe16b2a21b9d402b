import {
  ADDRESS_DETAIL_LABELS,
  ADDRESS_DETAIL_MAX,
  ADDRESS_MESSAGES,
  INDIAN_STATES,
  pinCodeInputDigits,
} from '@vastra/domain/address';
import { NOTES_MAX } from '@vastra/domain/checkout';
import { INDIA_COUNTRY_CODE, phoneInputDigits } from '@vastra/domain/identity';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field';
import type { BillingField, BillingValues } from '../model/billing-prefill';

export type BillingDetailsProps = {
  idPrefix: string;
  values: BillingValues;
  onChange: (field: BillingField, value: string) => void;
  /** The one field in error and its message (docs/rules/checkout.md#validation shows one message at a time). */
  error: { field: BillingField; message: string } | null;
  /** A warning under a field that does not block the order, e.g. a State that is not the PIN's. */
  warnings?: Partial<Record<BillingField, string | null>>;
};

/** The fieldId of a billing field, so the form can focus the one in error. */
export const billingFieldId = (idPrefix: string, field: BillingField) => `${idPrefix}-${field}`;

const asTyped = (value: string) => value;

/** docs/rules/checkout.md#screen, docs/rules/checkout.md#data: the Billing Details, country fixed to India. */
export function BillingDetails(props: BillingDetailsProps) {
  const { idPrefix } = props;
  return (
    <section
      aria-labelledby={`${idPrefix}-billing`}
      className="rounded-[var(--radius-card)] border border-line bg-white/70 p-5 sm:p-7"
    >
      <h2 id={`${idPrefix}-billing`} className="font-display text-2xl text-ink">
        Billing Details
      </h2>
      <p className="mt-1 text-sm text-muted">Where should we deliver your order?</p>
      <BillingFields {...props} withNotes />
    </section>
  );
}

/**
 * The billing fields themselves, shared by checkout and the profile's address book (which keeps no order notes), so
 * both show the same labels, cleaning of pasted PINs and phones, and messages.
 */
export function BillingFields({
  idPrefix,
  values,
  onChange,
  error,
  warnings = {},
  withNotes = false,
}: BillingDetailsProps & { withNotes?: boolean }) {
  /** A billing field's id, name, value, message and change handler; `keep` cleans what was typed or pasted. */
  const bind = (field: BillingField, keep: (value: string) => string = asTyped) => ({
    id: billingFieldId(idPrefix, field),
    name: field,
    value: values[field],
    error: error?.field === field ? error.message : null,
    hint: warnings[field] ? <span className="font-medium text-[#8a5a00]">{warnings[field]}</span> : undefined,
    onChange: (event: { target: { value: string } }) => onChange(field, keep(event.target.value)),
  });

  return (
    <div className="mt-6 grid gap-x-4 gap-y-5 sm:grid-cols-2">
      <TextField {...bind('firstName')} label="First name" required autoComplete="given-name" />
      <TextField {...bind('lastName')} label="Last name" required autoComplete="family-name" />
      <TextField id={`${idPrefix}-country`} label="Country" value="India" fixed />
      <SelectField {...bind('state')} label="State" required autoComplete="address-level1">
        {/* Until her PIN fills it or she picks one (docs/deviations.md). */}
        <option value="" disabled>
          {ADDRESS_MESSAGES.statePlaceholder}
        </option>
        {INDIAN_STATES.map((state) => (
          <option key={state} value={state}>
            {state}
          </option>
        ))}
      </SelectField>
      {/* The optional details a courier finds a door by (docs/decisions/130-address-details.md). */}
      <TextField
        {...bind('house')}
        label={ADDRESS_DETAIL_LABELS.house}
        optional
        maxLength={ADDRESS_DETAIL_MAX}
        autoComplete="off"
        className="sm:col-span-2"
      />
      <TextField
        {...bind('address')}
        label="Street address"
        required
        autoComplete="street-address"
        placeholder="House number and street name"
        className="sm:col-span-2"
      />
      <TextField {...bind('area')} label={ADDRESS_DETAIL_LABELS.area} optional maxLength={ADDRESS_DETAIL_MAX} />
      <TextField
        {...bind('landmark')}
        label={ADDRESS_DETAIL_LABELS.landmark}
        optional
        maxLength={ADDRESS_DETAIL_MAX}
        placeholder="e.g. near the temple"
      />
      <TextField {...bind('city')} label="Town / City" required autoComplete="address-level2" />
      {/* No maxLength on PIN and phone: the browser would cut a paste ('560 038', '+91 98765 11060') before
            the domain rules drop the spaces and prefix; the rules keep at most 6 and 10 digits themselves. */}
      <TextField
        {...bind('pinCode', pinCodeInputDigits)}
        label="PIN code"
        required
        inputMode="numeric"
        autoComplete="postal-code"
        placeholder="6 digits"
      />
      <TextField
        {...bind('phone', phoneInputDigits)}
        label="Phone"
        required
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        placeholder="10-digit mobile number"
        prefix={INDIA_COUNTRY_CODE}
      />
      <TextField
        {...bind('altPhone', phoneInputDigits)}
        label={ADDRESS_DETAIL_LABELS.altPhone}
        optional
        type="tel"
        inputMode="numeric"
        autoComplete="off"
        placeholder="A second number to call"
        prefix={INDIA_COUNTRY_CODE}
      />
      <TextField
        {...bind('email')}
        label="Email address"
        required
        type="email"
        autoComplete="email"
        inputMode="email"
      />
      {withNotes && (
        <TextAreaField
          {...bind('notes')}
          label="Order notes"
          optional
          rows={3}
          maxLength={NOTES_MAX}
          placeholder="Notes about your order, e.g. a landmark for delivery"
          className="sm:col-span-2"
        />
      )}
    </div>
  );
}
