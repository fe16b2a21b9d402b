import { PublicTrackingResponse } from '@vastra/domain/api';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useFakeClock } from '../../../testing/fake-clock';
import { renderRoute } from '../../../testing/render-route';

// The tracking link's page (/track/{token}, docs/decisions/111-sign-in-by-otp.md) names each item by the Hindi title
// it was ordered with on a Hindi page, by its title otherwise (docs/decisions/183-orders-keep-hindi-titles.md).

const TRACKED = PublicTrackingResponse.parse({
  order: '#A1B2C3D4',
  status: 'placed',
  label: 'Processing',
  placedAt: '2026-03-10T05:00:00.000Z',
  items: [
    { title: 'Banarasi Silk Saree', hindiTitle: 'बनारसी सिल्क साड़ी', size: 'Free', quantity: 1 },
    { title: 'Plain Cotton Kurti', size: 'M', quantity: 2 },
  ],
  courier: null,
  awb: null,
  tracking: null,
});

beforeEach(useFakeClock);
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('PublicTracking items', () => {
  it.each([
    [
      'a Hindi page',
      'hi',
      'आइटम',
      ['बनारसी सिल्क साड़ी', 'साइज़ Free · मात्रा 1', 'Plain Cotton Kurti', 'साइज़ M · मात्रा 2'],
    ],
    [
      'an English page',
      'en',
      'Items',
      ['Banarasi Silk Saree', 'Size Free · Qty 1', 'Plain Cotton Kurti', 'Size M · Qty 2'],
    ],
  ] as const)('on %s', async (_page, language, heading, texts) => {
    renderRoute('/track/tok3n', { language, routes: { 'GET /api/track/tok3n': [200, TRACKED] } });
    const items = (await screen.findByRole('heading', { name: heading })).closest('section') as HTMLElement;
    const lines = within(items)
      .getAllByRole('listitem')
      .flatMap((li) => [...li.children].map((part) => part.textContent));
    expect(lines).toEqual(texts);
  });
});
