import type { SavedAddress } from '@vastra/domain/api';
import { useEffect, useRef, useState } from 'react';
import { SelectField } from '../../../../components/ui/field';
import { useSession } from '../../../../lib/session/session-context';
import { billingPrefill, type BillingValues } from '../../model/billing-prefill';
import { useAddressBookActions, useSavedAddresses } from '../api/saved-addresses';
import { addressLine, alreadySaved, checkAddress, valuesOf } from '../model/address-values';

const NEW = 'new';

/**
 * Checkout's link to the address book (signed in only): the saved addresses to deliver to (the default chosen at
 * first, choosing one fills the billing form, "A new address" empties it) and "Save this address to my address
 * book". `saveAfterOrder` runs once the order is placed; a failure to save never stops the order.
 */
export function useCheckoutAddressBook(fill: (values: Omit<BillingValues, 'notes'>) => void) {
  const { user } = useSession();
  const book = useSavedAddresses();
  const { add } = useAddressBookActions();
  const addresses = book.data ?? [];
  const [chosen, setChosen] = useState<string | null>(null);
  const [save, setSave] = useState(false);
  const filled = useRef(false);

  const pick = (address: SavedAddress | undefined) => {
    setChosen(address?.id ?? NEW);
    // "A new address" starts empty (the shopper's own name and contact kept): nothing of a saved address stays.
    const { notes: _notes, ...values } = address ? valuesOf(address) : billingPrefill(user);
    fill(values);
  };
  useEffect(() => {
    if (filled.current || !book.data?.[0]) return;
    filled.current = true;
    pick(book.data.find((a) => a.isDefault) ?? book.data[0]);
    // Only the book's first answer fills the form: later refreshes leave what the shopper typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [book.data]);

  const saveAfterOrder = (values: BillingValues) => {
    if (!save) return;
    const checked = checkAddress(values, { label: '', isDefault: false });
    if ('problem' in checked || alreadySaved(addresses, checked.input)) return;
    add.mutate(checked.input, { onError: () => undefined });
  };

  const element = user ? (
    <div className="rounded-[var(--radius-card)] border border-line bg-white/70 p-5 sm:p-7">
      {addresses.length > 0 && (
        <SelectField
          label="Deliver to a saved address"
          value={chosen ?? NEW}
          onChange={(event) => pick(addresses.find((a) => a.id === event.target.value))}
        >
          {addresses.map((address) => (
            <option key={address.id} value={address.id}>
              {optionText(address)}
            </option>
          ))}
          <option value={NEW}>A new address</option>
        </SelectField>
      )}
      <label className={`flex items-center gap-3 text-sm text-ink ${addresses.length > 0 ? 'mt-4' : ''}`}>
        <input
          type="checkbox"
          checked={save}
          onChange={(event) => setSave(event.target.checked)}
          className="size-4 accent-[var(--color-ink)]"
        />
        Save this address to my address book
      </label>
    </div>
  ) : null;

  return { element, saveAfterOrder };
}

const optionText = (address: SavedAddress) =>
  `${address.label ? `${address.label}: ` : ''}${address.firstName} ${address.lastName}, ${addressLine(address)}` +
  (address.isDefault ? ' (default)' : '');
