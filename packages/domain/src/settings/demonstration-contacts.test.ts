import { describe, expect, it } from 'vitest';
import { demonstrationContacts } from './demonstration-contacts';
import { SETTINGS_MESSAGES } from './messages';
import { DEFAULT_SHOP_SETTINGS, type ShopSettings } from './shop-settings';

const OWN: Pick<ShopSettings, 'seller' | 'grievance'> = {
  seller: {
    legalName: 'Meera Textiles LLP',
    address: '12 MG Road',
    city: 'Jaipur',
    state: 'Rajasthan',
    pincode: '302001',
    gstin: '08ABCDE1234F1Z5',
    email: 'hello@meeratextiles.in',
    phone: '+91 141 400 1234',
  },
  grievance: {
    name: 'Kavita Sharma',
    designation: 'Grievance Officer',
    email: 'grievance@meeratextiles.in',
    phone: '+91 141 400 1235',
    address: '12 MG Road, Jaipur, Rajasthan 302001',
  },
};

describe('the demonstration seller and Grievance officer', () => {
  it('are every contact a new shop starts with, named as the settings form labels them', () => {
    expect(demonstrationContacts(DEFAULT_SHOP_SETTINGS)).toEqual([
      'Seller legal name',
      'Seller address',
      'Seller GSTIN',
      'Seller email',
      'Seller phone',
      'Grievance officer name',
      'Grievance officer email',
      'Grievance officer phone',
      'Grievance officer postal address',
    ]);
    expect(SETTINGS_MESSAGES.demonstrationContacts(['Seller email', 'Grievance officer phone'])).toBe(
      'Replace the demonstration details before the shop goes live: Seller email, Grievance officer phone. ' +
        'Until then a production shop answers its policy pages with “not available yet”.',
    );
  });

  it('are none once the owner filled in the shop’s own; an address still at .example counts as one', () => {
    expect(demonstrationContacts({ ...DEFAULT_SHOP_SETTINGS, ...OWN })).toEqual([]);
    const half = { ...DEFAULT_SHOP_SETTINGS, ...OWN, grievance: { ...OWN.grievance, email: 'help@vastra.example' } };
    expect(demonstrationContacts(half)).toEqual(['Grievance officer email']);
  });
});
