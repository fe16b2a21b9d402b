import { ENDPOINTS } from '@vastra/domain/api';
import { AUDIT_AREA_LABELS, AUDIT_AREAS, BACK_OFFICE_MESSAGES as M, type AuditArea } from '@vastra/domain/back-office';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { adminCall } from '../api/admin-api';
import { adminErrorMessage, retryUnlessRefused } from '../api/admin-errors';
import { FormMessage } from '../auth/auth-card';
import { ADMIN_QUERY_ROOT } from '../auth/staff-session';
import { AdminPage } from '../components/admin-page';
import { useStaffList } from '../staff/staff-api';
import { ActivityRow } from './activity-row';

type ActivityFilters = { area?: AuditArea; staffId?: string; from?: string; to?: string };
const FILTER_KEYS = ['area', 'staffId', 'from', 'to'] as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The filters in the address (a filtered log can be shared); values the API would refuse are left out. */
function readFilters(search: URLSearchParams): ActivityFilters {
  const filters: ActivityFilters = {};
  const area = search.get('area');
  if (area && (AUDIT_AREAS as readonly string[]).includes(area)) filters.area = area as AuditArea;
  const staffId = search.get('staffId');
  if (staffId) filters.staffId = staffId;
  for (const key of ['from', 'to'] as const) {
    const day = search.get(key);
    if (day && DAY.test(day)) filters[key] = day;
  }
  return filters;
}

/** Every staff action, newest first, a page at a time; filtered by area, member and days. */
export function Component() {
  const [search, setSearch] = useSearchParams();
  const filters = useMemo(() => readFilters(search), [search]);
  const staff = useStaffList(true);
  const log = useInfiniteQuery({
    queryKey: [ADMIN_QUERY_ROOT, 'audit', filters],
    queryFn: ({ pageParam, signal }) =>
      adminCall(ENDPOINTS.adminAudit, { query: { ...filters, cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    retry: retryUnlessRefused,
  });
  const entries = log.data?.pages.flatMap((page) => page.items) ?? [];
  const change = (key: keyof ActivityFilters, value: string) => {
    const next = new URLSearchParams();
    for (const k of FILTER_KEYS) {
      const v = k === key ? value : filters[k];
      if (v) next.set(k, v);
    }
    setSearch(next);
  };

  return (
    <AdminPage title="Activity">
      <div className="mb-4 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <SelectField label="Area" value={filters.area ?? ''} onChange={(event) => change('area', event.target.value)}>
          <option value="">Everything</option>
          {AUDIT_AREAS.map((area) => (
            <option key={area} value={area}>
              {AUDIT_AREA_LABELS[area]}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Member"
          value={filters.staffId ?? ''}
          onChange={(event) => change('staffId', event.target.value)}
        >
          <option value="">Everyone</option>
          {(staff.data?.items ?? []).map((member) => (
            <option key={member.id} value={member.id}>
              {member.fullName}
            </option>
          ))}
        </SelectField>
        <TextField
          label="From (IST)"
          type="date"
          value={filters.from ?? ''}
          max={filters.to}
          onChange={(event) => change('from', event.target.value)}
        />
        <TextField
          label="To (IST)"
          type="date"
          value={filters.to ?? ''}
          min={filters.from}
          onChange={(event) => change('to', event.target.value)}
        />
      </div>
      {log.isPending ? (
        <Spinner label="Loading the activity" />
      ) : log.isError && entries.length === 0 ? (
        <FormMessage message={adminErrorMessage(log.error)} />
      ) : entries.length === 0 ? (
        <p className="text-muted">{M.activityEmpty}</p>
      ) : (
        <>
          <ol
            aria-label="Activity"
            className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-white"
          >
            {entries.map((entry) => (
              <ActivityRow key={entry.id} entry={entry} />
            ))}
          </ol>
          {log.isFetchNextPageError && <FormMessage message={adminErrorMessage(log.error)} />}
          {log.hasNextPage && (
            <div className="mt-4 flex justify-center">
              <Button variant="secondary" loading={log.isFetchingNextPage} onClick={() => void log.fetchNextPage()}>
                Load more
              </Button>
            </div>
          )}
        </>
      )}
    </AdminPage>
  );
}
