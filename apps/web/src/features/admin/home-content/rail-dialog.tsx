import { HomeRailInput, type AdminHomeResponse, type AdminProductRow, type SaveHomeBody } from '@vastra/domain/api';
import { HOME_RAIL_SOURCES, CATALOG_HOME_SCREEN_MESSAGES as S } from '@vastra/domain/catalog';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch, type FieldValues, type Resolver } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { SelectField, TextField } from '../../../components/ui/field';
import { CategoryOptions } from '../categories/category-options';
import { CollectionOptions } from '../collections/collection-options';
import { checkedBody, istInputOf } from '../offers/form-reading';
import { bodyOf } from './home-content-api';
import { moment, newId, useSaveItem, type Rail } from './home-dialogs';
const railContract = zodResolver(HomeRailInput, undefined, { raw: true }) as unknown as Resolver<
  FieldValues,
  unknown,
  SaveHomeBody['rails'][number]
>;

type RailValues = {
  title: string;
  titleHi: string;
  source: Rail['source'];
  category: string;
  collection: string;
  productIds: string[];
  count: string;
  startsAt: string;
  endsAt: string;
};

/** A new rail (no `rail`) or a change to one; a handpicked rail's products keep the order they were ticked in. */
export function RailDialog({
  home,
  rail,
  products,
  onClose,
}: {
  home: AdminHomeResponse;
  rail?: Rail;
  products: readonly AdminProductRow[];
  onClose: () => void;
}) {
  const saver = useSaveItem<RailValues>('rails', onClose);
  const resolver: Resolver<RailValues, unknown, SaveHomeBody['rails'][number]> = (v, _context, options) => {
    const issues = new Map<string, string>();
    const body = {
      id: rail?.id ?? newId('rail'),
      title: v.title,
      titleHi: v.titleHi,
      source: v.source,
      category: v.source === 'category' ? v.category : null,
      collection: v.source === 'collection' && v.collection !== '' ? v.collection : null,
      productIds: v.source === 'handpicked' ? v.productIds : [],
      count: /^\d{1,3}$/.test(v.count.trim()) ? Number(v.count.trim()) : Number.NaN,
      startsAt: moment(issues, 'startsAt', v.startsAt),
      endsAt: moment(issues, 'endsAt', v.endsAt),
    };
    return checkedBody(railContract, body, issues, options);
  };
  const form = useForm<RailValues, unknown, SaveHomeBody['rails'][number]>({
    resolver,
    defaultValues: {
      title: rail?.title ?? '',
      titleHi: rail?.titleHi ?? '',
      source: rail?.source ?? 'handpicked',
      category: rail?.category ?? '',
      collection: rail?.collection ?? '',
      productIds: rail?.productIds ?? [],
      count: String(rail?.count ?? 4),
      startsAt: istInputOf(rail?.startsAt),
      endsAt: istInputOf(rail?.endsAt),
    },
  });
  const { register, formState } = form;
  const { errors } = formState;
  const source = useWatch({ control: form.control, name: 'source' });
  const index = rail ? home.rails.findIndex((r) => r.id === rail.id) : home.rails.length;
  const submit = form.handleSubmit(async (item) => {
    const body = bodyOf(home);
    const rails = [...body.rails];
    rails.splice(index, rail ? 1 : 0, item);
    await saver.run(
      { ...body, rails },
      index,
      (field, message) => form.setError(field as never, { type: 'server', message }, { shouldFocus: true }),
      ['title', 'titleHi', 'category', 'collection', 'productIds', 'count', 'startsAt', 'endsAt'],
    );
  });
  const formError = errors.root?.server?.message;
  const titles = new Map(products.map((product) => [product.id, product.title]));
  return (
    <Dialog open onClose={onClose} title={rail ? 'Change the rail' : 'New rail'} description={S.intro}>
      <form noValidate onSubmit={(event) => void submit(event)} className="mt-6 flex flex-col gap-4">
        {formError && <Alert>{formError}</Alert>}
        <TextField label="Title" autoComplete="off" error={errors.title?.message} {...register('title')} />
        <TextField
          label="Title in Hindi"
          optional
          lang="hi"
          hint={S.hindiHint}
          autoComplete="off"
          error={errors.titleHi?.message}
          {...register('titleHi')}
        />
        <SelectField label="Products from" {...register('source')}>
          {HOME_RAIL_SOURCES.map((value) => (
            <option key={value} value={value}>
              {S.sources[value]}
            </option>
          ))}
        </SelectField>
        {source === 'category' && (
          <SelectField label="Category" error={errors.category?.message} {...register('category')}>
            <option value="">Choose…</option>
            <CategoryOptions />
          </SelectField>
        )}
        {source === 'collection' && (
          <SelectField label={S.collectionLabel} error={errors.collection?.message} {...register('collection')}>
            <option value="">Choose…</option>
            <CollectionOptions current={rail?.collection} />
          </SelectField>
        )}
        {source === 'handpicked' && (
          <Controller
            control={form.control}
            name="productIds"
            render={({ field }) => (
              <fieldset className="flex flex-col gap-2">
                <legend className="mb-1 text-sm font-medium text-ink">Products, in the order you tick them</legend>
                {field.value.length > 0 && (
                  <p className="text-sm text-muted">
                    {field.value.map((id, i) => `${i + 1}. ${titles.get(id) ?? id}`).join(' · ')}
                  </p>
                )}
                <div className="flex max-h-56 flex-col gap-1 overflow-y-auto rounded-xl border border-line p-2">
                  {products.map((product) => (
                    <label key={product.id} className="flex min-h-11 items-center gap-3 text-sm text-ink">
                      <input
                        type="checkbox"
                        className="size-5 accent-accent"
                        checked={field.value.includes(product.id)}
                        onChange={(event) =>
                          field.onChange(
                            event.target.checked
                              ? [...field.value, product.id]
                              : field.value.filter((id) => id !== product.id),
                          )
                        }
                      />
                      {product.title}
                    </label>
                  ))}
                </div>
                {errors.productIds?.message && (
                  <p role="alert" className="text-sm text-danger">
                    {errors.productIds.message}
                  </p>
                )}
              </fieldset>
            )}
          />
        )}
        <TextField
          label="How many products"
          inputMode="numeric"
          autoComplete="off"
          error={errors.count?.message}
          {...register('count')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Starts"
            optional
            type="datetime-local"
            error={errors.startsAt?.message}
            {...register('startsAt')}
          />
          <TextField
            label="Ends"
            optional
            type="datetime-local"
            error={errors.endsAt?.message}
            {...register('endsAt')}
          />
        </div>
        <div className="mt-2 flex flex-wrap justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={saver.pending}>
            {rail ? 'Save changes' : 'Add rail'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
