import { AFTER_SALE_MESSAGES as M, ORDER_BADGE_LABELS } from '@vastra/domain/after-sale';
import { BACK_OFFICE_MESSAGES as BO } from '@vastra/domain/back-office';
import { ORDER_STATUSES, PAYMENT_MODES } from '@vastra/domain/orders';
import { useMutation } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/field';
import { adminPaths } from '../admin-paths';
import { adminErrorMessage } from '../api/admin-errors';
import { FormMessage } from '../auth/auth-card';
import { useCan } from '../auth/staff-session';
import { AdminPage } from '../components/admin-page';
import { PagedList } from '../components/paged-list';
import { SearchBox } from '../components/search-box';
import { useOrderList } from './api/orders-api';
import { downloadOrderLinesCsv, downloadOrdersCsv } from './list/export-csv';
import { orderFiltersToSearch, readOrderFilters, type OrderFilters } from './list/order-filters';
import { OrderCards, OrderTable } from './list/order-rows';
import { NEW_ORDER_TEXTS } from '../phone-orders/new-order-texts';

/** Every order, newest first: filters and search in the address bar, pages loaded on demand, a CSV export. */
export function Component() {
  const [search, setSearch] = useSearchParams();
  const filters = useMemo(() => readOrderFilters(search), [search]);
  const list = useOrderList(filters);
  const exportCsv = useMutation({ mutationFn: () => downloadOrdersCsv(orderFiltersToSearch(filters)) });
  const exportLines = useMutation({ mutationFn: () => downloadOrderLinesCsv(orderFiltersToSearch(filters)) });

  const apply = (next: OrderFilters) => setSearch(orderFiltersToSearch(next));
  const change = (key: keyof OrderFilters, value: string) => apply({ ...filters, [key]: value || undefined });
  const rows = useMemo(() => list.data?.pages.flatMap((page) => page.items) ?? [], [list.data]);
  const filtered = Object.keys(filters).length > 0;
  // On a phone the filters fold behind a button so the first order shows on the first screen.
  const [filtersOpen, setFiltersOpen] = useState(false);
  const panelId = useId();
  const chosen = Object.keys(filters).filter((key) => key !== 'q').length;
  // Orders taken by phone (docs/decisions/132-phone-orders.md) need the permission the API asks for them.
  const canTakeOrders = useCan('orders');

  return (
    <AdminPage
      title={BO.figureOrders}
      actions={
        <>
          {canTakeOrders && (
            <Link to={adminPaths.newOrder.getHref()} className={buttonClasses({ size: 'sm' })}>
              {NEW_ORDER_TEXTS.newOrder}
            </Link>
          )}
          <Button variant="secondary" size="sm" loading={exportCsv.isPending} onClick={() => exportCsv.mutate()}>
            {M.ordersExport}
          </Button>
          <Button variant="secondary" size="sm" loading={exportLines.isPending} onClick={() => exportLines.mutate()}>
            {M.orderLinesExport}
          </Button>
        </>
      }
    >
      {exportCsv.isError && <FormMessage message={`${M.ordersExportFailed}: ${adminErrorMessage(exportCsv.error)}`} />}
      {exportLines.isError && (
        <FormMessage message={`${M.ordersExportFailed}: ${adminErrorMessage(exportLines.error)}`} />
      )}
      <div className="mb-5 grid grid-cols-1 gap-3 md:grid-cols-2 lg:grid-cols-3">
        <div className="flex items-end gap-2 md:contents">
          <div className="min-w-0 flex-1">
            <SearchBox
              label={M.ordersSearch}
              placeholder={M.ordersSearchPlaceholder}
              value={filters.q ?? ''}
              onSearch={(q) => {
                if (q !== (filters.q ?? '')) apply({ ...filters, q: q || undefined });
              }}
            />
          </div>
          <Button
            variant="secondary"
            className="md:hidden"
            aria-expanded={filtersOpen}
            aria-controls={panelId}
            onClick={() => setFiltersOpen((open) => !open)}
          >
            {M.ordersFilters(chosen)}
          </Button>
        </div>
        <div id={panelId} className={`${filtersOpen ? 'grid' : 'hidden'} grid-cols-1 gap-3 sm:grid-cols-2 md:contents`}>
          <SelectField
            label={M.filterStatus}
            value={filters.status ?? ''}
            onChange={(e) => change('status', e.target.value)}
          >
            <option value="">{M.filterStatusAll}</option>
            {ORDER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {M.orderStatusLabels[status]}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={M.filterPayment}
            value={filters.payment ?? ''}
            onChange={(e) => change('payment', e.target.value)}
          >
            <option value="">{M.filterPaymentAll}</option>
            {PAYMENT_MODES.map((mode) => (
              <option key={mode} value={mode}>
                {M.paymentModeLabels[mode]}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={M.filterBooking}
            value={filters.booked ?? ''}
            onChange={(e) => change('booked', e.target.value)}
          >
            <option value="">{M.filterBookingAll}</option>
            <option value="booked">{M.filterBooked}</option>
            <option value="unbooked">{M.notBooked}</option>
          </SelectField>
          <SelectField
            label={M.filterDelivery}
            value={filters.delivery ?? ''}
            onChange={(e) => change('delivery', e.target.value)}
          >
            <option value="">{M.filterDeliveryAll}</option>
            <option value="failed">{ORDER_BADGE_LABELS.failed_delivery}</option>
          </SelectField>
          <TextField
            label={M.filterFrom}
            type="date"
            value={filters.from ?? ''}
            max={filters.to}
            onChange={(e) => change('from', e.target.value)}
          />
          <TextField
            label={M.filterTo}
            type="date"
            value={filters.to ?? ''}
            min={filters.from}
            onChange={(e) => change('to', e.target.value)}
          />
        </div>
      </div>

      <PagedList
        list={list}
        count={rows.length}
        loading="Loading orders"
        failed={M.ordersFailed}
        empty={
          <>
            <p className="font-medium text-ink">{filtered ? M.ordersNoMatch : M.ordersEmpty}</p>
            {filtered && (
              <Button variant="secondary" size="sm" className="mt-3" onClick={() => apply({})}>
                {M.ordersClear}
              </Button>
            )}
          </>
        }
        testId="order"
        table={<OrderTable rows={rows} />}
        cards={<OrderCards rows={rows} />}
      />
    </AdminPage>
  );
}
