import { describe, expect, it } from 'vitest';
import { testConfig } from '../../config';
import { maskPhone } from './mask-phone';
import { ShopConfigResponse, shopConfigFrom } from './shop-config.service';

describe('maskPhone', () => {
  it.each([
    ['+91 98765 43221', '+91 98XXX XXX21'],
    ['+919876543221', '+91 98XXX XXX21'],
    ['9876543221', '+91 98XXX XXX21'],
    ['098765-43221', '+91 98XXX XXX21'],
    ['+91 98XXX XXX21', '+91 98XXX XXX21'],
    ['  1800 123 ', '1800 123'],
  ])('%j → %j', (phone, masked) => {
    expect(maskPhone(phone)).toBe(masked);
  });
});

describe('shopConfigFrom', () => {
  it('reads the brand and support details from configuration', () => {
    const shop = shopConfigFrom(
      testConfig({
        SHOP_NAME: 'Rangoli Threads',
        SUPPORT_EMAIL: 'help@rangoli.in',
        SUPPORT_PHONE: '+91 91234 56789',
        SOCIAL_URL: 'https://facebook.com/rangoli',
        LOGO_URL: 'https://cdn.rangoli.in/logo.png',
      }),
    );
    expect(shop).toMatchObject({
      name: 'Rangoli Threads',
      supportEmail: 'help@rangoli.in',
      supportPhoneMasked: '+91 91XXX XXX89',
      socialUrl: 'https://facebook.com/rangoli',
      logoUrl: 'https://cdn.rangoli.in/logo.png',
    });
  });

  it('answers a null logo when LOGO_URL is empty', () => {
    expect(shopConfigFrom(testConfig({ LOGO_URL: '' })).logoUrl).toBeNull();
  });

  it("gives the browser firebase's public web settings, never a secret, when OTP_PROVIDER=firebase", () => {
    const shop = shopConfigFrom(
      testConfig({
        OTP_PROVIDER: 'firebase',
        FIREBASE_PROJECT_ID: 'vastra-prod',
        FIREBASE_API_KEY: 'AIzaSyTestKey',
        FIREBASE_APP_ID: '1:123:web:abc',
      }),
    );
    expect(shop.identity).toEqual({
      provider: 'firebase',
      firebase: {
        apiKey: 'AIzaSyTestKey',
        authDomain: 'vastra-prod.firebaseapp.com',
        projectId: 'vastra-prod',
        appId: '1:123:web:abc',
      },
    });
    expect(ShopConfigResponse.safeParse(shop).success).toBe(true);
  });

  it('leaves out appId when FIREBASE_APP_ID is not set (Firebase Auth works without it)', () => {
    const shop = shopConfigFrom(
      testConfig({
        OTP_PROVIDER: 'firebase',
        FIREBASE_PROJECT_ID: 'p1',
        FIREBASE_API_KEY: 'k1',
        FIREBASE_AUTH_DOMAIN: 'login.vastra.in',
      }),
    );
    expect(shop.identity.firebase).toEqual({ apiKey: 'k1', authDomain: 'login.vastra.in', projectId: 'p1' });
    expect(ShopConfigResponse.safeParse(shop).success).toBe(true);
  });

  it('names the card payment adapter', () => {
    const razorpay = testConfig({
      PAYMENT_PROVIDER: 'razorpay',
      RAZORPAY_KEY_ID: 'rzp_live_x',
      RAZORPAY_KEY_SECRET: 'secret',
      RAZORPAY_WEBHOOK_SECRET: 'hook',
    });
    const shop = shopConfigFrom(razorpay);
    expect(shop.payment).toEqual({ provider: 'razorpay' });
    expect(JSON.stringify(shop)).not.toContain('secret');
  });
});
