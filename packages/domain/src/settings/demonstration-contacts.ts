import { DEFAULT_SHOP_SETTINGS, type ShopSettings } from './shop-settings';

type Seller = ShopSettings['seller'];
type Grievance = ShopSettings['grievance'];

/** The contacts that identify the shop, each with its name as the back office's settings form shows it. */
const SELLER_CONTACTS: [keyof Seller, string][] = [
  ['legalName', 'Seller legal name'],
  ['address', 'Seller address'],
  ['gstin', 'Seller GSTIN'],
  ['email', 'Seller email'],
  ['phone', 'Seller phone'],
];
const GRIEVANCE_CONTACTS: [keyof Grievance, string][] = [
  ['name', 'Grievance officer name'],
  ['email', 'Grievance officer email'],
  ['phone', 'Grievance officer phone'],
  ['address', 'Grievance officer postal address'],
];

/** An address no mail reaches (RFC 2606): what the shipped settings use. */
const isExampleAddress = (value: string) => /\.example$/i.test(value.trim());

/**
 * The seller and Grievance officer contacts still as a new shop starts with them (DEFAULT_SHOP_SETTINGS: a
 * demonstration seller), or an email at .example: what the owner must replace before the policy pages may name
 * them (docs/decisions/045-production-start.md). Empty when the shop names its own.
 */
export function demonstrationContacts(settings: Pick<ShopSettings, 'seller' | 'grievance'>): string[] {
  const still = <T extends Seller | Grievance>(group: T, shipped: T, fields: [keyof T, string][]) =>
    fields
      .filter(([key]) => {
        const value = String(group[key]);
        return value === String(shipped[key]) || (String(key) === 'email' && isExampleAddress(value));
      })
      .map(([, label]) => label);
  return [
    ...still(settings.seller, DEFAULT_SHOP_SETTINGS.seller, SELLER_CONTACTS),
    ...still(settings.grievance, DEFAULT_SHOP_SETTINGS.grievance, GRIEVANCE_CONTACTS),
  ];
}
