import type { SavedAddress, SavedAddressInput } from '@vastra/domain/api';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { Spinner } from '../../../../components/ui/spinner';
import { useToast } from '../../../../components/ui/toast';
import { useI18n } from '../../../../lib/i18n';
import { useSession } from '../../../../lib/session/session-context';
import { addressMessageText } from '../../model/address-message-text';
import { billingPrefill } from '../../model/billing-prefill';
import { useAddressBookActions, useSavedAddresses } from '../api/saved-addresses';
import { addressLine, checkAddress, valuesOf } from '../model/address-values';
import { AddressFormDialog } from './address-form-dialog';
import { addressName, SavedAddressSummary } from './saved-address-summary';

type Editing = { address: SavedAddress | null } | null;

/** The profile's address book: the saved addresses (default marked), Add, Edit, Delete and Make default. */
export function AddressBook() {
  const { t } = useI18n();
  const { user } = useSession();
  const toast = useToast();
  const book = useSavedAddresses();
  const actions = useAddressBookActions();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<SavedAddress | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const addresses = book.data ?? [];

  const open = (address: SavedAddress | null) => {
    setServerError(null);
    setEditing({ address });
  };
  const save = (input: SavedAddressInput) => {
    const target = editing?.address;
    const done = {
      onSuccess: () => {
        setEditing(null);
        toast.success(t('Address saved'));
      },
      onError: (error: Error) => setServerError(error.message),
    };
    if (target) actions.update.mutate({ id: target.id, input }, done);
    else actions.add.mutate(input, done);
  };
  const makeDefault = (address: SavedAddress) => {
    const checked = checkAddress(valuesOf(address), { label: address.label, isDefault: true });
    // The domain's checks, and a server's answer that is one of them, in the shopper's language.
    if ('problem' in checked) return toast.error(addressMessageText(checked.problem.message, t));
    actions.update.mutate(
      { id: address.id, input: checked.input },
      {
        onSuccess: () => toast.success(t('Default address changed')),
        onError: (error) => toast.error(addressMessageText(error.message, t)),
      },
    );
  };
  const remove = (address: SavedAddress) =>
    actions.remove.mutate(address.id, {
      onSuccess: () => {
        setDeleting(null);
        toast.success(t('Address deleted'));
      },
      onError: (error) => toast.error(error.message),
    });

  return (
    <section aria-labelledby="addresses-heading" className="mt-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="addresses-heading" className="font-display text-2xl text-ink">
          {t('Addresses')}
        </h2>
        <Button size="sm" onClick={() => open(null)}>
          {t('Add address')}
        </Button>
      </div>
      {book.isPending && <Spinner label={t('Loading your addresses')} />}
      {book.isError && <p className="mt-4 text-sm text-danger">{t('Could not load your addresses.')}</p>}
      {book.isSuccess && addresses.length === 0 && (
        <p className="mt-4 text-sm text-muted">{t('No saved addresses yet.')}</p>
      )}
      <ul className="mt-4 space-y-3" aria-label={t('Saved addresses')}>
        {addresses.map((address) => (
          <li key={address.id} className="rounded-2xl border border-line bg-white/80 p-4">
            <SavedAddressSummary address={address} />
            <div className="mt-3 flex flex-wrap gap-2">
              <Button
                size="sm"
                variant="secondary"
                onClick={() => open(address)}
                aria-label={t('Edit {address}', { address: addressName(address, t) })}
              >
                {t('Edit')}
              </Button>
              <Button
                size="sm"
                variant="ghost"
                onClick={() => setDeleting(address)}
                aria-label={t('Delete {address}', { address: addressName(address, t) })}
              >
                {t('Delete')}
              </Button>
              {!address.isDefault && (
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => makeDefault(address)}
                  aria-label={t('Make default: {address}', { address: addressName(address, t) })}
                >
                  {t('Make default')}
                </Button>
              )}
            </div>
          </li>
        ))}
      </ul>
      <AddressFormDialog
        open={editing !== null}
        editing={editing?.address ?? null}
        prefill={billingPrefill(user)}
        busy={actions.add.isPending || actions.update.isPending}
        serverError={serverError}
        onSave={save}
        onClose={() => setEditing(null)}
      />
      <Dialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('Delete this address?')}
        description={deleting ? addressLine(deleting) : undefined}
      >
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={() => setDeleting(null)}>
            {t('Cancel')}
          </Button>
          <Button loading={actions.remove.isPending} onClick={() => deleting && remove(deleting)}>
            {t('Delete')}
          </Button>
        </div>
      </Dialog>
    </section>
  );
}
