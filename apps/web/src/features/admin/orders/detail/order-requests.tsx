import { variantLabel } from '@vastra/domain/catalog';
import type { AdminOrderDetail } from '@vastra/domain/api';
import { AFTER_SALE_MESSAGES as M } from '@vastra/domain/after-sale';
import { RETURN_STATE_LABELS } from '@vastra/domain/returns';
import { Link } from 'react-router';
import { Badge } from '../../../../components/ui/badge';
import { adminPaths } from '../../admin-paths';
import { formatPaise } from '../order-format';
import { Section } from './order-sections';

/** An AWB with its courier; one long word, so it may break anywhere. */
function Awb({ label, awb, courier }: { label: string; awb: string; courier: string | null }) {
  return (
    <p className="text-muted">
      {label}: <span className="break-all text-ink tabular-nums">{awb}</span>
      {courier && ` · ${courier}`}
    </p>
  );
}

/** The order's return and exchange requests: state, line, pickup and exchange shipments, a link to each. */
export function OrderRequests({ order }: { order: AdminOrderDetail }) {
  const requests = order.requests ?? [];
  if (requests.length === 0) return null;
  return (
    <Section title={M.sectionRequests}>
      <ul aria-label={M.sectionRequests} className="divide-y divide-line text-sm">
        {requests.map((request) => (
          <li key={request.id} className="flex flex-col gap-1 py-2">
            <p className="flex flex-wrap items-center gap-2">
              <span className="font-semibold text-ink">{M.requestKindLabels[request.kind]}</span>
              <Badge tone={request.state === 'rejected' ? 'danger' : 'neutral'}>
                {RETURN_STATE_LABELS[request.state]}
              </Badge>
              {request.refundPaise !== null && (
                <span className="font-medium tabular-nums">{formatPaise(request.refundPaise)}</span>
              )}
            </p>
            <p className="break-words">
              {M.requestLine(request.title, variantLabel(request.size, request.option2Name), request.quantity)}
            </p>
            {request.exchangeSize && <p className="text-muted">{M.requestExchangeTo(request.exchangeSize)}</p>}
            {request.pickupAwb && (
              <Awb label={M.requestPickupAwb} awb={request.pickupAwb} courier={request.pickupCourier} />
            )}
            {request.exchangeAwb && (
              <Awb label={M.requestExchangeAwb} awb={request.exchangeAwb} courier={request.exchangeCourier} />
            )}
            <Link
              to={adminPaths.return.getHref(request.id)}
              className="self-start text-accent underline-offset-2 hover:underline"
            >
              {M.requestOpen}
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
