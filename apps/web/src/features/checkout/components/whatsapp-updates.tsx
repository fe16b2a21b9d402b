import { useI18n } from '../../../lib/i18n';
import { useShopName } from '../../../lib/shop-config';

/**
 * "Send my order updates on WhatsApp" at checkout (docs/decisions/126-whatsapp.md): never ticked for her. A tick goes
 * with the order (`whatsappUpdates: true`) and keeps her opt-in for its phone, whose messages then go by WhatsApp
 * instead of SMS; left unticked, nothing changes (a STOP on WhatsApp ends an opt-in). The wording is the domain's
 * WHATSAPP_OPT_IN.label, in the shopper's language.
 */
export function WhatsappUpdates({
  id,
  checked,
  onChange,
}: {
  id: string;
  checked: boolean;
  onChange: (next: boolean) => void;
}) {
  const { t } = useI18n();
  const shopName = useShopName();
  return (
    <label htmlFor={id} className="flex cursor-pointer items-start gap-3 text-sm text-ink">
      <input
        id={id}
        type="checkbox"
        className="mt-0.5 size-5 shrink-0 accent-accent"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>
        {t('Send my order updates on WhatsApp from {shopName}', { shopName })}
        <span className="block text-xs text-muted">
          {t('Reply STOP on WhatsApp at any time to have them by SMS again.')}
        </span>
      </span>
    </label>
  );
}
