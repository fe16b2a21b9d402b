import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { SelectField } from '../../../components/ui/field';
import { AdminPage } from '../components/admin-page';
import { PagedList } from '../components/paged-list';
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

      <PagedList
        list={list}
        count={rows.length}
        loading={T.loading}
        failed={T.failed}
        empty={<p className="font-medium text-ink">{state === 'open' ? T.emptyOpen : T.emptyState}</p>}
        testId="return"
        table={<ReturnTable rows={rows} />}
        cards={<ReturnCards rows={rows} />}
      />
    </AdminPage>
  );
}
