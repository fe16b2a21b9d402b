import type { OfferBodyInput } from '@vastra/domain/api';
import type { ReactNode } from 'react';
import type { useFieldArray, useForm, UseFormRegisterReturn } from 'react-hook-form';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import type { OfferFormValues } from './offer-form-values';

// The offer form's pieces (offer-form.tsx, offer-kind-fields.tsx).

export type OfferFormApi = ReturnType<typeof useForm<OfferFormValues, unknown, OfferBodyInput>>;
export type OfferTiers = ReturnType<typeof useFieldArray<OfferFormValues, 'tiers'>>;

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid min-w-0 gap-4 rounded-2xl border border-line bg-white p-4 sm:grid-cols-2 sm:p-6">
      <legend className="px-1 text-base font-semibold text-ink">{title}</legend>
      {children}
    </fieldset>
  );
}

export function Check({ label, hint, field }: { label: string; hint?: string; field: UseFormRegisterReturn }) {
  return <CheckboxField label={label} hint={hint} field={field} className="sm:col-span-2" />;
}

export function Suffix({ children }: { children: ReactNode }) {
  return (
    <span aria-hidden="true" className="grid place-items-center px-3.5 text-base text-muted">
      {children}
    </span>
  );
}
