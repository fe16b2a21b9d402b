import { INDIAN_STATES } from '@vastra/domain/address';
import { RETURN_WINDOW_MAX_DAYS, type GstGreyBandRule } from '@vastra/domain/settings';
import type { ChangeEvent, ReactNode } from 'react';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field';
import { fieldId, type SettingsErrors, type SettingsField, type SettingsValues } from './settings-form';

/** What each section gets: the values, their messages and a setter (the whole form is one state). */
export type SectionProps = {
  values: SettingsValues;
  errors: SettingsErrors;
  update: (change: (values: SettingsValues) => SettingsValues) => void;
  disabled: boolean;
};

export function Section({ title, disabled, children }: { title: string; disabled: boolean; children: ReactNode }) {
  return (
    <fieldset disabled={disabled} className="flex min-w-0 flex-col gap-5 rounded-2xl border border-line bg-white p-5">
      <legend className="px-1 text-lg font-semibold text-gray-900">{title}</legend>
      {children}
    </fieldset>
  );
}

const field = (props: SectionProps, key: SettingsField) => ({ id: fieldId(key), error: props.errors[key] });

/** The fields of one group (seller, grievance): a key gives its field's id, message, value and setter. */
function groupFields<G extends 'seller' | 'grievance'>(props: SectionProps, group: G) {
  return (key: keyof SettingsValues[G] & string) => ({
    ...field(props, `${group}.${key}` as SettingsField),
    value: props.values[group][key] as string,
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
      const text = e.target.value;
      props.update((v) => ({ ...v, [group]: { ...v[group], [key]: text } }));
    },
  });
}

export function SellerSection(props: SectionProps) {
  const seller = groupFields(props, 'seller');
  return (
    <Section title="Seller (printed on tax invoices)" disabled={props.disabled}>
      <TextField label="Legal name" {...seller('legalName')} />
      <TextAreaField label="Address" rows={2} {...seller('address')} />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <TextField label="City" {...seller('city')} />
        <SelectField label="State" {...seller('state')}>
          {INDIAN_STATES.map((state) => (
            <option key={state} value={state}>
              {state}
            </option>
          ))}
        </SelectField>
        <TextField label="PIN code" inputMode="numeric" autoComplete="off" {...seller('pincode')} />
      </div>
      <TextField
        label="GSTIN"
        autoCapitalize="characters"
        hint="15 characters; its first two digits are the state's code"
        {...seller('gstin')}
      />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField label="Email" type="email" {...seller('email')} />
        <TextField label="Phone" type="tel" {...seller('phone')} />
      </div>
    </Section>
  );
}

export function GrievanceSection(props: SectionProps) {
  const grievance = groupFields(props, 'grievance');
  return (
    <Section title="Grievance officer" disabled={props.disabled}>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField label="Name" {...grievance('name')} />
        <TextField label="Designation" {...grievance('designation')} />
        <TextField label="Grievance officer's email" type="email" {...grievance('email')} />
        <TextField label="Grievance officer's phone" type="tel" {...grievance('phone')} />
      </div>
      <TextAreaField label="Postal address" rows={2} {...grievance('address')} />
    </Section>
  );
}

export function ReturnsSection(props: SectionProps) {
  return (
    <Section title="Returns" disabled={props.disabled}>
      <TextField
        label="Return window (days)"
        inputMode="numeric"
        hint={`0 turns returns and exchanges off. Up to ${RETURN_WINDOW_MAX_DAYS} days from delivery.`}
        {...field(props, 'returnWindowDays')}
        value={props.values.returnWindowDays}
        onChange={(e) => {
          const text = e.target.value;
          props.update((v) => ({ ...v, returnWindowDays: text }));
        }}
      />
    </Section>
  );
}

export function TaxSection(props: SectionProps) {
  return (
    <Section title="Tax" disabled={props.disabled}>
      <p className="text-sm text-muted">
        HSN codes are set per category under Categories, and per product in its form.
      </p>
      <SelectField
        label="Prices between ₹2,625 and ₹2,950"
        id="settings-grey-band"
        hint="Tax-inclusive prices in this band fall on neither side of ₹2,500 cleanly: choose the rate they pay."
        value={props.values.greyBand}
        onChange={(e) => {
          const rule = e.target.value as GstGreyBandRule;
          props.update((v) => ({ ...v, greyBand: rule }));
        }}
      >
        <option value="higher">Tax at 18 %</option>
        <option value="lower">Tax at 5 %</option>
      </SelectField>
    </Section>
  );
}

/** The delivery and cash-on-delivery fees (docs/decisions/087-delivery-and-cod-fees.md), in whole rupees. */
export function DeliverySection(props: SectionProps) {
  const rupees = (key: keyof SettingsValues['delivery']) => ({
    ...field(props, `delivery.${key}`),
    inputMode: 'numeric' as const,
    prefix: '₹',
    value: props.values.delivery[key],
    onChange: (e: ChangeEvent<HTMLInputElement>) => {
      const text = e.target.value;
      props.update((v) => ({ ...v, delivery: { ...v.delivery, [key]: text } }));
    },
  });
  return (
    <Section title="Delivery charges" disabled={props.disabled}>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          label="Delivery fee (₹)"
          hint="Charged on orders below the value for free delivery, taxed with the goods. 0: delivery is free."
          {...rupees('feeRupees')}
        />
        <TextField
          label="Free delivery on orders of (₹)"
          optional
          hint={
            'Orders worth at least this at sale prices, before offers and coupons, pay no delivery fee. ' +
            'Empty: the fee applies to every order.'
          }
          {...rupees('freeAboveRupees')}
        />
        <TextField
          label="Cash on delivery fee (₹)"
          hint="Added to orders paid by cash on delivery, taxed with the goods. 0: no fee."
          {...rupees('codFeeRupees')}
        />
      </div>
    </Section>
  );
}
