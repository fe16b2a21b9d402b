import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './repo-files';

// docs/decisions/078-one-form-pattern.md: a form is react-hook-form with zodResolver over the contract's (or the
// domain's) zod schema; it never parses its fields by hand. The storefront's forms moved to it are listed here, so
// that one written back the old way fails.
const MOVED_FORMS = [
  'apps/web/src/features/auth/components/login-form.tsx',
  'apps/web/src/features/auth/components/signup-form.tsx',
  'apps/web/src/features/auth/components/forgot-password.tsx',
  'apps/web/src/features/reviews/components/review-form.tsx',
  'apps/web/src/features/checkout/address-book/components/address-form-dialog.tsx',
  'apps/web/src/features/orders/returns/return-request-form.tsx',
  'apps/web/src/features/checkout/components/checkout-page.tsx',
];

// docs/rules/contact.md#validation: the contact form enforces nothing before sending; it is react-hook-form without a
// resolver, and the server checks the contract's body.
const MOVED_WITHOUT_CHECKS = ['apps/web/src/features/contact/components/contact-form.tsx'];

describe('the storefront forms of decision 078', () => {
  it.each(MOVED_FORMS)('%s uses react-hook-form with zodResolver and parses nothing by hand', (file) => {
    const source = readFileSync(path.join(ROOT, file), 'utf8');
    expect(source).toMatch(/import \{[^}]*\buseForm\b[^}]*\} from 'react-hook-form'/);
    expect(source).toContain("from '@hookform/resolvers/zod'");
    // A field's issue is never tracked by hand (the OTP screen's code, outside the form, may be checked on its own).
    expect(source).not.toMatch(/useState<FirstIssue|[^.\w]firstIssue\(|safeParse\(values|safeParse\(\{ *\w+, \w+/);
  });

  it.each(MOVED_WITHOUT_CHECKS)('%s uses react-hook-form and no state per field', (file) => {
    const source = readFileSync(path.join(ROOT, file), 'utf8');
    expect(source).toMatch(/import \{[^}]*\buseForm\b[^}]*\} from 'react-hook-form'/);
    expect(source).not.toMatch(/useState<ContactMessage>|setValues\(/);
  });
});
