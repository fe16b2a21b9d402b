import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Skeleton } from '../components/ui/skeleton';
import { ApiError } from '../lib/api-client';
import { NotFoundRoute } from './routes/not-found';

/**
 * A page opened by a signed link in our texts (/track/{token}, /m/{token}), open to whoever holds it: its content once
 * loaded, the API's message when loading fails, a skeleton meanwhile; a link that is not ours (404, or a token of
 * the wrong shape: 400) is the shop's 404 page.
 */
export function SignedLinkPage<T>({
  query,
  failed,
  children,
}: {
  query: Pick<UseQueryResult<T>, 'data' | 'error'>;
  /** What to say when loading fails without a message from the API. */
  failed: string;
  children: (data: T) => ReactNode;
}) {
  const { data, error } = query;
  if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return <NotFoundRoute />;
  return (
    <section className="mx-auto max-w-2xl px-4 pt-8 pb-20 sm:px-6 sm:pt-12">
      {data !== undefined ? (
        children(data)
      ) : error ? (
        <p role="alert" className="text-ink">
          {error instanceof ApiError ? error.message : failed}
        </p>
      ) : (
        <div aria-busy="true" className="flex flex-col gap-4">
          <Skeleton className="h-10 w-64 max-w-full" />
          <Skeleton className="h-64 w-full" />
        </div>
      )}
    </section>
  );
}
