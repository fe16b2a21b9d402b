import type { AdminCustomerRow } from '@vastra/domain/api';
import { LANGUAGE_NAMES, LANGUAGES } from '@vastra/domain/i18n';
import { normalizeIndianMobile, phoneInputDigits } from '@vastra/domain/identity';
import { useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/field';
import { FormPhoneField } from '../../../components/ui/form-phone-field';
import { Spinner } from '../../../components/ui/spinner';
import { adminErrorMessage } from '../api/admin-errors';
import { SearchBox } from '../components/search-box';
import { useCustomer } from '../customers/customers-api';
import { NEW_ORDER_TEXTS as T } from './new-order-texts';
import { useCustomerMatches } from './phone-orders-api';
import type { AddressParts, NewOrderForm } from './new-order-values';
import { OrderSection } from './order-section';

const RESULT =
  'flex w-full min-h-11 flex-wrap items-baseline justify-between gap-x-3 rounded-xl border border-line bg-white ' +
  'px-3 py-2 text-left text-sm hover:border-ink/40 focus-visible:outline-2 focus-visible:outline-accent';

/**
 * Whose order it is: a customer found by name, phone or email (her name, phone and email fill the fields and her
 * saved addresses are offered), or a new customer typed in (no account picked: the server finds hers by the phone or
 * makes one). The fields stay editable: they are this order's details.
 */
export function CustomerSection({
  form,
  onUseAddress,
}: {
  form: NewOrderForm;
  onUseAddress: (parts: AddressParts) => void;
}) {
  const [q, setQ] = useState('');
  const [pickedName, setPickedName] = useState<string | null>(null);
  const customerId = useWatch({ control: form.control, name: 'customerId' });
  const { errors } = form.formState;

  function pick(row: AdminCustomerRow) {
    form.setValue('customerId', row.id);
    form.setValue('customerInfo.name', row.name);
    form.setValue('customerInfo.phone', normalizeIndianMobile(row.phone) ?? phoneInputDigits(row.phone));
    form.setValue('customerInfo.email', row.email);
    form.clearErrors(['customerId', 'customerInfo.name', 'customerInfo.phone', 'customerInfo.email']);
    setPickedName(row.name);
    setQ('');
  }

  function startNew() {
    form.setValue('customerId', null);
    for (const field of ['name', 'phone', 'email'] as const) form.setValue(`customerInfo.${field}`, '');
    form.clearErrors('customerId');
    setPickedName(null);
    setQ('');
    form.setFocus('customerInfo.name');
  }

  return (
    <OrderSection title={T.customerHeading}>
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1 basis-64">
          <SearchBox label={T.customerSearch} placeholder={T.customerSearchPlaceholder} value={q} onSearch={setQ} />
        </div>
        <Button variant="secondary" onClick={startNew}>
          {T.newCustomer}
        </Button>
      </div>
      {q !== '' && <CustomerMatches q={q} onPick={pick} />}
      {customerId !== null && pickedName !== null ? (
        <Alert tone="info" look="box" role="status">
          <span className="block font-medium">{T.pickedCustomer(pickedName)}</span>
          {T.pickedHint}
        </Alert>
      ) : (
        <p className="text-sm text-muted">{T.newCustomerHint}</p>
      )}
      {errors.customerId?.message && <Alert>{errors.customerId.message}</Alert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={T.name}
          required
          autoComplete="off"
          className="sm:col-span-2"
          error={errors.customerInfo?.name?.message}
          {...form.register('customerInfo.name')}
        />
        <FormPhoneField
          control={form.control}
          name="customerInfo.phone"
          label={T.phone}
          required
          error={errors.customerInfo?.phone?.message}
        />
        <TextField
          label={T.email}
          required
          type="email"
          inputMode="email"
          autoComplete="off"
          error={errors.customerInfo?.email?.message}
          {...form.register('customerInfo.email')}
        />
        <SelectField
          label={T.textsLanguage}
          hint={T.textsLanguageHint}
          error={errors.language?.message}
          {...form.register('language')}
        >
          {LANGUAGES.map((language) => (
            <option key={language} value={language} lang={language}>
              {LANGUAGE_NAMES[language]}
            </option>
          ))}
        </SelectField>
      </div>
      {customerId !== null && <SavedAddresses key={customerId} id={customerId} onUse={onUseAddress} />}
    </OrderSection>
  );
}

function CustomerMatches({ q, onPick }: { q: string; onPick: (row: AdminCustomerRow) => void }) {
  const matches = useCustomerMatches(q);
  if (matches.isPending) return <Spinner label={T.customersLoading} />;
  if (matches.isError) return <Alert>{`${T.customersFailed} ${adminErrorMessage(matches.error)}`}</Alert>;
  const rows = matches.data.items;
  if (rows.length === 0) return <p className="text-sm text-muted">{T.customerNoMatch(q)}</p>;
  return (
    <ul aria-label={T.customerResults} aria-busy={matches.isPlaceholderData || undefined} className="grid gap-2">
      {rows.map((row) => (
        <li key={row.id}>
          <button type="button" className={RESULT} onClick={() => onPick(row)}>
            <span className="font-medium text-ink">{row.name}</span>
            <span className="text-muted tabular-nums">{row.phone}</span>
            {row.email && <span className="basis-full break-all text-muted">{row.email}</span>}
          </button>
        </li>
      ))}
    </ul>
  );
}

/** Her saved addresses from her customer page; each one fills the delivery address, its details too. */
function SavedAddresses({ id, onUse }: { id: string; onUse: (parts: AddressParts) => void }) {
  const customer = useCustomer(id);
  const headingId = useId();
  if (customer.isPending) return <Spinner label={T.addressesLoading} size="sm" />;
  if (customer.isError) return <Alert look="text">{T.addressesFailed}</Alert>;
  const addresses = customer.data.addresses;
  if (addresses.length === 0) return null;
  return (
    <div>
      <h3 id={headingId} className="mb-2 text-sm font-semibold text-ink">
        {T.savedAddresses}
      </h3>
      <ul aria-labelledby={headingId} className="grid gap-2 sm:grid-cols-2">
        {addresses.map((address) => {
          const lineId = `${headingId}-${address.id}`;
          return (
            <li key={address.id} className="flex flex-col gap-2 rounded-xl border border-line p-3 text-sm">
              <span className="flex flex-wrap items-center gap-2 font-medium text-ink">
                {address.label || address.name}
                {address.isDefault && <Badge tone="neutral">{T.defaultAddress}</Badge>}
              </span>
              <span id={lineId} className="break-words text-muted">
                {address.line}
              </span>
              <Button
                size="sm"
                variant="secondary"
                className="self-start"
                aria-describedby={lineId}
                onClick={() => onUse(address.fields)}
              >
                {T.useAddress}
              </Button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
