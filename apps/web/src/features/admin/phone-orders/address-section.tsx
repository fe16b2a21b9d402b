import { ADDRESS_DETAIL_LABELS, ADDRESS_DETAIL_MAX, INDIAN_STATES, pinCodeInputDigits } from '@vastra/domain/address';
import { NOTES_MAX } from '@vastra/domain/checkout';
import { INDIA_COUNTRY_CODE, phoneInputDigits } from '@vastra/domain/identity';
import type { ComponentProps } from 'react';
import { Controller } from 'react-hook-form';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field';
import { NEW_ORDER_TEXTS as T } from './new-order-texts';
import type { NewOrderForm } from './new-order-values';
import { OrderSection } from './order-section';

/**
 * Where the order goes: the checkout's address fields, labels and cleaning of pasted PINs and phones
 * (apps/web/src/features/checkout/components/billing-details.tsx), with no State chosen until the PIN fills it
 * (the form's PIN look-up) or staff pick one, and the order's notes.
 */
export function AddressSection({ form, stateWarning }: { form: NewOrderForm; stateWarning: string | null }) {
  const { register } = form;
  const errors = form.formState.errors.customerInfo;
  return (
    <OrderSection title={T.addressHeading}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={ADDRESS_DETAIL_LABELS.house}
          optional
          maxLength={ADDRESS_DETAIL_MAX}
          autoComplete="off"
          className="sm:col-span-2"
          error={errors?.house?.message}
          {...register('customerInfo.house')}
        />
        <TextField
          label={T.street}
          required
          autoComplete="off"
          placeholder={T.streetPlaceholder}
          className="sm:col-span-2"
          error={errors?.address?.message}
          {...register('customerInfo.address')}
        />
        <TextField
          label={ADDRESS_DETAIL_LABELS.area}
          optional
          maxLength={ADDRESS_DETAIL_MAX}
          autoComplete="off"
          error={errors?.area?.message}
          {...register('customerInfo.area')}
        />
        <TextField
          label={ADDRESS_DETAIL_LABELS.landmark}
          optional
          maxLength={ADDRESS_DETAIL_MAX}
          autoComplete="off"
          placeholder={T.landmarkPlaceholder}
          error={errors?.landmark?.message}
          {...register('customerInfo.landmark')}
        />
        {/* No maxLength on PIN and phone: a paste ('560 038', '+91 98765 11060') is cleaned to its digits first. */}
        <CleanedField
          orderForm={form}
          name="customerInfo.pincode"
          clean={pinCodeInputDigits}
          label={T.pinCode}
          required
          inputMode="numeric"
          autoComplete="off"
          placeholder={T.pinPlaceholder}
          hint={T.pinHint}
          error={errors?.pincode?.message}
        />
        <TextField
          label={T.city}
          required
          autoComplete="off"
          error={errors?.city?.message}
          {...register('customerInfo.city')}
        />
        <SelectField
          label={T.state}
          required
          error={errors?.state?.message}
          hint={stateWarning ? <span className="font-medium text-[#8a5a00]">{stateWarning}</span> : undefined}
          {...register('customerInfo.state')}
        >
          <option value="" disabled>
            {T.statePlaceholder}
          </option>
          {INDIAN_STATES.map((state) => (
            <option key={state} value={state}>
              {state}
            </option>
          ))}
        </SelectField>
        <CleanedField
          orderForm={form}
          name="customerInfo.altPhone"
          clean={phoneInputDigits}
          label={ADDRESS_DETAIL_LABELS.altPhone}
          optional
          type="tel"
          inputMode="numeric"
          autoComplete="off"
          placeholder={T.altPhonePlaceholder}
          prefix={INDIA_COUNTRY_CODE}
          error={errors?.altPhone?.message}
        />
        <TextAreaField
          label={T.notes}
          optional
          rows={2}
          maxLength={NOTES_MAX}
          placeholder={T.notesPlaceholder}
          className="sm:col-span-2"
          error={errors?.notes?.message}
          {...register('customerInfo.notes')}
        />
      </div>
    </OrderSection>
  );
}

/** A field whose typed or pasted text is cleaned to its digits before the form keeps it (PIN, phone). */
function CleanedField({
  orderForm,
  name,
  clean,
  ...props
}: {
  orderForm: NewOrderForm;
  name: 'customerInfo.pincode' | 'customerInfo.altPhone';
  clean: (typed: string) => string;
} & Omit<ComponentProps<typeof TextField>, 'form' | 'name' | 'value' | 'onChange' | 'onBlur' | 'ref'>) {
  return (
    <Controller
      control={orderForm.control}
      name={name}
      render={({ field }) => (
        <TextField
          {...props}
          ref={field.ref}
          name={field.name}
          value={field.value}
          onBlur={field.onBlur}
          onChange={(event) => field.onChange(clean(event.target.value))}
        />
      )}
    />
  );
}
