import { ENDPOINTS, type AdminProduct } from '@vastra/domain/api';
import type { ProductStatus } from '@vastra/domain/back-office';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { adminCall } from '../api/admin-api';
import { adminPaths } from '../admin-paths';
import { productKeys, useSetStatus } from './api/products-api';
import { ConfirmDialog } from './confirm-dialog';
import { STATUS_LABELS } from './product-format';

export const ARCHIVED_MESSAGE = 'Product archived';
export const RESTORED_MESSAGE = 'Product restored as a draft';
export const DELETED_MESSAGE = 'Product deleted';

type Asking = 'archive' | 'restore' | 'delete' | null;

/**
 * Archive (leaves the shop, keeps its orders), restore (back as a draft, so it is checked before it is
 * active again) and delete (drafts only: a product never ordered). Archive and restore can be undone.
 */
export function StatusActions({ product }: { product: AdminProduct }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  const [asking, setAsking] = useState<Asking>(null);
  const [error, setError] = useState<string | null>(null);
  const setStatus = useSetStatus(product.id);

  const remove = useMutation({
    mutationFn: () => adminCall(ENDPOINTS.adminDeleteProduct, { params: { id: product.id } }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: productKeys.one(product.id) });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'products', 'list'] });
      toast.success(DELETED_MESSAGE);
      void navigate(adminPaths.products.getHref());
    },
    // 409 product_has_orders: its message says to archive instead.
    onError: (failure) => setError(failure.message),
  });

  function changeStatus(next: ProductStatus, message: string) {
    const previous = product.status;
    setStatus.mutate(next, {
      onSuccess: () => {
        setAsking(null);
        toast.success(message, {
          action: {
            label: 'Undo',
            onAction: () =>
              setStatus.mutate(previous, {
                onSuccess: () => toast.info(`Status set back to ${STATUS_LABELS[previous]}`),
                onError: (failure) => toast.error(failure.message),
              }),
          },
        });
      },
      onError: (failure) => setError(failure.message),
    });
  }

  const ask = (what: Asking) => {
    setError(null);
    setAsking(what);
  };
  const close = () => setAsking(null);

  return (
    <>
      {product.status === 'archived' ? (
        <Button variant="secondary" size="sm" onClick={() => ask('restore')}>
          Restore
        </Button>
      ) : (
        <Button variant="secondary" size="sm" onClick={() => ask('archive')}>
          Archive
        </Button>
      )}
      {product.status === 'draft' && (
        <Button variant="ghost" size="sm" className="text-danger" onClick={() => ask('delete')}>
          Delete
        </Button>
      )}
      <ConfirmDialog
        open={asking === 'archive'}
        title="Archive this product?"
        description="It leaves the shop. Its orders and reviews stay, and you can restore it later."
        confirmLabel="Archive"
        busy={setStatus.isPending}
        error={error}
        onConfirm={() => changeStatus('archived', ARCHIVED_MESSAGE)}
        onClose={close}
      />
      <ConfirmDialog
        open={asking === 'restore'}
        title="Restore this product?"
        description="It comes back as a draft: make it active when it is ready for the shop."
        confirmLabel="Restore"
        busy={setStatus.isPending}
        error={error}
        onConfirm={() => changeStatus('draft', RESTORED_MESSAGE)}
        onClose={close}
      />
      <ConfirmDialog
        open={asking === 'delete'}
        title="Delete this product?"
        description="It is removed for good, with its photos and stock history."
        confirmLabel="Delete"
        busy={remove.isPending}
        error={error}
        onConfirm={() => remove.mutate()}
        onClose={close}
      />
    </>
  );
}
