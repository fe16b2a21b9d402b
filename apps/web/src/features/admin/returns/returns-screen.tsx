import { BACK_OFFICE_MESSAGES as BO } from '@vastra/domain/back-office';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { adminErrorMessage } from '../api/admin-errors';
import { FormMessage } from '../auth/auth-card';
import { AdminPage } from '../components/admin-page';
import { useReturnList } from './returns-api';
import { RETURN_FILTERS, readReturnsFilter, RETURNS_ADMIN_TEXTS as T } from './returns-format';
import { ReturnCards, ReturnTable } from './return-rows';

/** The returns queue: exchange and return requests by state (open by default), newest first, a page at a time. */
export function Component() {
  const [search, setSearch] = useSearchParams();
  const state = readReturnsFilter(search);
  const list = useReturnList(state);
  const rows = useMemo(() => list.data?.pages.flatMap((page) => page.returns) ?? [], [list.data]);

  return (
    <AdminPage title={T.title}>
      <div className="mb-5 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <SelectField
          label={T.stateFilter}
          value={state}
          onChange={(e) => setSearch(e.target.value === 'open' ? {} : { state: e.target.value })}
        >
          {RETURN_FILTERS.map((filter) => (
            <option key={filter.value} value={filter.value}>
              {filter.label}
            </option>
          ))}
        </SelectField>
      </div>

      {list.isPending ? (
        <div className="grid place-items-center py-16">
          <Spinner label={T.loading} size="lg" />
        </div>
      ) : list.isError && rows.length === 0 ? (
        <div role="alert" className="rounded-2xl border border-danger/40 bg-white p-6 text-center">
          <p className="font-medium text-danger">{`${T.failed}: ${adminErrorMessage(list.error)}`}</p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => void list.refetch()}>
            {BO.dashboardRetry}
          </Button>
        </div>
      ) : rows.length === 0 ? (
        <div className="rounded-2xl border border-line bg-white p-8 text-center">
          <p className="font-medium text-ink">{state === 'open' ? T.emptyOpen : T.emptyState}</p>
        </div>
      ) : (
        <div
          aria-busy={list.isPlaceholderData || undefined}
          className={list.isPlaceholderData ? 'opacity-60' : undefined}
        >
          <div className="hidden overflow-x-auto md:block" data-testid="return-table">
            <ReturnTable rows={rows} />
          </div>
          <div className="md:hidden" data-testid="return-cards">
            <ReturnCards rows={rows} />
          </div>
          {list.isFetchNextPageError && <FormMessage message={adminErrorMessage(list.error)} />}
          {list.hasNextPage && (
            <div className="mt-5 flex justify-center">
              <Button variant="secondary" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
                Load more
              </Button>
            </div>
          )}
        </div>
      )}
    </AdminPage>
  );
}
