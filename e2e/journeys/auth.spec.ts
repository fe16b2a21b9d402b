import { expect, test, type Page } from '../journey-test';
import {
  e164,
  latestCode,
  registerShopper,
  SHOPPER_PASSWORD as PASSWORD,
  uniquePhone as randomPhone,
} from '../fixtures';
import { expectNoSeriousAxeViolations } from '../page-checks';

// Signing up, logging in and out, resetting a password and the OTP send limits, against the local
// phone verifier: codes are read from the dev SMS outbox (docs/rules/third-parties.md#ports). Every test uses its own
// random phone, so tests never share server-side limits.

async function settle(page: Page) {
  // The logo loader covers every page until the product list has loaded (docs/rules/sign-in.md#screen).
  await expect(page.getByTestId('logo-loader')).toHaveCount(0);
}

async function fillSignup(page: Page, digits: string) {
  await page.getByLabel('Full name').fill('Asha Verma');
  await page.getByLabel('Email').fill(`asha.${digits}@example.com`);
  await page.getByLabel(/Phone number/).fill(digits);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
}

/** The Login tab opens on the code (docs/decisions/111-sign-in-by-otp.md); the password form is one press away. */
async function usePassword(page: Page) {
  await page.getByRole('button', { name: 'Sign in with password instead' }).click();
}

async function logIn(page: Page, digits: string, password = PASSWORD, onPasswordForm = false) {
  if (!onPasswordForm) await usePassword(page);
  await page.getByLabel(/Phone number/).fill(digits);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Login successful')).toBeVisible();
}

// The API allows one code per phone every 30 s; the reset journey's account is made first so that
// gap has passed by the time that test sends its own code.
const resetPhone = randomPhone();
let resetAccountMadeAt = 0;
test.beforeAll(async ({ request }) => {
  await registerShopper(request, 'Kavya Rao', resetPhone);
  resetAccountMadeAt = Date.now();
});

test('signs up with the texted code, logs out, and logs in again', async ({ page, request }) => {
  const digits = randomPhone();
  await page.goto('/login?mode=signup');
  await settle(page);
  await expect(page.getByRole('tab', { name: 'Signup' })).toHaveAttribute('aria-selected', 'true');
  await fillSignup(page, digits);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByText(`OTP sent to ${e164(digits)}`)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Resend in \d+s$/ })).toBeDisabled();

  await page.getByLabel('OTP').fill(await latestCode(request, digits));
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page.getByText('Signup successful')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
  await expect(page.getByText('Hi, Asha Verma')).toBeAttached();

  await page.goto('/profile');
  await expect(page.getByText(`asha.${digits}@example.com`)).toBeVisible();
  await expect(page.getByText(`+91 ${digits.slice(0, 5)} ${digits.slice(5)}`)).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  await logIn(page, digits);
  await expect(page).toHaveURL(/\/$/);
});

test('a protected route visited while logged out returns there after login', async ({ page, request }) => {
  const digits = randomPhone();
  await registerShopper(request, 'Meera Iyer', digits);
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
  await settle(page);
  await logIn(page, digits);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('main').getByText('Meera Iyer').first()).toBeVisible();
});

test('OTP send limits show the back-off toast', async ({ page }) => {
  const digits = randomPhone();
  await page.goto('/login?mode=signup');
  await settle(page);
  await fillSignup(page, digits);
  const send = page.getByRole('button', { name: 'Send OTP' });
  await send.click();
  await expect(page.getByText(`OTP sent to ${e164(digits)}`)).toBeVisible();

  // 'Change number' and the same number again within 30 s: back to the code already sent, with its
  // resend countdown, and no refused send.
  await page.getByRole('button', { name: 'Change number' }).click();
  await send.click();
  await expect(page.getByRole('button', { name: /^Resend in \d+s$/ })).toBeDisabled();
  await expect(page.getByText(/^Too many attempts/)).toHaveCount(0);

  // A fresh page no longer knows that code. Send again at once, three more times: the API refuses
  // (429) and the browser then keeps its own back-off for this phone (docs/rules/sign-in.md#messages,
  // docs/rules/constants.md).
  await page.reload();
  await settle(page);
  await fillSignup(page, digits);
  await send.click();
  await expect(page.getByText(/^Too many attempts\. Paused OTP sends for \d+s\.$/)).toBeVisible();
  await send.click();
  await expect(page.getByText(/^Too many OTP attempts\. Please try again in \d+s\.$/)).toBeVisible();
  await send.click();
  await expect(page.getByText(/^Too many OTP attempts\. Please try again in \d+s\.$/).first()).toBeVisible();
  const record = await page.evaluate((phone) => localStorage.getItem(`otp_backoff_${phone}`), e164(digits));
  expect(JSON.parse(record ?? 'null')).toMatchObject({ attempts: 1 });
});

test('forgot password resets it end to end', async ({ page, request }) => {
  await page.goto('/login');
  await settle(page);
  await usePassword(page);
  await page.getByRole('button', { name: 'Forgot Password?' }).click();
  await expect(page.getByText('Invalid phone', { exact: true })).toBeVisible();
  await page.getByLabel(/Phone number/).fill(randomPhone());
  await page.getByRole('button', { name: 'Forgot Password?' }).click();
  await expect(page.getByText('No account found')).toBeVisible();

  await page.waitForTimeout(Math.max(0, resetAccountMadeAt + 31_000 - Date.now()));
  await page.getByLabel(/Phone number/).fill(resetPhone);
  await page.getByRole('button', { name: 'Forgot Password?' }).click();
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await page.getByLabel('OTP').fill(await latestCode(request, resetPhone));
  await page.getByLabel('New password', { exact: true }).fill('fresh-saree-77');
  await page.getByLabel('Confirm new password').fill('fresh-saree-77');
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page.getByText('Password reset successful')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');

  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Invalid phone or password')).toBeVisible();
  await logIn(page, resetPhone, 'fresh-saree-77', true);
});

test('the login page has no serious axe violations on either tab or the OTP screen', async ({ page }) => {
  await page.goto('/login');
  await settle(page);
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('tab', { name: 'Signup' }).click();
  await expect(page).toHaveURL(/mode=signup/);
  await expectNoSeriousAxeViolations(page);
  await fillSignup(page, randomPhone());
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByLabel('OTP')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});
