import { ServiceabilityResponse } from '@vastra/domain/api';
import { configure, screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { afterEach, vi } from 'vitest';
import { productFixture, productId } from '../products/testing/product-fixtures';
import type { AdminApiCall } from '../testing/admin-fake-api';

// What the New order screen's tests share (new-order-screen.test.tsx, new-order-link.test.tsx): the page, its
// create call, the Banarasi saree and the Bengaluru PIN, and the ways they type and look.

export const PAGE = '/admin/orders/new';
export const CREATE = 'POST /api/admin/orders';
export const SAREE = productId(2);

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

// The first render of a file loads the back office's screens: on a busy machine that outlasts the 1 s default.
configure({ asyncUtilTimeout: 5_000 });

export const saree = productFixture({
  id: SAREE,
  title: 'Banarasi Saree',
  status: 'active',
  variants: [{ size: 'Free', pricePaise: 450_000, originalPricePaise: null, stock: 3 }],
});

export const bengaluru = ServiceabilityResponse.parse({
  pincode: '560001',
  serviceable: true,
  codAvailable: true,
  city: 'Bengaluru',
  district: 'Bengaluru',
  state: 'Karnataka',
  etd: null,
});

export type User = ReturnType<typeof userEvent.setup>;

/** Replaces a text field's value the way staff paste one in. */
export async function fill(user: User, name: RegExp, text: string) {
  const field = screen.getByRole('textbox', { name });
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

export const section = (name: string) => within(screen.getByRole('region', { name }));

/** The create calls the screen made. */
export const placed = (calls: AdminApiCall[]) => calls.filter((call) => `${call.method} ${call.path}` === CREATE);
