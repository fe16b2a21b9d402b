import type { SavedAddress } from '@vastra/domain/api';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { cn } from '../../../../components/ui/cn';
import { useI18n } from '../../../../lib/i18n';
import { useSession } from '../../../../lib/session/session-context';
import { billingPrefill, type BillingValues } from '../../model/billing-prefill';
import { useAddressBookActions, useSavedAddresses } from '../api/saved-addresses';
import { alreadySaved, checkAddress, valuesOf } from '../model/address-values';
import { addressName, SavedAddressSummary } from './saved-address-summary';

const NEW = 'new';

/**
 * Checkout's link to the address book (signed in only): the address delivered to as a card with "Change", which
 * lists the saved addresses as cards with "Deliver here" and "Deliver to a new address" (the default chosen at
 * first, choosing one fills the billing form, a new address empties it), and "Save this address to my address
 * book". `saveAfterOrder` runs once the order is placed; a failure to save never stops the order.
 */
export function useCheckoutAddressBook(fill: (values: Omit<BillingValues, 'notes'>) => void) {
  const { t } = useI18n();
  const { user } = useSession();
  const book = useSavedAddresses();
  const { add } = useAddressBookActions();
  const addresses = book.data ?? [];
  const [chosen, setChosen] = useState<string | null>(null);
  const [save, setSave] = useState(false);
  // The saved addresses are listed to choose from after "Change"; otherwise only the one chosen is shown.
  const [choosing, setChoosing] = useState(false);
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

  const current = addresses.find((address) => address.id === chosen);
  const deliverTo = (address: SavedAddress | undefined) => {
    pick(address);
    setChoosing(false);
  };
  const element = user ? (
    <div className="rounded-[var(--radius-card)] border border-line bg-white/70 p-5 sm:p-7">
      {addresses.length > 0 && chosen !== null && (
        <section aria-labelledby="deliver-to" className="mb-4">
          <h2 id="deliver-to" className="font-display text-2xl text-ink">
            {t('Deliver to')}
          </h2>
          {choosing ? (
            <ul aria-label={t('Saved addresses')} className="mt-4 grid gap-3 sm:grid-cols-2">
              {addresses.map((address) => (
                <li key={address.id} className={card(address.id === chosen)}>
                  <SavedAddressSummary address={address} />
                  {address.id === chosen ? (
                    <p className="mt-3 text-sm font-semibold text-ink">{t('Delivering here')}</p>
                  ) : (
                    <Button
                      size="sm"
                      className="mt-3"
                      onClick={() => deliverTo(address)}
                      aria-label={t('Deliver here: {address}', { address: addressName(address, t) })}
                    >
                      {t('Deliver here')}
                    </Button>
                  )}
                </li>
              ))}
              <li className={cn(card(chosen === NEW), 'flex items-center')}>
                <Button size="sm" variant="secondary" onClick={() => deliverTo(undefined)}>
                  {t('Deliver to a new address')}
                </Button>
              </li>
            </ul>
          ) : (
            <div className={cn(card(true), 'mt-4')}>
              {current ? (
                <SavedAddressSummary address={current} />
              ) : (
                <p className="text-sm text-ink">{t('A new address: fill it in below.')}</p>
              )}
              <Button size="sm" variant="secondary" className="mt-3" onClick={() => setChoosing(true)}>
                {t('Change')}
              </Button>
            </div>
          )}
        </section>
      )}
      <label className="flex items-center gap-3 text-sm text-ink">
        <input
          type="checkbox"
          checked={save}
          onChange={(event) => setSave(event.target.checked)}
          className="size-4 accent-[var(--color-ink)]"
        />
        {t('Save this address to my address book')}
      </label>
    </div>
  ) : null;

  return { element, saveAfterOrder };
}

/** A card of the choice: the one delivered to stands out. */
const card = (chosen: boolean) =>
  cn('rounded-2xl border bg-white/80 p-4', chosen ? 'border-ink ring-1 ring-ink' : 'border-line');
