import {
  COD_CONFIRMATION_MAX_HOURS,
  RETURN_WINDOW_MAX_DAYS,
  ShopSettings,
  type GstGreyBandRule,
  type ShopSettingsUpdate,
} from '@vastra/domain/settings';
import { TAX_GSTIN_MESSAGES, gstinProblem } from '@vastra/domain/tax';

type Seller = ShopSettings['seller'];
type Grievance = ShopSettings['grievance'];
type Delivery = ShopSettings['delivery'];

/** The Settings screen's fields as typed (text boxes hold strings). */
export type SettingsValues = {
  maxOrderValue: string;
  onlyWherePinAllows: boolean;
  confirmationEnabled: boolean;
  confirmationHours: string;
  seller: Record<keyof Seller, string>;
  grievance: Record<keyof Grievance, string>;
  returnWindowDays: string;
  greyBand: GstGreyBandRule;
  /** Whole rupees as typed; the value for free delivery is empty for "the fee on every order". */
  delivery: Record<keyof Delivery, string>;
};

/** A field's key: 'maxOrderValue', 'seller.gstin'… (also its input's id, prefixed 'settings-'). */
export type SettingsField =
  | 'maxOrderValue'
  | 'confirmationHours'
  | `seller.${keyof Seller}`
  | `grievance.${keyof Grievance}`
  | 'returnWindowDays'
  | `delivery.${keyof Delivery}`;
export type SettingsErrors = Partial<Record<SettingsField, string>>;

/** The input's id of a field, which the form focuses when its value cannot be saved. */
export const fieldId = (field: SettingsField) => `settings-${field.replace('.', '-')}`;

export const SETTINGS_MESSAGES = {
  limitInvalid: 'Enter the limit in whole rupees (1 to 1,00,00,000), or leave it empty for no limit',
  hoursInvalid: `Enter whole hours from 1 to ${COD_CONFIRMATION_MAX_HOURS}`,
  saved: 'Settings saved. Checkout uses them from now on.',
  legalNameInvalid: 'Enter the legal name (up to 120 characters)',
  nameInvalid: 'Enter the name (up to 120 characters)',
  designationInvalid: 'Enter the designation (up to 120 characters)',
  addressInvalid: 'Enter the address (up to 300 characters)',
  cityInvalid: 'Enter the city (up to 60 characters)',
  stateInvalid: 'Choose the state',
  pincodeInvalid: 'Enter the 6-digit PIN code, like 560034',
  gstinInvalid: TAX_GSTIN_MESSAGES.shape,
  emailInvalid: 'Enter an email address, like name@example.com',
  phoneInvalid: 'Enter the phone number (up to 30 characters)',
  windowInvalid: `Enter whole days from 0 to ${RETURN_WINDOW_MAX_DAYS}`,
} as const;

const SELLER_MESSAGES: Record<keyof Seller, string> = {
  legalName: SETTINGS_MESSAGES.legalNameInvalid,
  address: SETTINGS_MESSAGES.addressInvalid,
  city: SETTINGS_MESSAGES.cityInvalid,
  state: SETTINGS_MESSAGES.stateInvalid,
  pincode: SETTINGS_MESSAGES.pincodeInvalid,
  gstin: SETTINGS_MESSAGES.gstinInvalid,
  email: SETTINGS_MESSAGES.emailInvalid,
  phone: SETTINGS_MESSAGES.phoneInvalid,
};

const GRIEVANCE_MESSAGES: Record<keyof Grievance, string> = {
  name: SETTINGS_MESSAGES.nameInvalid,
  designation: SETTINGS_MESSAGES.designationInvalid,
  email: SETTINGS_MESSAGES.emailInvalid,
  phone: SETTINGS_MESSAGES.phoneInvalid,
  address: SETTINGS_MESSAGES.addressInvalid,
};

export function valuesOf(settings: ShopSettings): SettingsValues {
  const { cod } = settings;
  return {
    maxOrderValue: cod.maxOrderValue === null ? '' : String(cod.maxOrderValue),
    onlyWherePinAllows: cod.onlyWherePinAllows,
    confirmationEnabled: cod.confirmation.enabled,
    confirmationHours: String(cod.confirmation.hours),
    seller: { ...settings.seller },
    grievance: { ...settings.grievance },
    returnWindowDays: String(settings.returns.windowDays),
    greyBand: settings.tax.greyBand,
    delivery: {
      feeRupees: String(settings.delivery.feeRupees),
      freeAboveRupees: settings.delivery.freeAboveRupees === null ? '' : String(settings.delivery.freeAboveRupees),
      codFeeRupees: String(settings.delivery.codFeeRupees),
    },
  };
}

const DELIVERY_KEYS = ['feeRupees', 'freeAboveRupees', 'codFeeRupees'] as const;

/**
 * The delivery charges checked by the domain's schema (ShopSettings.shape.delivery), whose messages say what to enter:
 * a whole number typed (commas allowed) is a number, any other text none, so the schema refuses it with its message.
 */
function deliveryOf(values: Record<keyof Delivery, string>, errors: Record<string, string>): Delivery {
  const out = {} as Record<keyof Delivery, number | null>;
  for (const key of DELIVERY_KEYS) {
    const text = values[key].trim().replaceAll(',', '');
    const typed = key === 'freeAboveRupees' && text === '' ? null : /^\d+$/.test(text) ? Number(text) : Number.NaN;
    const result = ShopSettings.shape.delivery.shape[key].safeParse(typed);
    if (result.success) out[key] = result.data;
    else errors[`delivery.${key}`] = result.error.issues[0]?.message ?? '';
  }
  return out as Delivery;
}

const wholeNumber = (text: string, min: number, max: number): number | null => {
  const trimmed = text.trim().replaceAll(',', '');
  if (!/^\d+$/.test(trimmed)) return null;
  const n = Number(trimmed);
  return n >= min && n <= max ? n : null;
};

/**
 * Each field of a section checked by the domain's own schema for it (ShopSettings), so the screen refuses exactly
 * what the API would; the field's message is the screen's.
 */
function section<K extends string>(
  schema: { shape: Record<K, { safeParse(value: unknown): { success: boolean; data?: unknown } }> },
  values: Record<K, string>,
  messages: Record<K, string>,
  prefix: string,
  errors: Record<string, string>,
): Record<K, unknown> {
  const out = {} as Record<K, unknown>;
  for (const key of Object.keys(messages) as K[]) {
    const result = schema.shape[key].safeParse(values[key]);
    if (result.success) out[key] = result.data;
    else errors[`${prefix}.${key}`] = messages[key];
  }
  return out;
}

/** The settings to save (every section the screen edits), or each field's message. */
export function settingsOf(
  values: SettingsValues,
): { settings: Required<ShopSettingsUpdate> } | { errors: SettingsErrors } {
  const errors: Record<string, string> = {};
  const limitText = values.maxOrderValue.trim();
  const limit = limitText === '' ? null : wholeNumber(limitText, 1, 10_000_000);
  const hours = wholeNumber(values.confirmationHours, 1, COD_CONFIRMATION_MAX_HOURS);
  if (limitText !== '' && limit === null) errors.maxOrderValue = SETTINGS_MESSAGES.limitInvalid;
  if (hours === null) errors.confirmationHours = SETTINGS_MESSAGES.hoursInvalid;
  const seller = section(ShopSettings.shape.seller, values.seller, SELLER_MESSAGES, 'seller', errors);
  // The GSTIN against its own shape, the seller's state and its check character: the API's own check (422).
  const sellerState = ShopSettings.shape.seller.shape.state.safeParse(seller.state);
  if (!errors['seller.gstin'] && sellerState.success) {
    const problem = gstinProblem(String(seller.gstin), sellerState.data);
    if (problem) errors['seller.gstin'] = problem;
  }
  const grievance = section(ShopSettings.shape.grievance, values.grievance, GRIEVANCE_MESSAGES, 'grievance', errors);
  const windowDays = wholeNumber(values.returnWindowDays, 0, RETURN_WINDOW_MAX_DAYS);
  if (windowDays === null) errors.returnWindowDays = SETTINGS_MESSAGES.windowInvalid;
  const delivery = deliveryOf(values.delivery, errors);
  if (Object.keys(errors).length > 0 || hours === null || windowDays === null) return { errors };
  const parsed = ShopSettings.safeParse({
    cod: {
      maxOrderValue: limit,
      onlyWherePinAllows: values.onlyWherePinAllows,
      confirmation: { enabled: values.confirmationEnabled, hours },
    },
    seller,
    grievance,
    returns: { windowDays },
    tax: { greyBand: values.greyBand },
    delivery,
  });
  if (!parsed.success) throw new Error('settings checked field by field did not parse');
  return { settings: parsed.data };
}

/** The field a refusal of the API names (its body's `field`, like 'seller.gstin') when the screen has that field. */
export function refusedField(body: unknown): SettingsField | null {
  const field = (body as { field?: unknown } | null | undefined)?.field;
  return FIELD_ORDER.find((f) => f === field) ?? null;
}

/** The fields in the order the screen shows them: the first in error gets the focus. */
export const FIELD_ORDER: readonly SettingsField[] = [
  'maxOrderValue',
  'confirmationHours',
  ...DELIVERY_KEYS.map((k) => `delivery.${k}` as const),
  ...(['legalName', 'address', 'city', 'state', 'pincode', 'gstin', 'email', 'phone'] as const).map(
    (k) => `seller.${k}` as const,
  ),
  ...(['name', 'designation', 'email', 'phone', 'address'] as const).map((k) => `grievance.${k}` as const),
  'returnWindowDays',
];
