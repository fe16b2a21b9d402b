import { z } from 'zod';
import { IndianState } from '../address';
import { DEFAULT_RETURN_WINDOW_DAYS } from '../returns';
import { SETTINGS_MESSAGES as M } from './messages';

/** The longest a cash-on-delivery order may wait for its confirmation before the job cancels it (one week). */
export const COD_CONFIRMATION_MAX_HOURS = 168;

/**
 * The settings the owner changes in the back office (Settings), each with its default. Cash on delivery comes back
 * unsold far more often than prepaid (docs/decisions/031-cash-on-delivery-controls.md): these are the
 * shop's levers.
 */
/** Free text the owner types: bounded before trimming (a million spaces are refused, not trimmed to nothing). */
const text = (max: number) =>
  z
    .string()
    .max(max * 4)
    .trim()
    .min(1)
    .max(max);

/**
 * A GSTIN as typed, upper-cased. Its shape, its state code against the seller's state and its check character are
 * checked together by `gstinProblem` (packages/domain/src/tax/gstin.ts) when the owner saves the seller, so the
 * answer names what is wrong (a 422 on seller.gstin) rather than a pattern; a stored value always reads back.
 */
export const Gstin = z.string().max(60).trim().toUpperCase().min(1);

/** An HSN code as printed on invoices: 4, 6 or 8 digits (docs/decisions/097-categories.md). */
export const HsnCode = z
  .string()
  .max(40)
  .trim()
  .regex(/^(\d{4}|\d{6}|\d{8})$/);

/** How tax-inclusive prices in the grey band (docs/decisions/039-gst-grey-band.md) are taxed. */
export const GST_GREY_BAND_RULES = ['higher', 'lower'] as const;
export type GstGreyBandRule = (typeof GST_GREY_BAND_RULES)[number];

/** The longest return window the owner may set, in days from delivery; 0 turns returns and exchanges off. */
export const RETURN_WINDOW_MAX_DAYS = 30;

/** The highest delivery fee and cash-on-delivery fee the owner may set, in rupees (0 = none). */
export const DELIVERY_FEE_MAX_RUPEES = 10_000;
/** The highest bag value the owner may set for free delivery, in rupees (₹1 crore). */
export const FREE_DELIVERY_MAX_RUPEES = 10_000_000;

/** Whole rupees from `min` to `max`; any other value (text, paise, out of range) is refused with `message`. */
const wholeRupees = (min: number, max: number, message: string) =>
  z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message });

export const ShopSettings = z.strictObject({
  cod: z.strictObject({
    /** Orders above this many rupees are offered online payment only; null = no limit. */
    maxOrderValue: z.number().int().min(1).max(10_000_000).nullable(),
    /** Offer cash on delivery only where the courier collects cash at that PIN. */
    onlyWherePinAllows: z.boolean(),
    /** Hold a cash-on-delivery order until the shopper confirms it by SMS link or code; cancel it after `hours`. */
    confirmation: z.strictObject({
      enabled: z.boolean(),
      hours: z.number().int().min(1).max(COD_CONFIRMATION_MAX_HOURS),
    }),
  }),
  /** The seller printed on every tax invoice and on the policy pages. */
  seller: z.strictObject({
    legalName: text(120),
    address: text(300),
    city: text(60),
    state: IndianState,
    pincode: z
      .string()
      .max(40)
      .trim()
      .regex(/^[1-9]\d{5}$/),
    gstin: Gstin,
    email: z.string().max(320).trim().pipe(z.email()),
    phone: text(30),
  }),
  /** The Grievance Officer the policy pages name (Consumer Protection (E-Commerce) Rules, 2020). */
  grievance: z.strictObject({
    name: text(120),
    designation: text(120),
    email: z.string().max(320).trim().pipe(z.email()),
    phone: text(30),
    address: text(300),
  }),
  returns: z.strictObject({
    /** Days from delivery in which a line may be exchanged or returned; 0 = no returns. */
    windowDays: z.number().int().min(0).max(RETURN_WINDOW_MAX_DAYS),
  }),
  tax: z.strictObject({
    /** Which rate a tax-inclusive price in the grey band pays (docs/decisions/039-gst-grey-band.md). */
    greyBand: z.enum(GST_GREY_BAND_RULES),
  }),
  /**
   * What delivery and cash on delivery cost the shopper (docs/decisions/087-delivery-and-cod-fees.md): the fee is
   * charged on bags worth less than `freeAboveRupees` (at sale prices, before offers; null: on every bag), the COD
   * fee on orders paid in cash. Both are taxed with the goods (docs/decisions/084-gst-on-discounted-lines-and-fees.md).
   */
  delivery: z.strictObject({
    feeRupees: wholeRupees(0, DELIVERY_FEE_MAX_RUPEES, M.deliveryFeeInvalid),
    freeAboveRupees: wholeRupees(1, FREE_DELIVERY_MAX_RUPEES, M.freeAboveInvalid).nullable(),
    codFeeRupees: wholeRupees(0, DELIVERY_FEE_MAX_RUPEES, M.codFeeInvalid),
  }),
});
export type ShopSettings = z.infer<typeof ShopSettings>;

/** A change of settings: the sections sent replace those stored, the others stay as they are. */
export const ShopSettingsUpdate = ShopSettings.partial();
export type ShopSettingsUpdate = z.infer<typeof ShopSettingsUpdate>;

const DEMO_ADDRESS = '2nd Floor, 14 Jyoti Nivas College Road, Koramangala 5th Block';

/** What a new shop starts with: the spec's checkout unchanged except COD above ₹5,000 and at PINs without COD. */
export const DEFAULT_SHOP_SETTINGS: ShopSettings = {
  cod: {
    maxOrderValue: 5_000,
    onlyWherePinAllows: true,
    confirmation: { enabled: false, hours: 48 },
  },
  // A demonstration seller: the owner replaces these in Settings before the shop goes live.
  seller: {
    legalName: 'Vastra Fashions Private Limited',
    address: DEMO_ADDRESS,
    city: 'Bengaluru',
    state: 'Karnataka',
    pincode: '560034',
    gstin: '29AAJCV4821K1ZU',
    email: 'care@vastra.example',
    phone: '+91 80 4718 2000',
  },
  grievance: {
    name: 'Ananya Rao',
    designation: 'Grievance Officer',
    email: 'grievance@vastra.example',
    phone: '+91 80 4718 2001',
    address: `${DEMO_ADDRESS}, Bengaluru, Karnataka 560034`,
  },
  returns: { windowDays: DEFAULT_RETURN_WINDOW_DAYS },
  tax: {
    greyBand: 'higher',
  },
  // No fees: a new shop delivers free, as the spec's checkout always did.
  delivery: { feeRupees: 0, freeAboveRupees: null, codFeeRupees: 0 },
};
