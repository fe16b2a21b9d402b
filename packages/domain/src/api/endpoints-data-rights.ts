import {
  AccountData,
  DeleteAccountBody,
  DeleteAccountResponse,
  MarketingConsent,
  SetMarketingConsentBody,
  SetMarketingConsentResponse,
} from './account-data';
import type { Endpoint } from './endpoint';

/** The shopper's data rights (docs/decisions/114-data-rights.md): consent, a copy of her data, deletion. */
export const DATA_RIGHTS_ENDPOINTS = {
  marketingConsent: {
    method: 'GET',
    path: '/api/account/consent',
    auth: 'bearer',
    tags: ['account'],
    summary: 'Your choice about marketing messages, with the wording you agree to',
    response: MarketingConsent,
    errors: [],
  },
  setMarketingConsent: {
    method: 'PUT',
    path: '/api/account/consent',
    auth: 'bearer',
    tags: ['account'],
    summary: 'Gives or withdraws your consent to marketing messages (each choice is recorded)',
    body: SetMarketingConsentBody,
    response: SetMarketingConsentResponse,
    errors: [],
  },
  accountData: {
    method: 'GET',
    path: '/api/account/data',
    auth: 'bearer',
    tags: ['account'],
    summary: 'A copy of everything the shop keeps about you',
    response: AccountData,
    errors: [],
  },
  deleteAccount: {
    method: 'POST',
    path: '/api/account/delete',
    auth: 'bearer',
    tags: ['account'],
    summary: 'Deletes your account: orders and tax documents are kept as the law requires, the rest erased',
    body: DeleteAccountBody,
    response: DeleteAccountResponse,
    errors: ['account_has_open_orders'],
  },
} as const satisfies Record<string, Endpoint>;
