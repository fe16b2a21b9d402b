import { WHATSAPP_OPT_IN } from '@vastra/domain/notifications';
import { useShopName } from '../../../lib/shop-config';

/**
 * "Send my order updates on WhatsApp" at checkout (docs/decisions/126-whatsapp.md): never ticked for her. A tick goes
 * with the order (`whatsappUpdates: true`) and keeps her opt-in for its phone, whose messages then go by WhatsApp
 * instead of SMS; left unticked, nothing changes (a STOP on WhatsApp ends an opt-in).
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
        {WHATSAPP_OPT_IN.label(shopName)}
        <span className="block text-xs text-muted">Reply STOP on WhatsApp at any time to have them by SMS again.</span>
      </span>
    </label>
  );
}
