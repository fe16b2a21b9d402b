import { useDeferredValue, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { adminErrorMessage } from '../api/admin-errors';
import { useProductMatches } from './collections-api';
import type { PickedProduct } from './collection-form-values';
import { COLLECTION_SCREEN_TEXTS as S } from './collection-texts';

/**
 * A manual collection's products: the picked ones in order (up, down, remove) and a title search to add more. The
 * order here is the page's order (`PUT /api/admin/collections/{id}/products`).
 */
export function CollectionProductPicker({
  products,
  error,
  onChange,
}: {
  products: PickedProduct[];
  error: string | undefined;
  onChange: (products: PickedProduct[]) => void;
}) {
  const [q, setQ] = useState('');
  const deferred = useDeferredValue(q.trim());
  const matches = useProductMatches(deferred);
  const picked = new Set(products.map((p) => p.id));
  const move = (i: number, by: number) => {
    const next = [...products];
    const [row] = next.splice(i, 1);
    if (row) next.splice(i + by, 0, row);
    onChange(next);
  };
  const offers = (matches.data?.items ?? []).filter((p) => !picked.has(p.id));
  return (
    <div className="flex flex-col gap-3 sm:col-span-2">
      <h3 className="text-sm font-medium text-ink">{S.picked}</h3>
      {error && <Alert look="text">{error}</Alert>}
      {products.length === 0 ? (
        <p className="text-sm text-muted">{S.pickedEmpty}</p>
      ) : (
        <ol aria-label={S.picked} className="flex flex-col gap-2">
          {products.map((p, i) => (
            <li key={p.id} className="flex items-center gap-2 rounded-xl border border-line px-3 py-2">
              <span className="min-w-0 flex-1 truncate text-sm text-ink">{p.title}</span>
              <Button
                variant="secondary"
                size="sm"
                aria-label={S.moveUp(p.title)}
                disabled={i === 0}
                onClick={() => move(i, -1)}
              >
                ↑
              </Button>
              <Button
                variant="secondary"
                size="sm"
                aria-label={S.moveDown(p.title)}
                disabled={i === products.length - 1}
                onClick={() => move(i, 1)}
              >
                ↓
              </Button>
              <Button
                variant="ghost"
                size="sm"
                aria-label={S.removeProduct(p.title)}
                onClick={() => onChange(products.filter((x) => x.id !== p.id))}
              >
                Remove
              </Button>
            </li>
          ))}
        </ol>
      )}
      <TextField
        label={S.search}
        hint={S.searchHint}
        type="search"
        autoComplete="off"
        value={q}
        onChange={(e) => setQ(e.target.value)}
      />
      {matches.isError && <Alert>{adminErrorMessage(matches.error)}</Alert>}
      {deferred !== '' && matches.isSuccess && (
        <ul aria-label={S.search} className="flex flex-col gap-1">
          {offers.length === 0 && <li className="text-sm text-muted">{S.noMatch}</li>}
          {offers.map((p) => (
            <li key={p.id} className="flex items-center gap-2">
              <span className="min-w-0 flex-1 truncate text-sm text-ink">{p.title}</span>
              <Button
                variant="secondary"
                size="sm"
                aria-label={S.addProduct(p.title)}
                onClick={() => onChange([...products, { id: p.id, title: p.title }])}
              >
                Add
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
