import { Badge } from '../../../components/ui/badge';
import { useI18n } from '../../../lib/i18n';
import { statusTone } from '../model/order-status';
import { statusText } from '../model/order-texts';

/** A shipment status as a coloured badge, its meaning also in words for screen readers. */
export function StatusBadge({ status, className }: { status: string; className?: string }) {
  const { t, tm } = useI18n();
  return (
    <Badge tone={statusTone(status)} className={className}>
      <span className="sr-only">{t('Status:')} </span>
      {statusText(tm, status)}
    </Badge>
  );
}
