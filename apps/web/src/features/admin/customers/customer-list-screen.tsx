import { CUSTOMER_SEGMENT_LABELS, CUSTOMER_SEGMENTS, type CustomerSegment } from '@vastra/domain/customers';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { AdminPage } from '../components/admin-page';
import { PagedList } from '../components/paged-list';
import { SearchBox } from '../components/search-box';
import { useCustomerList, type CustomerFilters } from './customers-api';
import { CustomerCards, CustomerTable } from './customer-rows';
import { CUSTOMER_TEXTS as T } from './customer-texts';

/** The search and segment a URL asks for; an unknown segment is ignored rather than sent. */
function readFilters(search: URLSearchParams): CustomerFilters {
  const filters: CustomerFilters = {};
  const q = search.get('q')?.trim().slice(0, 100);
  if (q) filters.q = q;
  const segment = search.get('segment');
  if (segment && (CUSTOMER_SEGMENTS as readonly string[]).includes(segment))
    filters.segment = segment as CustomerSegment;
  return filters;
}

function toSearch(filters: CustomerFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.q) search.set('q', filters.q);
  if (filters.segment) search.set('segment', filters.segment);
  return search;
}

/** Every customer, last order newest first: a search, segment chips, pages loaded on demand. */
export function Component() {
  const [search, setSearch] = useSearchParams();
  const filters = useMemo(() => readFilters(search), [search]);
  const list = useCustomerList(filters);
  const rows = useMemo(() => list.data?.pages.flatMap((page) => page.items) ?? [], [list.data]);
  const apply = (next: CustomerFilters) => setSearch(toSearch(next));
  const chip = (segment: CustomerSegment | undefined, label: string) => {
    const pressed = filters.segment === segment;
    return (
      <Button
        key={segment ?? 'all'}
        size="sm"
        variant={pressed ? 'primary' : 'secondary'}
        aria-pressed={pressed}
        onClick={() => apply({ ...filters, segment })}
      >
        {label}
      </Button>
    );
  };

  return (
    <AdminPage title={T.listTitle}>
      <div className="mb-5 flex flex-col gap-3">
        <div className="max-w-md">
          <SearchBox
            label={T.search}
            placeholder={T.searchPlaceholder}
            value={filters.q ?? ''}
            onSearch={(q) => {
              if (q !== (filters.q ?? '')) apply({ ...filters, q: q || undefined });
            }}
          />
        </div>
        <div role="group" aria-label={T.segments} className="flex flex-wrap gap-2">
          {chip(undefined, T.allCustomers)}
          {CUSTOMER_SEGMENTS.map((segment) => chip(segment, CUSTOMER_SEGMENT_LABELS[segment]))}
        </div>
      </div>
      <PagedList
        list={list}
        count={rows.length}
        loading={T.loading}
        failed={T.failed}
        empty={
          <>
            <p className="font-medium text-ink">{filters.q || filters.segment ? T.noCustomers : T.empty}</p>
            {(filters.q ?? filters.segment) && (
              <Button variant="secondary" size="sm" className="mt-3" onClick={() => apply({})}>
                {T.clear}
              </Button>
            )}
          </>
        }
        testId="customer"
        table={<CustomerTable rows={rows} />}
        cards={<CustomerCards rows={rows} />}
      />
    </AdminPage>
  );
}
