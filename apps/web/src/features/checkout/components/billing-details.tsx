import { ADDRESS_DETAIL_MAX, INDIAN_STATES, pinCodeInputDigits } from '@vastra/domain/address';
import { NOTES_MAX } from '@vastra/domain/checkout';
import { INDIA_COUNTRY_CODE, phoneInputDigits } from '@vastra/domain/identity';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field';
import { useI18n } from '../../../lib/i18n';
import { addressMessageText } from '../model/address-message-text';
import type { BillingField, BillingValues } from '../model/billing-prefill';

export type BillingDetailsProps = {
  idPrefix: string;
  values: BillingValues;
  onChange: (field: BillingField, value: string) => void;
  /**
   * The one field in error and its message (docs/rules/checkout.md#validation shows one message at a time): the
   * domain's English, shown in the shopper's language (../model/address-message-text.ts).
   */
  error: { field: BillingField; message: string } | null;
  /** A warning under a field that does not block the order, e.g. a State that is not the PIN's (shown as `error`). */
  warnings?: Partial<Record<BillingField, string | null>>;
};

/** The fieldId of a billing field, so the form can focus the one in error. */
export const billingFieldId = (idPrefix: string, field: BillingField) => `${idPrefix}-${field}`;

const asTyped = (value: string) => value;

/** docs/rules/checkout.md#screen, docs/rules/checkout.md#data: the Billing Details, country fixed to India. */
export function BillingDetails(props: BillingDetailsProps) {
  const { idPrefix } = props;
  const { t } = useI18n();
  return (
    <section
      aria-labelledby={`${idPrefix}-billing`}
      className="rounded-[var(--radius-card)] border border-line bg-white/70 p-5 sm:p-7"
    >
      <h2 id={`${idPrefix}-billing`} className="font-display text-2xl text-ink">
        {t('Billing Details')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('Where should we deliver your order?')}</p>
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
  const { t } = useI18n();
  /** A billing field's id, name, value, message and change handler; `keep` cleans what was typed or pasted. */
  const bind = (field: BillingField, keep: (value: string) => string = asTyped) => {
    const warning = warnings[field];
    return {
      id: billingFieldId(idPrefix, field),
      name: field,
      value: values[field],
      error: error?.field === field ? addressMessageText(error.message, t) : null,
      hint: warning ? <span className="font-medium text-[#8a5a00]">{addressMessageText(warning, t)}</span> : undefined,
      onChange: (event: { target: { value: string } }) => onChange(field, keep(event.target.value)),
    };
  };

  return (
    <div className="mt-6 grid gap-x-4 gap-y-5 sm:grid-cols-2">
      <TextField {...bind('firstName')} label={t('First name')} required autoComplete="given-name" />
      <TextField {...bind('lastName')} label={t('Last name')} required autoComplete="family-name" />
      <TextField id={`${idPrefix}-country`} label={t('Country')} value={t('India')} fixed />
      <SelectField {...bind('state')} label={t('State')} required autoComplete="address-level1">
        {/* Until her PIN fills it or she picks one (docs/deviations.md). */}
        <option value="" disabled>
          {t('Select your state')}
        </option>
        {INDIAN_STATES.map((state) => (
          <option key={state} value={state}>
            {state}
          </option>
        ))}
      </SelectField>
      {/* The optional details a courier finds a door by (docs/decisions/130-address-details.md), labelled as the
          domain's ADDRESS_DETAIL_LABELS. */}
      <TextField
        {...bind('house')}
        label={t('Flat, house no., building')}
        optional
        maxLength={ADDRESS_DETAIL_MAX}
        autoComplete="off"
        className="sm:col-span-2"
      />
      <TextField
        {...bind('address')}
        label={t('Street address')}
        required
        autoComplete="street-address"
        placeholder={t('House number and street name')}
        className="sm:col-span-2"
      />
      <TextField {...bind('area')} label={t('Area, locality')} optional maxLength={ADDRESS_DETAIL_MAX} />
      <TextField
        {...bind('landmark')}
        label={t('Landmark')}
        optional
        maxLength={ADDRESS_DETAIL_MAX}
        placeholder={t('e.g. near the temple')}
      />
      <TextField {...bind('city')} label={t('Town / City')} required autoComplete="address-level2" />
      {/* No maxLength on PIN and phone: the browser would cut a paste ('560 038', '+91 98765 11060') before
            the domain rules drop the spaces and prefix; the rules keep at most 6 and 10 digits themselves. */}
      <TextField
        {...bind('pinCode', pinCodeInputDigits)}
        label={t('PIN code')}
        required
        inputMode="numeric"
        autoComplete="postal-code"
        placeholder={t('6 digits')}
      />
      <TextField
        {...bind('phone', phoneInputDigits)}
        label={t('Phone')}
        required
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        placeholder={t('10-digit mobile number')}
        prefix={INDIA_COUNTRY_CODE}
      />
      <TextField
        {...bind('altPhone', phoneInputDigits)}
        label={t('Alternate phone')}
        optional
        type="tel"
        inputMode="numeric"
        autoComplete="off"
        placeholder={t('A second number to call')}
        prefix={INDIA_COUNTRY_CODE}
      />
      <TextField
        {...bind('email')}
        label={t('Email address')}
        required
        type="email"
        autoComplete="email"
        inputMode="email"
      />
      {withNotes && (
        <TextAreaField
          {...bind('notes')}
          label={t('Order notes')}
          optional
          rows={3}
          maxLength={NOTES_MAX}
          placeholder={t('Notes about your order, e.g. a landmark for delivery')}
          className="sm:col-span-2"
        />
      )}
    </div>
  );
}
