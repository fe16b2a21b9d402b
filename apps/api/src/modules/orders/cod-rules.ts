import { codOffer, type ShopSettings } from '@vastra/domain/settings';
import { paiseToRupees, type Paise } from '@vastra/domain/money';
import { AppError } from '../../errors';

/** What the shipping port says of a PIN for cash on delivery (serviceability with `cod: true`). */
/** Whether the courier serves a PIN and collects cash there; null when the PIN directory does not know the PIN. */
export type CodAvailableAt = (pincode: string) => Promise<{ serviceable: boolean; codAvailable: boolean } | null>;

/** Refuses cash on delivery the shop does not offer for this order (422 cod_not_available); passes otherwise. */
export type CheckCod = (order: { totalPaise: Paise; pincode: string }) => Promise<void>;

/**
 * The shop's COD controls applied when the order is placed (docs/decisions/031-cash-on-delivery-controls.md): the
 * same `codOffer` rule checkout shows, with the settings read fresh and the PIN asked of the shipping port only
 * when the limit allowed it. A PIN look-up that fails leaves the PIN unknown (the limit still applies): a courier's
 * outage does not stop cash-on-delivery orders.
 */
export function createCheckCod(deps: {
  readCodSettings: () => Promise<ShopSettings['cod']>;
  codAvailableAt: CodAvailableAt;
  log?: { warn(obj: object, msg: string): void };
}): CheckCod {
  return async ({ totalPaise, pincode }) => {
    const settings = { cod: await deps.readCodSettings() };
    const totalRupees = paiseToRupees(totalPaise);
    const byLimit = codOffer(settings, totalRupees, null);
    if (!byLimit.available) throw refused(byLimit.reason);
    let pin: { pincode: string; serviceable: boolean; codAvailable: boolean } | null = null;
    try {
      const coverage = await deps.codAvailableAt(pincode);
      pin = coverage ? { pincode, ...coverage } : null;
    } catch (error) {
      deps.log?.warn({ err: error, pincode }, 'PIN look-up for cash on delivery failed; the limit alone applies');
    }
    const offer = codOffer(settings, totalRupees, pin);
    if (!offer.available) throw refused(offer.reason);
  };
}

const refused = (reason: string) => new AppError('unprocessable', reason, { code: 'cod_not_available' });
