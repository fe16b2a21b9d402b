import { BACK_OFFICE_MESSAGES as M, PRODUCT_STATUSES } from '@vastra/domain/back-office';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { adminPaths } from '../admin-paths';
import { CategoryOptions } from '../categories/category-options';
import { AdminPage } from '../components/admin-page';
import { LoadMore } from '../components/paged-list';
import { SearchBox } from '../components/search-box';
import { useProductList } from './api/products-api';
import { filtersToSearch, readFilters, type ProductFilters } from './list/product-filters';
import { ProductCards, ProductTable } from './list/product-table';
import { STATUS_LABELS } from './product-format';
import { Alert } from '../../../components/ui/alert';

/** The catalogue: search, filters in the address bar, pages of products loaded on demand. */
export function Component() {
  const [search, setSearch] = useSearchParams();
  const filters = useMemo(() => readFilters(search), [search]);
  const list = useProductList(filters);

  const apply = (next: ProductFilters) => setSearch(filtersToSearch(next));
  const change = (key: keyof ProductFilters, value: string) => apply({ ...filters, [key]: value || undefined });

  const rows = useMemo(() => list.data?.pages.flatMap((page) => page.items) ?? [], [list.data]);
  const total = list.data?.pages[0]?.total ?? 0;
  const filtered = Object.keys(filters).length > 0;

  return (
    <AdminPage
      title="Products"
      actions={
        <div className="flex flex-wrap gap-2">
          <Link to={adminPaths.catalogueCsv.getHref()} className={buttonClasses({ size: 'sm', variant: 'secondary' })}>
            {M.catalogueCsvLink}
          </Link>
          <Link to={adminPaths.newProduct.getHref()} className={buttonClasses({ size: 'sm' })}>
            New product
          </Link>
        </div>
      }
    >
      <div className="mb-5 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr]">
        <SearchBox
          label="Search by title"
          value={filters.q ?? ''}
          onSearch={(q) => {
            if (q !== (filters.q ?? '')) apply({ ...filters, q: q || undefined });
          }}
        />
        <SelectField
          label="Category"
          value={filters.category ?? ''}
          onChange={(e) => change('category', e.target.value)}
        >
          <option value="">All categories</option>
          <CategoryOptions current={filters.category} />
        </SelectField>
        <SelectField label="Status" value={filters.status ?? ''} onChange={(e) => change('status', e.target.value)}>
          <option value="">All statuses</option>
          {PRODUCT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {STATUS_LABELS[status]}
            </option>
          ))}
        </SelectField>
        <SelectField label="Stock" value={filters.stock ?? ''} onChange={(e) => change('stock', e.target.value)}>
          <option value="">Any stock</option>
          <option value="out">Some size out of stock</option>
          <option value="low">Some size low</option>
        </SelectField>
      </div>

      {list.isPending ? (
        <div className="grid place-items-center py-16">
          <Spinner label="Loading products" size="lg" />
        </div>
      ) : list.isError && rows.length === 0 ? (
        <Alert look="panel" as="div">
          <p className="font-medium text-danger">Could not load the products: {list.error.message}</p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => void list.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : rows.length === 0 ? (
        <div className="rounded-2xl border border-line bg-white p-8 text-center">
          {filtered ? (
            <>
              <p className="font-medium text-ink">No products match these filters.</p>
              <Button variant="secondary" size="sm" className="mt-3" onClick={() => apply({})}>
                Clear filters
              </Button>
            </>
          ) : (
            <>
              <p className="font-medium text-ink">No products yet.</p>
              <Link to={adminPaths.newProduct.getHref()} className={buttonClasses({ size: 'sm', className: 'mt-3' })}>
                Add the first product
              </Link>
            </>
          )}
        </div>
      ) : (
        <div
          aria-busy={list.isPlaceholderData || undefined}
          className={list.isPlaceholderData ? 'opacity-60' : undefined}
        >
          <p aria-live="polite" className="mb-3 text-sm text-muted">
            {`Showing ${rows.length.toLocaleString('en-IN')} of ${total.toLocaleString('en-IN')} products`}
          </p>
          <div className="hidden overflow-x-auto md:block" data-testid="product-table">
            <ProductTable rows={rows} />
          </div>
          <div className="md:hidden" data-testid="product-cards">
            <ProductCards rows={rows} />
          </div>
          {list.isFetchNextPageError && (
            <Alert look="text" className="mt-3">
              Could not load more products: {list.error?.message}
            </Alert>
          )}
          <LoadMore list={list} />
        </div>
      )}
    </AdminPage>
  );
}
