import { COD_CONFIRMATION_MAX_HOURS, type ShopSettings } from '@vastra/domain/settings';

/** The Settings screen's fields as typed (text boxes hold strings). */
export type SettingsValues = {
  maxOrderValue: string;
  onlyWherePinAllows: boolean;
  confirmationEnabled: boolean;
  confirmationHours: string;
};

export const SETTINGS_MESSAGES = {
  limitInvalid: 'Enter the limit in whole rupees (1 to 1,00,00,000), or leave it empty for no limit',
  hoursInvalid: `Enter whole hours from 1 to ${COD_CONFIRMATION_MAX_HOURS}`,
  saved: 'Settings saved. Checkout uses them from now on.',
} as const;

export function valuesOf(settings: ShopSettings): SettingsValues {
  const { cod } = settings;
  return {
    maxOrderValue: cod.maxOrderValue === null ? '' : String(cod.maxOrderValue),
    onlyWherePinAllows: cod.onlyWherePinAllows,
    confirmationEnabled: cod.confirmation.enabled,
    confirmationHours: String(cod.confirmation.hours),
  };
}

const wholeNumber = (text: string, min: number, max: number): number | null => {
  const trimmed = text.trim().replaceAll(',', '');
  if (!/^\d+$/.test(trimmed)) return null;
  const n = Number(trimmed);
  return n >= min && n <= max ? n : null;
};

/** The settings to save, or each field's message. */
export function settingsOf(
  values: SettingsValues,
):
  { settings: Pick<ShopSettings, 'cod'> } | { errors: Partial<Record<'maxOrderValue' | 'confirmationHours', string>> } {
  const limitText = values.maxOrderValue.trim();
  const limit = limitText === '' ? null : wholeNumber(limitText, 1, 10_000_000);
  const hours = wholeNumber(values.confirmationHours, 1, COD_CONFIRMATION_MAX_HOURS);
  const errors: Partial<Record<'maxOrderValue' | 'confirmationHours', string>> = {};
  if (limitText !== '' && limit === null) errors.maxOrderValue = SETTINGS_MESSAGES.limitInvalid;
  if (hours === null) errors.confirmationHours = SETTINGS_MESSAGES.hoursInvalid;
  if (Object.keys(errors).length > 0 || hours === null) return { errors };
  return {
    settings: {
      cod: {
        maxOrderValue: limit,
        onlyWherePinAllows: values.onlyWherePinAllows,
        confirmation: { enabled: values.confirmationEnabled, hours },
      },
    },
  };
}
