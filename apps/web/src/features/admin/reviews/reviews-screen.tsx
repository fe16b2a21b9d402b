import { AFTER_SALE_MESSAGES as M } from '@vastra/domain/after-sale';
import { BACK_OFFICE_MESSAGES } from '@vastra/domain/back-office';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { AdminPage } from '../components/admin-page';
import { ReviewCard } from './review-card';
import { useAdminReviews, type ReviewFilters } from './reviews-api';
import { Alert } from '../../../components/ui/alert';

const RATINGS = [5, 4, 3, 2, 1] as const;
const VISIBILITY = { visible: M.reviewsVisible, hidden: M.reviewsHidden } as const;

/** The filters from the address: ?rating=1..5, ?visibility=visible|hidden, ?productId=… (a product's link). */
function readFilters(search: URLSearchParams): ReviewFilters {
  const filters: ReviewFilters = {};
  const rating = Number(search.get('rating'));
  if (Number.isInteger(rating) && rating >= 1 && rating <= 5) filters.rating = rating;
  const visibility = search.get('visibility');
  if (visibility === 'visible' || visibility === 'hidden') filters.visibility = visibility;
  const productId = search.get('productId');
  if (productId) filters.productId = productId;
  return filters;
}

/** Review moderation: filters, then each review with Hide / Show and the shop's reply. */
export function Component() {
  const [search, setSearch] = useSearchParams();
  const filters = useMemo(() => readFilters(search), [search]);
  const list = useAdminReviews(filters);
  const rows = useMemo(() => list.data?.pages.flatMap((page) => page.items) ?? [], [list.data]);

  const change = (key: string, value: string) => {
    const next = new URLSearchParams(search);
    if (value) next.set(key, value);
    else next.delete(key);
    setSearch(next);
  };

  return (
    <AdminPage title={M.reviewsTitle}>
      <div className="mb-5 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <SelectField
          label={M.reviewsRating}
          value={filters.rating ?? ''}
          onChange={(e) => change('rating', e.target.value)}
        >
          <option value="">{M.reviewsAnyRating}</option>
          {RATINGS.map((n) => (
            <option key={n} value={n}>
              {M.reviewsStars(n)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={M.reviewsVisibility}
          value={filters.visibility ?? ''}
          onChange={(e) => change('visibility', e.target.value)}
        >
          <option value="">{M.reviewsAll}</option>
          {Object.entries(VISIBILITY).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </SelectField>
        {filters.productId ? (
          <div className="flex flex-col justify-end gap-1 sm:col-span-2">
            <p className="text-sm text-muted">{M.reviewsOneProduct}</p>
            <Button variant="secondary" size="sm" className="self-start" onClick={() => change('productId', '')}>
              {M.reviewsAllProducts}
            </Button>
          </div>
        ) : null}
      </div>

      {list.isPending ? (
        <div className="grid place-items-center py-16">
          <Spinner label={M.reviewsTitle} size="lg" />
        </div>
      ) : list.isError && rows.length === 0 ? (
        <Alert look="panel" as="div">
          <p className="font-medium text-danger">
            {M.reviewsLoadFailed}: {list.error.message}
          </p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => void list.refetch()}>
            {BACK_OFFICE_MESSAGES.dashboardRetry}
          </Button>
        </Alert>
      ) : rows.length === 0 ? (
        <p className="rounded-2xl border border-line bg-white p-8 text-center font-medium text-ink">{M.reviewsEmpty}</p>
      ) : (
        <div aria-busy={list.isPlaceholderData || undefined}>
          <ul aria-label={M.reviewsTitle} className="space-y-3">
            {rows.map((review) => (
              <li key={review.id}>
                <ReviewCard review={review} />
              </li>
            ))}
          </ul>
          {list.hasNextPage && (
            <div className="mt-5 flex justify-center">
              <Button variant="secondary" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
                {M.reviewsMore}
              </Button>
            </div>
          )}
        </div>
      )}
    </AdminPage>
  );
}
