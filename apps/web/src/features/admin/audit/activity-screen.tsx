import { ENDPOINTS, type AuditEntry } from '@vastra/domain/api';
import { BACK_OFFICE_MESSAGES as M } from '@vastra/domain/back-office';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { adminCall } from '../api/admin-api';
import { adminErrorMessage, retryUnlessRefused } from '../api/admin-errors';
import { FormMessage } from '../auth/auth-card';
import { ADMIN_QUERY_ROOT } from '../auth/staff-session';
import { AdminPage } from '../components/admin-page';
import { actionName, auditTime, changedFields, TARGET_TYPE_NAMES, targetTypeName } from './audit-format';

/** Every staff action, newest first, a page at a time; filtered by the kind of record. */
export function Component() {
  const [targetType, setTargetType] = useState('');
  const log = useInfiniteQuery({
    queryKey: [ADMIN_QUERY_ROOT, 'audit', targetType],
    queryFn: ({ pageParam, signal }) =>
      adminCall(ENDPOINTS.adminAudit, { query: { targetType: targetType || undefined, cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    retry: retryUnlessRefused,
  });
  const entries = log.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <AdminPage title="Activity">
      <div className="mb-4 max-w-xs">
        <SelectField label="Show" value={targetType} onChange={(event) => setTargetType(event.target.value)}>
          <option value="">Everything</option>
          {Object.entries(TARGET_TYPE_NAMES).map(([value, name]) => (
            <option key={value} value={value}>
              {name}
            </option>
          ))}
        </SelectField>
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

function ActivityRow({ entry }: { entry: AuditEntry }) {
  const changes = changedFields(entry.before, entry.after);
  return (
    <li className="p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p className="text-ink">
          <span className="font-medium">{entry.staffName ?? 'System'}</span> · {actionName(entry.action)}
        </p>
        <time dateTime={entry.at} className="text-sm text-muted">
          {auditTime(entry.at)}
        </time>
      </div>
      <p className="mt-1 text-sm break-all text-muted">
        {targetTypeName(entry.targetType)}
        {entry.targetId ? ` ${entry.targetId}` : ''}
      </p>
      {changes.length > 0 && (
        <details className="mt-2 text-sm">
          <summary className="cursor-pointer text-accent hover:text-accent-dark">
            {changes.length === 1 ? 'Show 1 change' : `Show ${changes.length} changes`}
          </summary>
          <dl className="mt-2 grid gap-1 rounded-xl bg-sand/50 p-3">
            {changes.map((change) => (
              <div key={change.field} className="grid gap-1 sm:grid-cols-[10rem_minmax(0,1fr)]">
                <dt className="font-medium text-ink">{change.field}</dt>
                <dd className="break-all text-muted">
                  <span className="line-through decoration-muted/60">{change.before}</span>
                  <span aria-hidden="true"> → </span>
                  <span className="sr-only"> changed to </span>
                  <span className="text-ink">{change.after}</span>
                </dd>
              </div>
            ))}
          </dl>
        </details>
      )}
    </li>
  );
}
