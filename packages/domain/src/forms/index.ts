export { MESSAGES, MESSAGE_TEMPLATES } from './messages';
export type { MessageKey } from './messages';
export { firstIssue, firstIssueMessage } from './first-issue-message';
export type { FirstIssue } from './first-issue-message';
export { keepDigits, INPUT_MAX_LENGTH } from './input-filters';
export { EMAIL_MAX, EmailField, BillingPhoneField, PinCodeField, requiredText } from './fields';
export { BillingForm, NOTES_MAX } from './billing-form';
export { validateCheckoutItems, validateCheckoutSession } from './checkout';
export type { CheckoutItemIds } from './checkout';
export { SignupForm } from './signup-form';
export { LoginForm, PasswordField } from './login-form';
export { OtpForm, OtpCode, OTP_CODE_PATTERN } from './otp-form';
export { ResetPasswordForm } from './reset-password-form';
export { ForgotPasswordForm, ResendOtpForm } from './forgot-password-form';
export {
  ReviewForm,
  ReviewRating,
  ReviewComment,
  REVIEW_RATING_CHOICES,
  DEFAULT_REVIEW_RATING,
  REVIEW_COMMENT_MIN,
  REVIEW_COMMENT_MAX,
} from './review-form';
export { ContactForm, CONTACT_NAME_MAX, CONTACT_MESSAGE_MAX } from './contact-form';
