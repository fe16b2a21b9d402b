import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ServiceabilityResponse } from '@vastra/domain/api';
import { formatDeliveryDate } from '@vastra/domain/delivery';
import { callAfterFirstPaint } from '../api/call-after-first-paint';
import { ENGLISH, type Translator } from '../i18n';

// Imported only by screens that load lazily (the product page's Check delivery, checkout); the call's contract loads
// after the first paint (lib/api/call-after-first-paint.ts).

/** GET /api/shipping/serviceability: whether the shop delivers to a PIN, with COD or not, where and by when. */
export function getServiceability(pincode: string, signal?: AbortSignal): Promise<ServiceabilityResponse> {
  return callAfterFirstPaint('serviceability', { query: { pincode }, signal });
}

/** One PIN's answer, shared by the product page and checkout; it changes only with the day. */
export function serviceabilityQueryOptions(pincode: string) {
  return queryOptions({
    queryKey: ['serviceability', pincode] as const,
    queryFn: ({ signal }) => getServiceability(pincode, signal),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** The answer for `pincode` once asked (null: ask nothing). */
export function useServiceability(pincode: string | null) {
  return useQuery({ ...serviceabilityQueryOptions(pincode ?? ''), enabled: pincode !== null });
}

/**
 * 'Delivery by Thu, 27 Nov': the last day of the estimate (the date a shopper can count on), or null; in the shopper's
 * language ('शुक्र, 27 नव॰' in Hindi; English keeps the domain's date, as Intl would write "Sept").
 */
export function deliveryByText(
  answer: ServiceabilityResponse,
  { t, language, formatDate }: Pick<Translator, 't' | 'language' | 'formatDate'> = ENGLISH,
): string | null {
  const to = answer.serviceable && answer.etd ? answer.etd.to : null;
  const date = to === null ? null : formatDeliveryDate(to);
  if (to === null || date === null) return null;
  const shown =
    language === 'en' ? date : formatDate(`${to}T12:00:00+05:30`, { weekday: 'short', day: 'numeric', month: 'short' });
  return t('Delivery by {date}', { date: shown });
}
