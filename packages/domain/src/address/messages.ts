/** The texts of a postal address's fields, on the billing form and the order body. */
export const ADDRESS_MESSAGES = {
  // Checkout (word for word)
  invalidPinCode: 'Please enter a valid 6-digit PIN code.',
  // ours: required address fields
  stateRequired: 'Please select your state.',
  /** What the State list shows until her PIN fills it or she picks one. */
  statePlaceholder: 'Select your state',
  cityRequired: 'Please enter your city.',
  addressRequired: 'Please enter your street address.',
  // ours: the optional details a courier finds a door by (docs/decisions/130-address-details.md)
  detailTooLong: (label: string, max: number) => `${label} can be at most ${max} characters.`,
  altPhoneInvalid: 'Please enter a valid 10-digit alternate phone number, or leave it empty.',
  // ours: the state must be the PIN's (docs/decisions/065-address-state-from-pin.md)
  pinInOtherState: (pincode: string, pinState: string, state: string) =>
    `PIN ${pincode} is in ${pinState}, not ${state}`,
} as const;
