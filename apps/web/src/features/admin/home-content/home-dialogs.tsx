import { HomeSlideInput, type AdminHomeResponse, type SaveHomeBody } from '@vastra/domain/api';
import { CATALOG_HOME_SCREEN_MESSAGES as S } from '@vastra/domain/catalog';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch, type FieldValues, type Resolver } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/field';
import { useToast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { adminErrorMessage } from '../api/admin-errors';
import { ShopPhotoUpload } from '../components/shop-photo-upload';
import { checkedBody, istInputOf, isoOfIstInput } from '../offers/form-reading';
import { bodyOf, useHomeMutations } from './home-content-api';

type Slide = AdminHomeResponse['slides'][number];
export type Rail = AdminHomeResponse['rails'][number];
type SlideValues = {
  headline: string;
  subText: string;
  headlineHi: string;
  subTextHi: string;
  image: string;
  link: string;
  startsAt: string;
  endsAt: string;
};

/** A new item's id: its kind and a random part (ids are only told apart, never shown). */
export const newId = (kind: string) => `${kind}-${Math.random().toString(36).slice(2, 10)}`;

/** An optional IST date-time as the body's moment: empty is none; an unreadable one is noted on its field. */
export function moment(issues: Map<string, string>, path: string, text: string): string | null {
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

/** Saves the home with one item changed, showing a refusal on the item's field it names or on top of the form. */
export function useSaveItem<V extends FieldValues>(kind: 'slides' | 'rails', onClose: () => void) {
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
      headlineHi: v.headlineHi,
      subTextHi: v.subTextHi,
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
      headlineHi: slide?.headlineHi ?? '',
      subTextHi: slide?.subTextHi ?? '',
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
      ['headline', 'subText', 'headlineHi', 'subTextHi', 'image', 'link', 'startsAt', 'endsAt'],
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
          label="Headline in Hindi"
          optional
          lang="hi"
          hint={S.hindiHint}
          autoComplete="off"
          error={errors.headlineHi?.message}
          {...register('headlineHi')}
        />
        <TextField
          label="Sub-text in Hindi"
          optional
          lang="hi"
          autoComplete="off"
          error={errors.subTextHi?.message}
          {...register('subTextHi')}
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
