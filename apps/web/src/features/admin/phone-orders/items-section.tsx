import {
  MAX_ORDER_ITEM_QUANTITY,
  PHONE_ORDER_LINES_MAX,
  type AdminProductRow,
  type PhoneOrderLine,
} from '@vastra/domain/api';
import { variantLabel } from '@vastra/domain/catalog';
import { useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { QuantityStepper } from '../../../components/ui/quantity-stepper';
import { Spinner } from '../../../components/ui/spinner';
import { adminErrorMessage } from '../api/admin-errors';
import { SearchBox } from '../components/search-box';
import { formatPaise } from '../orders/order-format';
import { useAdminProduct } from '../products/api/products-api';
import { ProductThumb } from '../products/list/product-thumb';
import { NEW_ORDER_TEXTS as T } from './new-order-texts';
import { lineKey, type LineInfo } from './new-order-values';
import { OrderSection } from './order-section';
import { useProductMatches } from './phone-orders-api';

/** A line to add: what the body sends and what the screen shows of it. */
export type NewLine = { line: PhoneOrderLine; info: LineInfo };

export type ItemsSectionProps = {
  items: readonly PhoneOrderLine[];
  info: ReadonlyMap<string, LineInfo>;
  /** Each line's message (its stock refused, its quantity out of bounds), by index. */
  lineErrors: readonly (string | undefined)[];
  /** The lines' own message (none added). */
  error: string | undefined;
  /** What each line costs, as the quote priced it, by line key; missing lines show price × quantity. */
  lineTotals: ReadonlyMap<string, string>;
  onAdd: (added: NewLine) => void;
  onQuantity: (index: number, quantity: number) => void;
  onRemove: (index: number) => void;
};

const RESULT =
  'flex w-full min-h-11 items-center gap-3 rounded-xl border border-line bg-white px-3 py-2 text-left text-sm ' +
  'hover:border-ink/40 focus-visible:outline-2 focus-visible:outline-accent disabled:cursor-not-allowed ' +
  'disabled:bg-sand/60 disabled:hover:border-line';

const priceRange = (row: AdminProductRow) =>
  row.minPricePaise === null
    ? ''
    : row.maxPricePaise !== null && row.maxPricePaise !== row.minPricePaise
      ? `${formatPaise(row.minPricePaise)} – ${formatPaise(row.maxPricePaise)}`
      : formatPaise(row.minPricePaise);

/** The order's lines: a product found by name, one of its sizes in stock and a quantity; each line changeable. */
export function ItemsSection(props: ItemsSectionProps) {
  const { items, info, lineErrors, error, lineTotals, onAdd, onQuantity, onRemove } = props;
  const [q, setQ] = useState('');
  const [chosen, setChosen] = useState<string | null>(null);
  const full = items.length >= PHONE_ORDER_LINES_MAX;

  return (
    <OrderSection title={T.itemsHeading}>
      <SearchBox label={T.productSearch} placeholder={T.productSearchPlaceholder} value={q} onSearch={setQ} />
      {chosen ? (
        <ProductPicker
          key={chosen}
          id={chosen}
          full={full}
          onAdd={(added) => {
            onAdd(added);
            setChosen(null);
          }}
          onCancel={() => setChosen(null)}
        />
      ) : (
        q !== '' && <ProductMatches q={q} onChoose={setChosen} />
      )}
      {items.length === 0 ? (
        <p className="text-sm text-muted">{T.noLines}</p>
      ) : (
        <ul aria-label={T.lines} className="divide-y divide-line border-y border-line">
          {items.map((line, index) => {
            const key = lineKey(line);
            const shown = info.get(key);
            const title = shown?.title ?? line.productId;
            const size = variantLabel(line.size, shown?.option2Name);
            const message = lineErrors[index];
            return (
              <li key={key} aria-label={`${title} (${size})`} className="flex flex-col gap-2 py-3">
                <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
                  <span className="min-w-0 flex-1 basis-48">
                    <span className="block font-medium break-words text-ink">{title}</span>
                    <span className="block text-sm text-muted">
                      {size}
                      {shown && ` · ${T.eachPrice(formatPaise(shown.pricePaise))}`}
                    </span>
                  </span>
                  <QuantityStepper
                    size="sm"
                    value={line.quantity}
                    max={Math.min(MAX_ORDER_ITEM_QUANTITY, Math.max(shown?.stock ?? line.quantity, line.quantity))}
                    label={T.lineQuantity(title, size)}
                    onChange={(next) => onQuantity(index, next)}
                  />
                  <span className="min-w-20 text-right font-medium text-ink tabular-nums">
                    {lineTotals.get(key) ?? (shown ? formatPaise(shown.pricePaise * line.quantity) : '')}
                  </span>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={T.removeLine(title, size)}
                    onClick={() => onRemove(index)}
                  >
                    {T.remove}
                  </Button>
                </div>
                {message && <Alert look="text">{message}</Alert>}
              </li>
            );
          })}
        </ul>
      )}
      {error && <Alert look="text">{error}</Alert>}
      {full && (
        <Alert look="text" tone="info">
          {T.linesFull}
        </Alert>
      )}
    </OrderSection>
  );
}

function ProductMatches({ q, onChoose }: { q: string; onChoose: (id: string) => void }) {
  const matches = useProductMatches(q);
  if (matches.isPending) return <Spinner label={T.productsLoading} />;
  if (matches.isError) return <Alert>{`${T.productsFailed} ${adminErrorMessage(matches.error)}`}</Alert>;
  const rows = matches.data.items;
  if (rows.length === 0) return <p className="text-sm text-muted">{T.productNoMatch(q)}</p>;
  return (
    <ul aria-label={T.productResults} aria-busy={matches.isPlaceholderData || undefined} className="grid gap-2">
      {rows.map((row) => (
        <li key={row.id}>
          <button type="button" className={RESULT} disabled={row.totalStock <= 0} onClick={() => onChoose(row.id)}>
            <ProductThumb src={row.image} />
            <span className="min-w-0 flex-1">
              <span className="block font-medium break-words text-ink">{row.title}</span>
              <span className="block text-muted tabular-nums">
                {[priceRange(row), row.totalStock > 0 ? T.productStock(row.totalStock) : T.outOfStock]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/** One product's sizes with their stock (a size without any cannot be picked), a quantity and "Add to order". */
function ProductPicker({
  id,
  full,
  onAdd,
  onCancel,
}: {
  id: string;
  full: boolean;
  onAdd: (added: NewLine) => void;
  onCancel: () => void;
}) {
  const product = useAdminProduct(id);
  const name = useId();
  const [size, setSize] = useState<string | null>(null);
  const [quantity, setQuantity] = useState(1);
  if (product.isPending) return <Spinner label={T.productLoading} />;
  if (product.isError) {
    return (
      <div className="flex flex-col items-start gap-2">
        <Alert>{`${T.productFailed} ${adminErrorMessage(product.error)}`}</Alert>
        <Button variant="ghost" size="sm" onClick={onCancel}>
          {T.cancelProduct}
        </Button>
      </div>
    );
  }
  const { title, option2Name, variants } = product.data;
  const variant = variants.find((v) => v.size === size) ?? null;
  const add = () => {
    if (!variant) return;
    onAdd({
      line: { productId: id, size: variant.size, quantity: Math.min(quantity, variant.stock) },
      info: { title, option2Name, pricePaise: variant.pricePaise, stock: variant.stock },
    });
  };
  return (
    <div className="flex flex-col gap-4 rounded-xl border border-ink/20 bg-sand/30 p-3 sm:p-4">
      <fieldset className="min-w-0">
        <legend className="mb-2 text-sm font-medium text-ink">{T.sizeLegend(title)}</legend>
        <div className="flex flex-wrap gap-2">
          {variants.map((v, index) => {
            const out = v.stock <= 0;
            return (
              <label
                key={v.size}
                className={cn(
                  'flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border bg-white px-3 py-2 text-sm ' +
                    'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent',
                  size === v.size ? 'border-ink shadow-sm' : 'border-line hover:border-ink/40',
                  out && 'cursor-not-allowed bg-sand/60 text-muted hover:border-line',
                )}
              >
                <input
                  type="radio"
                  name={name}
                  value={v.size}
                  checked={size === v.size}
                  disabled={out}
                  aria-describedby={`${name}-${index}`}
                  onChange={() => {
                    setSize(v.size);
                    setQuantity((q) => Math.max(1, Math.min(q, v.stock)));
                  }}
                  className="size-4 accent-ink"
                />
                <span className="font-medium text-ink">{variantLabel(v.size, option2Name)}</span>
                {/* The radio's name is the size alone; its price and stock are read as its description. */}
                <span id={`${name}-${index}`} aria-hidden="true" className="text-muted tabular-nums">
                  {formatPaise(v.pricePaise)} · {out ? T.outOfStock : T.productStock(v.stock)}
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
      <div className="flex flex-wrap items-center gap-3">
        <span className="text-sm font-medium text-ink" aria-hidden="true">
          {T.quantity}
        </span>
        <QuantityStepper
          value={quantity}
          max={Math.min(MAX_ORDER_ITEM_QUANTITY, variant?.stock ?? 1)}
          label={T.quantity}
          disabled={!variant}
          onChange={setQuantity}
        />
        <Button disabled={!variant || full} onClick={add}>
          {T.addLine}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {T.cancelProduct}
        </Button>
      </div>
    </div>
  );
}
