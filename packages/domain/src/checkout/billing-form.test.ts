import { describe, it, expect } from 'vitest';
import { CustomerInfo, toCustomerInfo } from '../api';
import { BILLING_NAME_MAX, BillingForm } from './billing-form';
import { firstIssueMessage } from '../forms';
import { BILLING_FORM } from '../testing';

const valid = BILLING_FORM;

describe('BillingForm', () => {
  it('accepts a complete form and keeps notes optional', () => {
    expect(BillingForm.parse(valid)).toEqual(valid);
    expect(BillingForm.parse({ ...valid, notes: ' Ring twice ' }).notes).toBe('Ring twice');
  });

  it('defaults the state to "Uttar Pradesh"', () => {
    const { state: _omitted, ...rest } = valid;
    expect(BillingForm.parse(rest).state).toBe('Uttar Pradesh');
  });

  it.each([
    ['pinCode', '56003', 'Please enter a valid 6-digit PIN code.'],
    ['pinCode', '5600345', 'Please enter a valid 6-digit PIN code.'],
    ['pinCode', '012345', 'Please enter a valid 6-digit PIN code.'],
    ['pinCode', '', 'Please enter a valid 6-digit PIN code.'],
    ['phone', '98765', 'Please enter a valid 10-digit phone number.'],
    ['phone', '98765432101', 'Please enter a valid 10-digit phone number.'],
    ['phone', '98765abcde', 'Please enter a valid 10-digit phone number.'],
    ['phone', '', 'Please enter a valid 10-digit phone number.'],
    ['firstName', '  ', 'Please enter your first name.'],
    ['lastName', '', 'Please enter your last name.'],
    ['state', 'Atlantis', 'Please select your state.'],
    ['city', '', 'Please enter your city.'],
    ['address', '', 'Please enter your street address.'],
    ['email', '', 'Please enter your email address.'],
    ['email', 'asha@', 'Please enter a valid email address.'],
  ])('rejects %s %j with %j', (field, value, message) => {
    expect(firstIssueMessage(BillingForm.safeParse({ ...valid, [field]: value }).error)).toBe(message);
  });

  it('names the required fields in the spec order when all are missing', () => {
    const messages = BillingForm.safeParse({}).error?.issues.map((issue) => issue.path[0]);
    expect(messages).toEqual(['firstName', 'lastName', 'city', 'address', 'pinCode', 'phone', 'email']);
  });

  it('bounds free text lengths', () => {
    expect(BillingForm.safeParse({ ...valid, notes: 'x'.repeat(501) }).success).toBe(false);
    expect(BillingForm.safeParse({ ...valid, address: 'x'.repeat(301) }).success).toBe(false);
  });
});

describe("the contract's customerInfo and the billing form", () => {
  it('check the street address, the city and the name with the billing form’s own limits, stated once', () => {
    expect(CustomerInfo.shape.address).toBe(BillingForm.shape.address);
    expect(CustomerInfo.shape.city).toBe(BillingForm.shape.city);
    const name = (length: number) => ({ ...toCustomerInfo(valid), name: 'x'.repeat(length) });
    expect(CustomerInfo.safeParse(name(BILLING_NAME_MAX)).success).toBe(true);
    expect(CustomerInfo.safeParse(name(BILLING_NAME_MAX + 1)).success).toBe(false);
  });
});
