import { RETURN_STATE_LABELS, type ReturnState } from '@vastra/domain/returns';
import { Badge, type BadgeTone } from '../../../components/ui/badge';

const TONES: Record<ReturnState, BadgeTone> = {
  requested: 'accent',
  approved: 'neutral',
  pickup_scheduled: 'neutral',
  picked_up: 'neutral',
  received: 'accent',
  refunded: 'success',
  exchange_shipped: 'success',
  rejected: 'dark',
};

export function ReturnStateBadge({ state }: { state: ReturnState }) {
  return <Badge tone={TONES[state]}>{RETURN_STATE_LABELS[state]}</Badge>;
}
