/** What the shopper reads when a confirmation is refused (docs/decisions/035-cod-confirmation.md). */
export const COD_CONFIRM_MESSAGES = {
  wrongCode: 'That code is not right. Please check the 6-digit code in the SMS.',
  linkUnknown: 'This confirmation link is not valid. Please open the link from the SMS again.',
  notAwaiting: 'This order does not need a confirmation.',
  cancelled: 'This order was not confirmed in time and has been cancelled.',
  tooManyTries: 'Too many wrong tries. Please try again in {n} seconds.',
  awaitingNoBooking: 'This cash on delivery order is awaiting your confirmation; it is booked once you confirm it.',
  expiredReason: (hours: number) => `Not confirmed within ${hours} hours`,
} as const;
