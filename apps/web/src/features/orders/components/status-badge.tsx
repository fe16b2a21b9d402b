import { Badge } from '../../../components/ui/badge';
import { statusTone } from '../model/order-status';

/** A shipment status as a coloured badge, its meaning also in words for screen readers. */
export function StatusBadge({ status, className }: { status: string; className?: string }) {
  return (
    <Badge tone={statusTone(status)} className={className}>
      <span className="sr-only">Status: </span>
      {status}
    </Badge>
  );
}
