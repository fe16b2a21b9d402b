import { ADDRESS_DETAIL_LABELS, ADDRESS_DETAIL_MAX, ADDRESS_MESSAGES } from '@vastra/domain/address';
import { SavedAddressInput } from '@vastra/domain/api';
import { BillingForm, CHECKOUT_MESSAGES, CHECKOUT_MESSAGE_TEMPLATES } from '@vastra/domain/checkout';
import { IDENTITY_MESSAGES } from '@vastra/domain/identity';
import { describe, expect, it } from 'vitest';
import { PIN_LOOKUP_MESSAGES } from '../../../lib/delivery/use-pin-lookup';
import { createTranslator, ENGLISH } from '../../../lib/i18n';
import { hi } from '../../../lib/i18n/hi';
import { addressMessageText } from './address-message-text';
import { checkoutMessageText } from './checkout-message-text';

const HINDI = createTranslator('hi', hi);

/** Every message the checkout's form and the address book's dialog can show for an address, as the domain says it. */
const ADDRESS_CHECKS = [
  CHECKOUT_MESSAGES.firstNameRequired,
  CHECKOUT_MESSAGES.lastNameRequired,
  CHECKOUT_MESSAGES.invalidBillingPhone,
  ADDRESS_MESSAGES.stateRequired,
  ADDRESS_MESSAGES.cityRequired,
  ADDRESS_MESSAGES.addressRequired,
  ADDRESS_MESSAGES.invalidPinCode,
  ADDRESS_MESSAGES.altPhoneInvalid,
  IDENTITY_MESSAGES.emailRequired,
  IDENTITY_MESSAGES.invalidEmail,
  IDENTITY_MESSAGES.allFieldsRequired,
  ...Object.values(ADDRESS_DETAIL_LABELS).map((label) => ADDRESS_MESSAGES.detailTooLong(label, ADDRESS_DETAIL_MAX)),
  ADDRESS_MESSAGES.pinInOtherState('226001', 'Uttar Pradesh', 'Delhi'),
  PIN_LOOKUP_MESSAGES.stateMismatch('226001', 'Uttar Pradesh'),
];

describe('addressMessageText (docs/decisions/136-hindi-storefront.md)', () => {
  it.each(ADDRESS_CHECKS)('keeps the English word for word: %s', (message) => {
    expect(addressMessageText(message, ENGLISH.t)).toBe(message);
  });

  it.each(ADDRESS_CHECKS)('has Hindi for: %s', (message) => {
    const hindi = addressMessageText(message, HINDI.t);
    expect(hindi).not.toBe(message);
    expect(hindi).toMatch(/[\u0900-\u097F]/);
  });

  // The label's and the notes' limits aside: their inputs stop there (maxLength).
  it("covers every message the forms' schemas give", () => {
    const long = (n: number) => 'x'.repeat(n + 1);
    const bad: Record<string, unknown>[] = [
      {},
      { firstName: ' ', lastName: ' ', state: 'Nowhere', city: ' ', address: ' ', pinCode: '012345', phone: '12345' },
      { firstName: long(60), lastName: long(60), city: long(100), address: long(300), email: 'asha@' },
      { email: ' ', house: long(100), area: long(100), landmark: long(100), altPhone: '12345' },
      { altPhone: long(20), pinCode: 560001, phone: 9876543210 },
    ];
    const messages = new Set<string>();
    for (const schema of [BillingForm, SavedAddressInput.omit({ label: true })]) {
      for (const values of bad) {
        const parsed = schema.safeParse(values);
        for (const issue of parsed.error?.issues ?? []) if (issue.path[0] !== 'notes') messages.add(issue.message);
      }
    }
    expect(messages.size).toBeGreaterThanOrEqual(12);
    expect([...messages].filter((message) => addressMessageText(message, HINDI.t) === message)).toEqual([]);
  });

  it('says the checks in Hindi, their numbers, PIN codes and States kept', () => {
    expect(addressMessageText(ADDRESS_MESSAGES.invalidPinCode, HINDI.t)).toBe('कृपया सही 6 अंकों का PIN कोड डालें।');
    expect(addressMessageText(CHECKOUT_MESSAGES.firstNameRequired, HINDI.t)).toBe('कृपया अपना पहला नाम डालें।');
    expect(addressMessageText(ADDRESS_MESSAGES.detailTooLong(ADDRESS_DETAIL_LABELS.landmark, 100), HINDI.t)).toBe(
      'लैंडमार्क में ज़्यादा से ज़्यादा 100 अक्षर हो सकते हैं।',
    );
    expect(addressMessageText(ADDRESS_MESSAGES.detailTooLong(ADDRESS_DETAIL_LABELS.house, 100), HINDI.t)).toBe(
      'फ़्लैट, मकान नंबर, बिल्डिंग में ज़्यादा से ज़्यादा 100 अक्षर हो सकते हैं।',
    );
    expect(addressMessageText(ADDRESS_MESSAGES.pinInOtherState('226001', 'Uttar Pradesh', 'Delhi'), HINDI.t)).toBe(
      'पिन 226001 Uttar Pradesh में है, Delhi में नहीं',
    );
    expect(addressMessageText(PIN_LOOKUP_MESSAGES.stateMismatch('781001', 'Assam'), HINDI.t)).toBe(
      'पिन 781001 Assam में है। कृपया राज्य जाँच लें।',
    );
  });

  it("leaves a text that is not the domain's as it is", () => {
    const server = 'You can save up to 20 addresses. Delete one to add another.';
    expect(addressMessageText(server, HINDI.t)).toBe(server);
  });

  it("is how checkout's alert says a server's answer that is an address check, inside a reason too", () => {
    expect(checkoutMessageText(ADDRESS_MESSAGES.invalidPinCode, HINDI.t)).toBe('कृपया सही 6 अंकों का PIN कोड डालें।');
    expect(checkoutMessageText(CHECKOUT_MESSAGE_TEMPLATES.codFailedWith(ADDRESS_MESSAGES.cityRequired), HINDI.t)).toBe(
      '❌ COD ऑर्डर नहीं हो सका। कृपया अपना शहर डालें।',
    );
    expect(
      checkoutMessageText(CHECKOUT_MESSAGE_TEMPLATES.codFailedWith(ADDRESS_MESSAGES.cityRequired), ENGLISH.t),
    ).toBe(CHECKOUT_MESSAGE_TEMPLATES.codFailedWith(ADDRESS_MESSAGES.cityRequired));
  });
});
