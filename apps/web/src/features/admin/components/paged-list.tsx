import { BACK_OFFICE_MESSAGES as BO } from '@vastra/domain/back-office';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { adminErrorMessage } from '../api/admin-errors';
import { FormMessage } from '../auth/auth-card';
import { Alert } from '../../../components/ui/alert';

/** What a paged list reads of its infinite query (TanStack Query's useInfiniteQuery). */
export interface PagedQuery {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  isPlaceholderData: boolean;
  isFetchNextPageError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  refetch: () => unknown;
  fetchNextPage: () => unknown;
}

/** 'Load more' under a list while the API has another page. */
export function LoadMore({ list }: { list: PagedQuery }) {
  if (!list.hasNextPage) return null;
  return (
    <div className="mt-5 flex justify-center">
      <Button variant="secondary" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
        Load more
      </Button>
    </div>
  );
}

interface PagedListProps {
  list: PagedQuery;
  /** How many rows the loaded pages hold. */
  count: number;
  /** The spinner's label while the first page loads. */
  loading: string;
  /** What failed, before the error's own words: `${failed}: ${message}`. */
  failed: string;
  /** What an empty list says (and offers). */
  empty: ReactNode;
  /** The data-testid prefix of the wide and narrow views: `${testId}-table`, `${testId}-cards`. */
  testId: string;
  /** The wide view (from 768 px). */
  table: ReactNode;
  /** The narrow view (below 768 px). */
  cards: ReactNode;
}

/**
 * A back-office list loaded a page at a time: a spinner, the failure with Try again, what an empty list says, or
 * its rows (a table from 768 px, cards below) with Load more.
 */
export function PagedList({ list, count, loading, failed, empty, testId, table, cards }: PagedListProps) {
  if (list.isPending) {
    return (
      <div className="grid place-items-center py-16">
        <Spinner label={loading} size="lg" />
      </div>
    );
  }
  if (list.isError && count === 0) {
    return (
      <Alert look="panel" as="div">
        <p className="font-medium text-danger">{`${failed}: ${adminErrorMessage(list.error)}`}</p>
        <Button variant="secondary" size="sm" className="mt-3" onClick={() => void list.refetch()}>
          {BO.dashboardRetry}
        </Button>
      </Alert>
    );
  }
  if (count === 0) return <div className="rounded-2xl border border-line bg-white p-8 text-center">{empty}</div>;
  return (
    <div aria-busy={list.isPlaceholderData || undefined} className={list.isPlaceholderData ? 'opacity-60' : undefined}>
      <div className="hidden overflow-x-auto md:block" data-testid={`${testId}-table`}>
        {table}
      </div>
      <div className="md:hidden" data-testid={`${testId}-cards`}>
        {cards}
      </div>
      {list.isFetchNextPageError && <FormMessage message={adminErrorMessage(list.error)} />}
      <LoadMore list={list} />
    </div>
  );
}
