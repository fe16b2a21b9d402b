import { AFTER_SALE_MESSAGES as M } from '@vastra/domain/after-sale';
import { BACK_OFFICE_MESSAGES as BO } from '@vastra/domain/back-office';
import { Link, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { adminPaths } from '../admin-paths';
import { adminErrorMessage } from '../api/admin-errors';
import { AdminPage } from '../components/admin-page';
import { useOrder } from './api/orders-api';
import { NdrActions, OrderActions } from './detail/order-actions';
import {
  CustomerSection,
  HistorySection,
  ItemsSection,
  NdrBox,
  PaymentSection,
  Section,
  ShipmentFacts,
  Timeline,
} from './detail/order-sections';
import { OrderRequests } from './detail/order-requests';
import { formatIst, OrderStatusBadges } from './order-format';
import { TaxDocumentsPanel } from './tax-documents-panel';
import { OrderNotesPanel } from '../customers/order-notes-panel';

/** One order: what was bought, by whom, its money and shipment, its history, and what the staff may do now. */
export function Component() {
  const { id = '' } = useParams();
  const order = useOrder(id);
  const back = (
    <Link to={adminPaths.orders.getHref()} className="text-sm text-accent underline-offset-2 hover:underline">
      {M.orderBackToList}
    </Link>
  );

  if (order.isPending) {
    return (
      <AdminPage title={M.orderTitle()} actions={back}>
        <Spinner label="Loading the order" size="lg" />
      </AdminPage>
    );
  }
  if (order.isError) {
    return (
      <AdminPage title={M.orderFailed} actions={back}>
        <div role="alert" className="rounded-2xl border border-danger/40 bg-white p-6 text-center">
          <p className="font-medium text-danger">{adminErrorMessage(order.error)}</p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => void order.refetch()}>
            {BO.dashboardRetry}
          </Button>
        </div>
      </AdminPage>
    );
  }

  const detail = order.data;
  const { shipment } = detail;
  return (
    <AdminPage title={M.orderTitle(detail.shortId)} actions={back}>
      <p className="-mt-4 mb-4 flex flex-wrap items-center gap-2 text-sm text-muted">
        <OrderStatusBadges status={detail.status} badges={detail.badges} />
        <span>{M.orderPlacedAt(formatIst(detail.createdAt))}</span>
      </p>
      <OrderActions order={detail} />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <ItemsSection order={detail} />
        <CustomerSection customer={detail.customer} />
        <PaymentSection order={detail} />
        <Section title={M.sectionShipment}>
          <ShipmentFacts shipment={shipment} />
          {shipment.ndr && <NdrBox ndr={shipment.ndr}>{detail.actions.ndr && <NdrActions id={detail.id} />}</NdrBox>}
          <Timeline timeline={shipment.timeline} />
        </Section>
        <OrderRequests order={detail} />
        <TaxDocumentsPanel orderId={detail.id} />
        <OrderNotesPanel orderId={detail.id} customerId={detail.customer.userId} />
        <HistorySection history={detail.history} className="lg:col-span-2" />
      </div>
    </AdminPage>
  );
}
