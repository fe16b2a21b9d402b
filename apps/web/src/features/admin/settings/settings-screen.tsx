import { missingPermissionMessage } from '@vastra/domain/back-office';
import { formatRupeesFromRupees } from '@vastra/domain/money';
import {
  demonstrationContacts,
  SETTINGS_MESSAGES as DOMAIN_SETTINGS_MESSAGES,
  type ShopSettings,
} from '@vastra/domain/settings';
import { useId, useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { adminErrorMessage } from '../api/admin-errors';
import { FormMessage } from '../auth/auth-card';
import { useStaff } from '../auth/staff-session';
import { AdminPage } from '../components/admin-page';
import { useSaveShopSettings, useShopSettings } from './settings-api';
import {
  FIELD_ORDER,
  SETTINGS_MESSAGES,
  fieldId,
  refusedField,
  settingsOf,
  valuesOf,
  type SettingsErrors,
  type SettingsValues,
} from './settings-form';
import { DeliverySection, GrievanceSection, ReturnsSection, SellerSection, TaxSection } from './settings-sections';

/**
 * Settings: cash on delivery, the delivery charges, the seller printed on invoices, the grievance officer, the return
 * window and tax.
 * The owner changes them; other staff read them.
 */
export function Component() {
  const settings = useShopSettings();
  return (
    <AdminPage title="Settings">
      {settings.isPending ? (
        <Spinner label="Loading the settings" />
      ) : settings.isError ? (
        <FormMessage message={adminErrorMessage(settings.error)} />
      ) : (
        <SettingsForm key={settings.data.updatedAt ?? 'defaults'} saved={settings.data.settings} />
      )}
    </AdminPage>
  );
}

function SettingsForm({ saved }: { saved: ShopSettings }) {
  const isOwner = useStaff().permissions.includes('settings');
  const save = useSaveShopSettings();
  const toast = useToast();
  const [values, setValues] = useState<SettingsValues>(() => valuesOf(saved));
  const [errors, setErrors] = useState<SettingsErrors>({});
  // The seller and Grievance officer still as shipped: the policy pages of a production shop wait for them.
  const demonstration = demonstrationContacts(saved);
  const set = <K extends keyof SettingsValues>(key: K, value: SettingsValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  const sectionProps = { values, errors, update: setValues, disabled: !isOwner };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const result = settingsOf(values);
    if ('errors' in result) {
      setErrors(result.errors);
      const first = FIELD_ORDER.find((field) => result.errors[field]);
      if (first) document.getElementById(fieldId(first))?.focus();
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync(result.settings);
      toast.success(SETTINGS_MESSAGES.saved);
    } catch (error) {
      // Shown under the form from the mutation's error, and on the field the API names (a GSTIN it refused).
      const field = error instanceof ApiError ? refusedField(error.body) : null;
      if (field && error instanceof ApiError) {
        setErrors({ [field]: error.message });
        document.getElementById(fieldId(field))?.focus();
      }
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex max-w-2xl flex-col gap-6">
      {!isOwner && (
        <FormMessage tone="info" message={`${missingPermissionMessage('settings')} You can read these settings.`} />
      )}
      {demonstration.length > 0 && (
        <p className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-ink">
          {DOMAIN_SETTINGS_MESSAGES.demonstrationContacts(demonstration)}
        </p>
      )}
      <fieldset disabled={!isOwner} className="flex min-w-0 flex-col gap-5 rounded-2xl border border-line bg-white p-5">
        <legend className="px-1 text-lg font-semibold text-gray-900">Cash on delivery</legend>
        <TextField
          id={fieldId('maxOrderValue')}
          label="Cash on delivery limit per order (₹)"
          inputMode="numeric"
          optional
          hint={`Above it, checkout offers online payment only. Empty: no limit. Default ${formatRupeesFromRupees(
            5000,
          )}.`}
          prefix="₹"
          value={values.maxOrderValue}
          error={errors.maxOrderValue}
          onChange={(e) => set('maxOrderValue', e.target.value)}
        />
        <Toggle
          checked={values.onlyWherePinAllows}
          onChange={(on) => set('onlyWherePinAllows', on)}
          label="Offer cash on delivery only where the courier collects cash"
          hint="At PIN codes where the courier takes no cash, checkout offers online payment only."
        />
        <Toggle
          checked={values.confirmationEnabled}
          onChange={(on) => set('confirmationEnabled', on)}
          label="Ask the shopper to confirm cash-on-delivery orders"
          hint="An SMS with a link and a code; the order is booked only once confirmed."
        />
        <TextField
          id={fieldId('confirmationHours')}
          label="Hours to confirm before the order is cancelled"
          inputMode="numeric"
          // The hours mean something only while shoppers are asked to confirm.
          disabled={!values.confirmationEnabled}
          value={values.confirmationHours}
          error={errors.confirmationHours}
          onChange={(e) => set('confirmationHours', e.target.value)}
        />
      </fieldset>
      <DeliverySection {...sectionProps} />
      <SellerSection {...sectionProps} />
      <GrievanceSection {...sectionProps} />
      <ReturnsSection {...sectionProps} />
      <TaxSection {...sectionProps} />
      <FormMessage message={save.isError ? adminErrorMessage(save.error) : null} />
      {isOwner && (
        <div>
          <Button type="submit" loading={save.isPending}>
            Save settings
          </Button>
        </div>
      )}
    </form>
  );
}

function Toggle(props: { checked: boolean; onChange: (on: boolean) => void; label: string; hint: ReactNode }) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        className="mt-1 size-5 shrink-0 accent-accent"
        checked={props.checked}
        aria-describedby={`${id}-hint`}
        onChange={(e) => props.onChange(e.target.checked)}
      />
      <div>
        <label htmlFor={id} className="text-sm font-medium text-ink">
          {props.label}
        </label>
        <p id={`${id}-hint`} className="text-sm text-muted">
          {props.hint}
        </p>
      </div>
    </div>
  );
}
