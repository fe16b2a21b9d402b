import type { Order } from '@vastra/domain/api';
import { AFTER_SALE_MESSAGES as M, ORDER_BADGE_LABELS } from '@vastra/domain/after-sale';
import { Badge } from '../../../components/ui/badge';

/** What the order's story adds to its status ("Refunded", "Exchange shipped"…, domain orderBadges). */
export function OrderBadges({ order }: { order: Pick<Order, 'badges'> }) {
  const badges = order.badges ?? [];
  if (badges.length === 0) return null;
  return (
    <ul aria-label={M.orderBadgesLabel} className="flex flex-wrap items-center gap-1.5">
      {badges.map((badge) => (
        <li key={badge}>
          <Badge tone={badge === 'failed_delivery' ? 'danger' : 'dark'} className="text-xs">
            {ORDER_BADGE_LABELS[badge]}
          </Badge>
        </li>
      ))}
    </ul>
  );
}
