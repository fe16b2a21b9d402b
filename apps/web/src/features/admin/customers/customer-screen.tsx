import { CUSTOMER_SEGMENT_LABELS } from '@vastra/domain/customers';
import { BACK_OFFICE_MESSAGES as BO } from '@vastra/domain/back-office';
import { formatDateIN } from '@vastra/domain/time';
import { Link, useParams } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { adminPaths } from '../admin-paths';
import { adminErrorMessage } from '../api/admin-errors';
import { AdminPage } from '../components/admin-page';
import { Section } from '../orders/detail/order-sections';
import { useAddCustomerNote, useCustomer, useSetCustomerTags } from './customers-api';
import { CustomerAddresses, CustomerFigures, CustomerMessages, CustomerOrders } from './customer-sections';
import { CUSTOMER_TEXTS as T } from './customer-texts';
import { NoteForm, NotesList, TagsEditor } from './notes-and-tags';

/** One customer: her figures, orders and RTO history, addresses, messages, tags and the staff's notes. */
export function Component() {
  const { id = '' } = useParams();
  const customer = useCustomer(id);
  const addNote = useAddCustomerNote(id);
  const saveTags = useSetCustomerTags(id);
  const back = (
    <Link to={adminPaths.customers.getHref()} className="text-sm text-accent underline-offset-2 hover:underline">
      {T.backToList}
    </Link>
  );
  if (customer.isPending) {
    return (
      <AdminPage title={T.listTitle} actions={back}>
        <Spinner label="Loading the customer" size="lg" />
      </AdminPage>
    );
  }
  if (customer.isError) {
    return (
      <AdminPage title={T.pageFailed} actions={back}>
        <div role="alert" className="rounded-2xl border border-danger/40 bg-white p-6 text-center">
          <p className="font-medium text-danger">{adminErrorMessage(customer.error)}</p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => void customer.refetch()}>
            {BO.dashboardRetry}
          </Button>
        </div>
      </AdminPage>
    );
  }
  const c = customer.data;
  return (
    <AdminPage title={c.name} actions={back}>
      <div className="-mt-4 mb-4 flex flex-col gap-1 text-sm text-muted">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <a href={`tel:${c.phone}`} className="text-accent underline-offset-2 hover:underline">
            {c.phone}
          </a>
          <span className="break-all">{c.email}</span>
          <span>{T.customerSince(formatDateIN(c.since) ?? '')}</span>
          {c.whatsapp.state !== 'never' && (
            <span>
              {(c.whatsapp.state === 'on' ? T.whatsappOn : T.whatsappStopped)(formatDateIN(c.whatsapp.at) ?? '')}
            </span>
          )}
        </p>
        {c.segments.length > 0 && (
          <p className="flex flex-wrap gap-1">
            {c.segments.map((s) => (
              <Badge key={s} tone={s.startsWith('high') ? 'danger' : 'neutral'}>
                {CUSTOMER_SEGMENT_LABELS[s]}
              </Badge>
            ))}
          </p>
        )}
      </div>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <Section title={T.figures}>
          <CustomerFigures stats={c.stats} />
        </Section>
        <Section title={T.tagsLabel}>
          <TagsEditor tags={c.tags} save={saveTags} />
        </Section>
        <Section title={T.ordersHeading}>
          <CustomerOrders orders={c.orders} empty={T.noOrders} testId="customer-orders" />
        </Section>
        <Section title={T.rtoHeading}>
          <CustomerOrders orders={c.rtoOrders} empty={T.noRto} testId="rto-history" />
        </Section>
        <Section title={T.notesHeading}>
          <NotesList notes={c.notes} />
          <NoteForm add={addNote} />
        </Section>
        <Section title={T.addressesHeading}>
          <CustomerAddresses addresses={c.addresses} />
        </Section>
        <Section title={T.messagesHeading} className="lg:col-span-2">
          <CustomerMessages messages={c.messages} />
        </Section>
      </div>
    </AdminPage>
  );
}
