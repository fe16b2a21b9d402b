/**
 * Every user-facing text of docs/rules/README.md#validation, docs/rules/errors.md#messages-to-the-shopper that forms,
 * screens and the API share, word for word; texts the spec does not give are marked "ours".
 */
export const MESSAGES = {
  // docs/rules/checkout.md#validation
  noItemsInOrder: 'No items in the order. Please add items to the cart first.',
  missingProductIds: 'One or more products are missing IDs. Please go back to cart and try again.',
  invalidPinCode: 'Please enter a valid 6-digit PIN code.',
  invalidBillingPhone: 'Please enter a valid 10-digit phone number.',
  sessionExpired: 'Session expired — please log in again before placing the order.',
  // ours: required billing fields (docs/rules/README.md#validation lists them without texts)
  firstNameRequired: 'Please enter your first name.',
  lastNameRequired: 'Please enter your last name.',
  stateRequired: 'Please select your state.',
  cityRequired: 'Please enter your city.',
  addressRequired: 'Please enter your street address.',
  emailRequired: 'Please enter your email address.',
  invalidEmail: 'Please enter a valid email address.',
  // docs/rules/sign-in.md#signup, Login, Reset
  allFieldsRequired: 'All fields are required',
  passwordsDoNotMatch: 'Passwords do not match',
  passwordTooShort: 'Password must be at least 8 characters',
  invalidPhoneNumber: 'Invalid phone number',
  userAlreadyExists: 'User already exists',
  // ours: login and password bounds
  phoneRequired: 'Please enter your phone number.',
  passwordTooLong: 'Password must be at most 128 characters',
  // docs/rules/sign-in.md#otp
  invalidOtp: 'Please enter a valid OTP.',
  otpMissing: 'OTP expired or missing. Please request OTP again.',
  // docs/rules/sign-in.md#login-and-reset
  invalidPhone: 'Invalid phone',
  noAccountFound: 'No account found',
  // docs/rules/reviews.md#validation
  reviewTooShort: 'Please write a short review (at least 5 characters).',
  reviewLoginRequired: 'Please login to submit a review.',
  // ours: review and contact bounds
  invalidRating: 'Please choose a rating from 1 to 5.',
  reviewTooLong: 'Please keep your review to at most 2000 characters.',
  nameRequired: 'Please enter your name.',
  nameTooLong: 'Please keep your name to at most 100 characters.',
  messageRequired: 'Please enter a message.',
  messageTooLong: 'Please keep your message to at most 5000 characters.',
  // docs/rules/contact.md#messages
  contactSent: '✅ Message sent successfully!',
  contactFailed: '❌ Failed to send message. Please try again.',
  // docs/rules/checkout.md#messages
  notLoggedInForOrder: '❌ You must be logged in to place an order.',
  paymentInitFailed: '❌ Failed to initiate payment. Try again.',
  paymentSavedFailed: '⚠️ Payment processed but saving order failed. Contact support.',
  paymentVerifyFailed: '❌ Payment succeeded but order saving failed. Contact support.',
  codFailed: '❌ Failed to place COD order.',
  serverError: 'Server error',
  paymentSuccessTitle: 'Payment successful',
  paymentSuccessBody: 'Your payment was successful and order is placed.',
  codSuccessTitle: 'Order placed successfully',
  codSuccessBody: 'Your Cash on Delivery order has been placed.',
  // docs/rules/shipping.md#messages
  pushNeedsSession: 'You must be logged in (valid session) to push booking...',
  pushSessionExpired: 'Session expired or invalid token. Please log in again to push booking.',
  // docs/rules/sign-in.md#messages
  tooManyAttemptsLater: 'Too many attempts. Please try again later.',
  recaptchaRefreshed: "reCAPTCHA refreshed. Please tap 'Send OTP' again.",
  otpNetworkError: 'Network error sending OTP. Check connection and retry.',
  invalidOtpCode: 'Invalid OTP — please check the digits and try again.',
  otpExpired: 'OTP expired. Please request a new one.',
  authFailed: 'Auth failed',
  loginFailed: 'Login failed',
  authenticationFailed: 'Authentication failed',
  noResponse: 'No response from server',
  passwordResetSuccess: 'Password reset successful',
  signupSuccess: 'Signup successful',
  loginSuccess: 'Login successful',
  // docs/rules/orders.md#messages
  authRequired: 'Authentication required. Please log in.',
  authRequiredRedirecting: 'Authentication required. Redirecting to login...',
  orderDetailsFailed: 'Failed to fetch order details',
  orderNotFound: 'Order not found.',
  ordersFailed: 'Failed to fetch orders',
  reviewFailed: 'Failed to submit review',
  reviewSubmitted: 'Thanks! Your review was submitted.',
  productNotFound: 'Product not found',
  addedToCart: 'Item added to cart!',
} as const;

/** A key of {@link MESSAGES}. */
export type MessageKey = keyof typeof MESSAGES;

/** The spec's texts that carry a value (docs/rules/errors.md#messages-to-the-shopper), as functions of that value. */
export const MESSAGE_TEMPLATES = {
  otpBackoffActive: (seconds: number) => `Too many OTP attempts. Please try again in ${seconds}s.`,
  otpSendsPaused: (seconds: number) => `Too many attempts. Paused OTP sends for ${seconds}s.`,
  otpSentTo: (phone: string) => `OTP sent to ${phone}`,
  codFailedWith: (serverMessage: string | null | undefined) =>
    `${MESSAGES.codFailed} ${serverMessage?.trim() || MESSAGES.serverError}`,
  pushFailed: (shipper: string, message: string) => `${shipper} push failed: ${message}`,
  paidButPushFailed: (shipper: string) =>
    `Payment successful, order saved, but ${shipper} push failed. You can finish booking in admin/${shipper}.`,
  codButPushFailed: (shipper: string) => `Order placed but ${shipper} push failed...`,
  // Ours: docs/rules/errors.md#messages-to-the-shopper gives the card path generic texts only; when the server refused
  // with a reason (an item sold out, a rate limit), it is shown as the COD path shows it, so the shopper knows what to
  // fix.
  paymentInitFailedWith: (serverMessage: string | null | undefined) =>
    serverMessage?.trim() ? `❌ Failed to initiate payment. ${serverMessage.trim()}` : MESSAGES.paymentInitFailed,
  paymentVerifyFailedWith: (serverMessage: string | null | undefined) =>
    serverMessage?.trim() ? `${MESSAGES.paymentVerifyFailed} ${serverMessage.trim()}` : MESSAGES.paymentVerifyFailed,
} as const;
