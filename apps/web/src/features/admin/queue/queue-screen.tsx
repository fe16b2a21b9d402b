import type { QueueResponse } from '@vastra/domain/api';
import { AFTER_SALE_MESSAGES as M } from '@vastra/domain/after-sale';
import { BACK_OFFICE_MESSAGES as BO } from '@vastra/domain/back-office';
import { useId, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { adminErrorMessage } from '../api/admin-errors';
import { AdminPage } from '../components/admin-page';
import { useQueue } from './queue-api';
import { NdrRow, PaymentRow, ReturnRow, UnbookedRow } from './queue-rows';
import { Alert } from '../../../components/ui/alert';

/** Shipments and payments that need a hand, in four sections, each with its count and its own actions. */
export function Component() {
  const queue = useQueue();
  return (
    <AdminPage title={M.queueTitle}>
      {queue.isPending ? (
        <Spinner label="Loading" size="lg" />
      ) : queue.isError ? (
        <Alert look="panel" as="div">
          <p className="font-medium text-danger">{`${M.queueFailed}: ${adminErrorMessage(queue.error)}`}</p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => void queue.refetch()}>
            {BO.dashboardRetry}
          </Button>
        </Alert>
      ) : (
        <Sections data={queue.data} />
      )}
    </AdminPage>
  );
}

function Sections({ data }: { data: QueueResponse }) {
  return (
    <div className="flex flex-col gap-5">
      <QueueSection title={M.notBooked} count={data.counts.unbooked}>
        {data.unbooked.map((order) => (
          <UnbookedRow key={order.id} order={order} />
        ))}
      </QueueSection>
      <QueueSection title={M.queueNdr} count={data.counts.ndr}>
        {data.ndr.map((order) => (
          <NdrRow key={order.id} order={order} />
        ))}
      </QueueSection>
      <QueueSection title={M.queueReturns} count={data.counts.returns}>
        {data.returns.map((order) => (
          <ReturnRow key={order.id} order={order} />
        ))}
      </QueueSection>
      <QueueSection title={M.queuePayments} count={data.counts.payments}>
        {data.payments.map((payment) => (
          <PaymentRow key={payment.id} payment={payment} />
        ))}
      </QueueSection>
    </div>
  );
}

function QueueSection({ title, count, children }: { title: string; count: number; children: ReactNode[] }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="min-w-0 rounded-2xl border border-line bg-white">
      <h2 id={id} className="flex items-center gap-2 border-b border-line px-4 py-3 text-base font-semibold text-ink">
        {title} <span className="rounded-full bg-sand px-2 text-sm tabular-nums">{count}</span>
      </h2>
      {children.length === 0 ? (
        <p className="px-4 py-3 text-sm text-muted">{M.queueEmpty}</p>
      ) : (
        <ul className="divide-y divide-line">{children}</ul>
      )}
    </section>
  );
}
