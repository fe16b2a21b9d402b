import { describe, it, expect } from 'vitest';
import { ALERT_POLL_MS, HERO_SLIDE_INTERVAL_MS, PROMO_POPUP_DELAY_MS, TOAST_LIFETIME_MS } from './ui-timings';

describe('web app timings', () => {
  it.each([
    ['ALERT_POLL_MS', ALERT_POLL_MS, 60000],
    ['HERO_SLIDE_INTERVAL_MS', HERO_SLIDE_INTERVAL_MS, 5000],
    ['PROMO_POPUP_DELAY_MS', PROMO_POPUP_DELAY_MS, 10000],
    ['TOAST_LIFETIME_MS', TOAST_LIFETIME_MS, 3500],
  ])('%s is %s', (_name, value, expected) => {
    expect(value).toBe(expected);
  });
});
