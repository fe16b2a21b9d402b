import { INDIAN_STATES } from '@vastra/domain/address';
import { CATEGORIES, categoryLabel } from '@vastra/domain/catalog';
import { RETURN_WINDOW_MAX_DAYS, type GstGreyBandRule } from '@vastra/domain/settings';
import type { ReactNode } from 'react';
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

export function SellerSection(props: SectionProps) {
  const { seller } = props.values;
  const set = (key: keyof SettingsValues['seller'], value: string) =>
    props.update((v) => ({ ...v, seller: { ...v.seller, [key]: value } }));
  return (
    <Section title="Seller (printed on tax invoices)" disabled={props.disabled}>
      <TextField
        label="Legal name"
        {...field(props, 'seller.legalName')}
        value={seller.legalName}
        onChange={(e) => set('legalName', e.target.value)}
      />
      <TextAreaField
        label="Address"
        rows={2}
        {...field(props, 'seller.address')}
        value={seller.address}
        onChange={(e) => set('address', e.target.value)}
      />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <TextField
          label="City"
          {...field(props, 'seller.city')}
          value={seller.city}
          onChange={(e) => set('city', e.target.value)}
        />
        <SelectField
          label="State"
          {...field(props, 'seller.state')}
          value={seller.state}
          onChange={(e) => set('state', e.target.value)}
        >
          {INDIAN_STATES.map((state) => (
            <option key={state} value={state}>
              {state}
            </option>
          ))}
        </SelectField>
        <TextField
          label="PIN code"
          inputMode="numeric"
          autoComplete="off"
          {...field(props, 'seller.pincode')}
          value={seller.pincode}
          onChange={(e) => set('pincode', e.target.value)}
        />
      </div>
      <TextField
        label="GSTIN"
        autoCapitalize="characters"
        hint="15 characters; its first two digits are the state's code"
        {...field(props, 'seller.gstin')}
        value={seller.gstin}
        onChange={(e) => set('gstin', e.target.value)}
      />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          label="Email"
          type="email"
          {...field(props, 'seller.email')}
          value={seller.email}
          onChange={(e) => set('email', e.target.value)}
        />
        <TextField
          label="Phone"
          type="tel"
          {...field(props, 'seller.phone')}
          value={seller.phone}
          onChange={(e) => set('phone', e.target.value)}
        />
      </div>
    </Section>
  );
}

export function GrievanceSection(props: SectionProps) {
  const { grievance } = props.values;
  const set = (key: keyof SettingsValues['grievance'], value: string) =>
    props.update((v) => ({ ...v, grievance: { ...v.grievance, [key]: value } }));
  return (
    <Section title="Grievance officer" disabled={props.disabled}>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          label="Name"
          {...field(props, 'grievance.name')}
          value={grievance.name}
          onChange={(e) => set('name', e.target.value)}
        />
        <TextField
          label="Designation"
          {...field(props, 'grievance.designation')}
          value={grievance.designation}
          onChange={(e) => set('designation', e.target.value)}
        />
        <TextField
          label="Grievance officer's email"
          type="email"
          {...field(props, 'grievance.email')}
          value={grievance.email}
          onChange={(e) => set('email', e.target.value)}
        />
        <TextField
          label="Grievance officer's phone"
          type="tel"
          {...field(props, 'grievance.phone')}
          value={grievance.phone}
          onChange={(e) => set('phone', e.target.value)}
        />
      </div>
      <TextAreaField
        label="Postal address"
        rows={2}
        {...field(props, 'grievance.address')}
        value={grievance.address}
        onChange={(e) => set('address', e.target.value)}
      />
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
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {CATEGORIES.map((category) => (
          <TextField
            key={category}
            label={`HSN code for ${categoryLabel(category)}`}
            inputMode="numeric"
            {...field(props, `hsn.${category}`)}
            value={props.values.hsn[category]}
            onChange={(e) => {
              const text = e.target.value;
              props.update((v) => ({ ...v, hsn: { ...v.hsn, [category]: text } }));
            }}
          />
        ))}
      </div>
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
