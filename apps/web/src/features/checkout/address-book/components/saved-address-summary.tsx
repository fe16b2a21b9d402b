import type { SavedAddress } from '@vastra/domain/api';
import { useI18n, type Translator } from '../../../../lib/i18n';
import { addressLine, labelText } from '../model/address-values';

/**
 * What a saved address card says, in the profile's address book and at checkout: its label (Home and Work in the
 * shopper's language, her own as typed) with "Default" when it is, the name, the address on one line and the phone.
 */
export function SavedAddressSummary({ address }: { address: SavedAddress }) {
  const { t } = useI18n();
  return (
    <>
      <p className="flex flex-wrap items-center gap-2 font-medium text-ink">
        {labelText(address.label, t) || t('Address')}
        {address.isDefault && (
          <span className="rounded-full bg-ink px-2 py-0.5 text-xs font-semibold text-white">{t('Default')}</span>
        )}
      </p>
      <p className="mt-1 text-sm text-ink">
        {address.firstName} {address.lastName}
      </p>
      <p className="text-sm break-words text-muted">{addressLine(address)}</p>
      <p className="text-sm text-muted">+91 {address.phone}</p>
    </>
  );
}

/** How a card's buttons name their address to a screen reader ('Home: 12 MG Road', 'होम: 12 MG Road'). */
export const addressName = (address: SavedAddress, t: Translator['t']) =>
  `${labelText(address.label, t) || t('address')}: ${address.address}`;
