import type { AdminProductRow, SalePriceResponse } from '@vastra/domain/api';
import { missingPermissionMessage } from '@vastra/domain/back-office';
import { categoryLabel } from '@vastra/domain/catalog';
import { formatRupees, paise } from '@vastra/domain/money';
import { PRICING_OFFER_SCREEN_MESSAGES as S } from '@vastra/domain/pricing';
import { useMemo, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { Spinner } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/toast';
import { adminErrorMessage } from '../api/admin-errors';
import { useStaff } from '../auth/staff-session';
import { AdminPage } from '../components/admin-page';
import { STATE_NAMES, STATE_TONES, windowText } from '../offers/offer-format';
import { ConfirmDialog } from '../products/confirm-dialog';
import { SalePriceDialog } from './sale-price-dialog';
import { useSalePriceMutations, useSalePrices, useSaleProducts } from './sale-prices-api';

type Asked = { sale: SalePriceResponse; action: 'end' | 'delete' };

/** Sale prices on a schedule (permission `offers`): each with its target, price, window and state now. */
export function Component() {
  const allowed = useStaff().permissions.includes('offers');
  const list = useSalePrices(allowed);
  const products = useSaleProducts(allowed);
  const [editing, setEditing] = useState<SalePriceResponse | 'new' | null>(null);
  const [asked, setAsked] = useState<Asked | null>(null);
  const productRows = useMemo(() => products.data?.items ?? [], [products.data]);
  const titles = useMemo(() => new Map(productRows.map((row) => [row.id, row.title])), [productRows]);

  if (!allowed) {
    return (
      <AdminPage title={S.salePricesTitle}>
        <Alert>{missingPermissionMessage('offers')}</Alert>
      </AdminPage>
    );
  }
  return (
    <AdminPage title={S.salePricesTitle} actions={<Button onClick={() => setEditing('new')}>New sale price</Button>}>
      {list.isPending ? (
        <div className="grid place-items-center py-16">
          <Spinner label="Loading the sale prices" size="lg" />
        </div>
      ) : list.isError ? (
        <Alert>{adminErrorMessage(list.error)}</Alert>
      ) : list.data.sales.length === 0 ? (
        <Alert tone="info" look="panel">
          {S.noSales}
        </Alert>
      ) : (
        <ul aria-label={S.salePricesTitle} className="flex flex-col gap-3">
          {list.data.sales.map((sale) => (
            <SaleRow
              key={sale.id}
              sale={sale}
              target={targetText(sale, titles)}
              onEdit={() => setEditing(sale)}
              onAsk={(action) => setAsked({ sale, action })}
            />
          ))}
        </ul>
      )}
      {editing && (
        <SalePriceDialog
          sale={editing === 'new' ? undefined : editing}
          products={productRows}
          onClose={() => setEditing(null)}
        />
      )}
      {asked && <SaleDialog {...asked} onClose={() => setAsked(null)} />}
    </AdminPage>
  );
}

function targetText(sale: SalePriceResponse, titles: ReadonlyMap<string, AdminProductRow['title']>): string {
  const target = sale.target;
  if (target.kind === 'category') return `All of ${categoryLabel(target.category)}`;
  const title = titles.get(target.productId) ?? `Product ${target.productId.slice(0, 8)}`;
  return target.kind === 'size' ? `${title}, size ${target.size}` : title;
}

const priceText = (sale: SalePriceResponse) =>
  sale.price.type === 'percent' ? `${sale.price.percent}% off` : formatRupees(paise(sale.price.pricePaise));

function SaleRow({
  sale,
  target,
  onEdit,
  onAsk,
}: {
  sale: SalePriceResponse;
  target: string;
  onEdit: () => void;
  onAsk: (action: Asked['action']) => void;
}) {
  const name = sale.label || target;
  return (
    <li
      aria-label={name}
      className={cn(
        'grid gap-3 rounded-2xl border border-line bg-white p-4',
        'sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center',
      )}
    >
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-medium break-words text-ink">{target}</span>
          <Badge tone={STATE_TONES[sale.state]}>{STATE_NAMES[sale.state]}</Badge>
        </p>
        <p className="mt-1 text-sm text-ink">
          <span className="font-medium tabular-nums">{priceText(sale)}</span>
          {sale.label && <span className="text-muted"> · {sale.label}</span>}
        </p>
        <p className="mt-1 text-sm text-muted">{windowText(sale.startsAt, sale.endsAt)}</p>
      </div>
      {sale.state !== 'ended' && (
        <div className="flex flex-wrap gap-2 sm:justify-end">
          <Button variant="secondary" size="sm" aria-label={`Change ${name}`} onClick={onEdit}>
            Change
          </Button>
          {sale.state === 'scheduled' ? (
            <Button variant="ghost" size="sm" aria-label={`Delete ${name}`} onClick={() => onAsk('delete')}>
              Delete
            </Button>
          ) : (
            <Button variant="ghost" size="sm" aria-label={`End ${name}`} onClick={() => onAsk('end')}>
              End
            </Button>
          )}
        </div>
      )}
    </li>
  );
}

function SaleDialog({ sale, action, onClose }: Asked & { onClose: () => void }) {
  const { end, remove } = useSalePriceMutations();
  const toast = useToast();
  const mutation = action === 'end' ? end : remove;
  const confirm = async () => {
    try {
      await mutation.mutateAsync(sale);
      toast.success(action === 'end' ? S.saleEnded : S.saleDeleted);
      onClose();
    } catch {
      // shown in the dialog from the mutation's error
    }
  };
  return (
    <ConfirmDialog
      open
      title={action === 'end' ? S.saleEndTitle : S.saleDeleteTitle}
      description={action === 'end' ? S.saleEndText : S.saleDeleteText}
      confirmLabel={action === 'end' ? 'End now' : 'Delete'}
      busy={mutation.isPending}
      error={mutation.isError ? adminErrorMessage(mutation.error) : null}
      onConfirm={() => void confirm()}
      onClose={onClose}
    />
  );
}
