import type { Order } from '@vastra/domain/api';
import { Badge } from '../../../components/ui/badge';
import { useI18n } from '../../../lib/i18n';
import { ORDER_BADGE_MESSAGES } from '../model/order-texts';

/** What the order's story adds to its status ("Refunded", "Exchange shipped"…, domain orderBadges). */
export function OrderBadges({ order }: { order: Pick<Order, 'badges'> }) {
  const { t, tm } = useI18n();
  const badges = order.badges ?? [];
  if (badges.length === 0) return null;
  return (
    <ul aria-label={t('About this order')} className="flex flex-wrap items-center gap-1.5">
      {badges.map((badge) => (
        <li key={badge}>
          <Badge tone={badge === 'failed_delivery' ? 'danger' : 'dark'} className="text-xs">
            {tm(ORDER_BADGE_MESSAGES[badge])}
          </Badge>
        </li>
      ))}
    </ul>
  );
}
