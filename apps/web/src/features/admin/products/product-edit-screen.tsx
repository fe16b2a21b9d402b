import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { adminPaths } from '../admin-paths';
import { AdminPage } from '../components/admin-page';
import { useAdminProduct } from './api/products-api';
import { ProductForm } from './form/product-form';
import { StatusBadge } from './list/product-cells';
import { ProductPhotos } from './photos/product-photos';
import { StatusActions } from './status-actions';
import { StockDialog } from './stock/stock-dialog';
import { StockHistory } from './stock/stock-history';

/** A new product (/admin/products/new) or an existing one (/admin/products/:id): details, photos, stock. */
export function Component() {
  const { id } = useParams();
  if (!id) {
    return (
      <AdminPage title="New product">
        <BackLink />
        <div className="max-w-3xl">
          <ProductForm />
        </div>
      </AdminPage>
    );
  }
  return <EditProduct key={id} id={id} />;
}

function BackLink() {
  return (
    <Link
      to={adminPaths.products.getHref()}
      className="mb-4 inline-block text-sm text-muted underline-offset-2 hover:text-ink hover:underline"
    >
      ← All products
    </Link>
  );
}

function EditProduct({ id }: { id: string }) {
  const query = useAdminProduct(id);
  const [stockOpen, setStockOpen] = useState(false);

  if (query.isPending) {
    return (
      <AdminPage title="Product">
        <div className="grid place-items-center py-16">
          <Spinner label="Loading the product" size="lg" />
        </div>
      </AdminPage>
    );
  }
  if (query.isError) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return (
      <AdminPage title={notFound ? 'Product not found' : 'Product'}>
        <div role="alert" className="rounded-2xl border border-line bg-white p-6">
          <p className="font-medium text-ink">
            {notFound
              ? 'This product does not exist or was deleted.'
              : `Could not load the product: ${query.error.message}`}
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            {!notFound && (
              <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
                Try again
              </Button>
            )}
            <Link to={adminPaths.products.getHref()} className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
              All products
            </Link>
          </div>
        </div>
      </AdminPage>
    );
  }

  const product = query.data;
  return (
    <AdminPage title={product.title} actions={<StatusActions product={product} />}>
      <BackLink />
      <p className="-mt-2 mb-5 flex items-center gap-2 text-sm text-muted">
        Status <StatusBadge status={product.status} />
      </p>
      <div className="grid grid-cols-1 gap-10 lg:grid-cols-[2fr_1fr]">
        <div className="flex min-w-0 flex-col gap-10">
          <ProductForm product={product} onAdjustStock={() => setStockOpen(true)} />
          <ProductPhotos product={product} />
        </div>
        <div className="min-w-0">
          <StockHistory productId={product.id} option2Name={product.option2Name} />
        </div>
      </div>
      <StockDialog product={product} open={stockOpen} onClose={() => setStockOpen(false)} />
    </AdminPage>
  );
}
