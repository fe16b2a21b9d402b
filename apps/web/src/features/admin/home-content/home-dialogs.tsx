import {
  HomeRailInput,
  HomeSlideInput,
  type AdminHomeResponse,
  type AdminProductRow,
  type SaveHomeBody,
} from '@vastra/domain/api';
import { HOME_RAIL_SOURCES, CATALOG_HOME_SCREEN_MESSAGES as S } from '@vastra/domain/catalog';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch, type FieldValues, type Resolver } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { SelectField, TextField } from '../../../components/ui/field';
import { useToast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { adminErrorMessage } from '../api/admin-errors';
import { CategoryOptions } from '../categories/category-options';
import { CollectionOptions } from '../collections/collection-options';
import { ShopPhotoUpload } from '../components/shop-photo-upload';
import { checkedBody, istInputOf, isoOfIstInput } from '../offers/form-reading';
import { bodyOf, useHomeMutations } from './home-content-api';

type Slide = AdminHomeResponse['slides'][number];
type Rail = AdminHomeResponse['rails'][number];
type SlideValues = { headline: string; subText: string; image: string; link: string; startsAt: string; endsAt: string };
type RailValues = {
  title: string;
  source: Rail['source'];
  category: string;
  collection: string;
  productIds: string[];
  count: string;
  startsAt: string;
  endsAt: string;
};

/** A new item's id: its kind and a random part (ids are only told apart, never shown). */
const newId = (kind: string) => `${kind}-${Math.random().toString(36).slice(2, 10)}`;

/** An optional IST date-time as the body's moment: empty is none; an unreadable one is noted on its field. */
function moment(issues: Map<string, string>, path: string, text: string): string | null {
  if (text.trim() === '') return null;
  const iso = isoOfIstInput(text);
  if (iso === null) issues.set(path, S.dateTimeFormat);
  return iso ?? '';
}

const slideContract = zodResolver(HomeSlideInput, undefined, { raw: true }) as unknown as Resolver<
  FieldValues,
  unknown,
  SaveHomeBody['slides'][number]
>;
const railContract = zodResolver(HomeRailInput, undefined, { raw: true }) as unknown as Resolver<
  FieldValues,
  unknown,
  SaveHomeBody['rails'][number]
>;

/** Saves the home with one item changed, showing a refusal on the item's field it names or on top of the form. */
function useSaveItem<V extends FieldValues>(kind: 'slides' | 'rails', onClose: () => void) {
  const { save } = useHomeMutations();
  const toast = useToast();
  return {
    pending: save.isPending,
    async run(
      body: SaveHomeBody,
      index: number,
      setError: (field: string, message: string) => void,
      fields: readonly (keyof V & string)[],
    ) {
      try {
        await save.mutateAsync(body);
        toast.success(S.saved);
        onClose();
      } catch (error) {
        const message = adminErrorMessage(error);
        const named = error instanceof ApiError ? (error.body as { field?: unknown } | undefined)?.field : undefined;
        const field = typeof named === 'string' ? named : '';
        const prefix = `${kind}.${index}.`;
        const own = field.startsWith(prefix) ? field.slice(prefix.length) : '';
        if (fields.includes(own)) {
          setError(own, message.startsWith(`${field}: `) ? message.slice(`${field}: `.length) : message);
        } else setError('root.server', message);
      }
    },
  };
}

/** A new slide (no `slide`) or a change to one, saved with the rest of the home at once. */
export function SlideDialog({ home, slide, onClose }: { home: AdminHomeResponse; slide?: Slide; onClose: () => void }) {
  const saver = useSaveItem<SlideValues>('slides', onClose);
  const resolver: Resolver<SlideValues, unknown, SaveHomeBody['slides'][number]> = (v, _context, options) => {
    const issues = new Map<string, string>();
    const body = {
      id: slide?.id ?? newId('slide'),
      headline: v.headline,
      subText: v.subText,
      image: v.image.trim() === '' ? null : v.image,
      link: v.link,
      startsAt: moment(issues, 'startsAt', v.startsAt),
      endsAt: moment(issues, 'endsAt', v.endsAt),
    };
    return checkedBody(slideContract, body, issues, options);
  };
  const form = useForm<SlideValues, unknown, SaveHomeBody['slides'][number]>({
    resolver,
    defaultValues: {
      headline: slide?.headline ?? '',
      subText: slide?.subText ?? '',
      image: slide?.image ?? '',
      link: slide?.link ?? '/shop',
      startsAt: istInputOf(slide?.startsAt),
      endsAt: istInputOf(slide?.endsAt),
    },
  });
  const { register, formState } = form;
  const { errors } = formState;
  const image = useWatch({ control: form.control, name: 'image' });
  const index = slide ? home.slides.findIndex((s) => s.id === slide.id) : home.slides.length;
  const submit = form.handleSubmit(async (item) => {
    const body = bodyOf(home);
    const slides = [...body.slides];
    slides.splice(index, slide ? 1 : 0, item);
    await saver.run(
      { ...body, slides },
      index,
      (field, message) => form.setError(field as never, { type: 'server', message }, { shouldFocus: true }),
      ['headline', 'subText', 'image', 'link', 'startsAt', 'endsAt'],
    );
  });
  const formError = errors.root?.server?.message;
  return (
    <Dialog open onClose={onClose} title={slide ? 'Change the slide' : 'New slide'} description={S.intro}>
      <form noValidate onSubmit={(event) => void submit(event)} className="mt-6 flex flex-col gap-4">
        {formError && <Alert>{formError}</Alert>}
        <TextField label="Headline" autoComplete="off" error={errors.headline?.message} {...register('headline')} />
        <TextField
          label="Sub-text"
          optional
          autoComplete="off"
          error={errors.subText?.message}
          {...register('subText')}
        />
        <TextField
          label="Link"
          hint="A page of this shop, e.g. /shop?category=saree"
          autoComplete="off"
          error={errors.link?.message}
          {...register('link')}
        />
        <TextField
          label="Image"
          optional
          hint={S.builtInArt}
          autoComplete="off"
          error={errors.image?.message}
          {...register('image')}
        />
        <ShopPhotoUpload
          value={image}
          onUploaded={(url) => {
            form.setValue('image', url, { shouldDirty: true });
            form.clearErrors('image');
          }}
          onRefused={(message) => form.setError('image', { type: 'server', message })}
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
            {slide ? 'Save changes' : 'Add slide'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

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
      ['title', 'category', 'collection', 'productIds', 'count', 'startsAt', 'endsAt'],
    );
  });
  const formError = errors.root?.server?.message;
  const titles = new Map(products.map((product) => [product.id, product.title]));
  return (
    <Dialog open onClose={onClose} title={rail ? 'Change the rail' : 'New rail'} description={S.intro}>
      <form noValidate onSubmit={(event) => void submit(event)} className="mt-6 flex flex-col gap-4">
        {formError && <Alert>{formError}</Alert>}
        <TextField label="Title" autoComplete="off" error={errors.title?.message} {...register('title')} />
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
