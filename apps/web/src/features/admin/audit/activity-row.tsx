import type { AuditEntry } from '@vastra/domain/api';
import { auditActionLabel, auditChanges } from '@vastra/domain/back-office';
import { Link } from 'react-router';
import { adminPaths } from '../admin-paths';
import { auditTime, targetTypeName } from './audit-format';

/** Where an entry's record lives in the back office, when it has a page of its own. */
function targetHref(entry: AuditEntry): string | null {
  if (!entry.targetId) return null;
  switch (entry.targetType) {
    case 'order':
      return adminPaths.order.getHref(entry.targetId);
    case 'product':
    case 'stock':
      return adminPaths.product.getHref(entry.targetId);
    case 'return_request':
      return adminPaths.return.getHref(entry.targetId);
    case 'offer':
      return adminPaths.offer.getHref(entry.targetId);
    default:
      return null;
  }
}

/** The record an entry is about: its name as people use it (short order id, product title), linked to its page. */
function Target({ entry }: { entry: AuditEntry }) {
  const href = targetHref(entry);
  const name = entry.targetLabel ?? entry.targetId;
  const kind = targetTypeName(entry.targetType);
  if (!name) return <>{kind}</>;
  return (
    <>
      {kind}{' '}
      {href ? (
        <Link to={href} className="text-accent underline underline-offset-2 hover:text-accent-dark">
          {name}
        </Link>
      ) : (
        name
      )}
    </>
  );
}

/** One entry: who did what, to which record and when; what it changed in words behind "Show n changes". */
export function ActivityRow({ entry }: { entry: AuditEntry }) {
  const changes = auditChanges(entry.before, entry.after);
  return (
    <li className="p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p className="text-ink">
          <span className="font-medium">{entry.staffName ?? 'System'}</span> · {auditActionLabel(entry.action)}
        </p>
        <time dateTime={entry.at} className="text-sm text-muted">
          {auditTime(entry.at)}
        </time>
      </div>
      <p className="mt-1 text-sm break-words text-muted">
        <Target entry={entry} />
      </p>
      {changes.length > 0 && (
        <details className="mt-2 text-sm">
          <summary className="cursor-pointer text-accent hover:text-accent-dark">
            {changes.length === 1 ? 'Show 1 change' : `Show ${changes.length} changes`}
          </summary>
          <dl className="mt-2 grid gap-1 rounded-xl bg-sand/50 p-3">
            {changes.map((change) => (
              <div key={change.field} className="grid gap-1 sm:grid-cols-[10rem_minmax(0,1fr)]">
                <dt className="font-medium text-ink">{change.label}</dt>
                <dd className="break-words text-muted">
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
