import {
  CreateCategoryBody,
  UpdateCategoryBody,
  type AdminCategory,
  type CreateCategoryBody as CreateBody,
} from '@vastra/domain/api';
import { readSizeGuideText, sizeGuideText } from '@vastra/domain/catalog';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { useToast } from '../../../components/ui/toast';
import { adminErrorMessage } from '../api/admin-errors';
import { ShopPhotoUpload } from '../components/shop-photo-upload';
import { useCategoryMutations } from './categories-api';
import { CATEGORY_SCREEN_TEXTS as S } from './category-texts';

type Values = {
  name: string;
  hindiName: string;
  hsn: string;
  image: string;
  sizes: string;
  hidden: boolean;
  columns: string;
  rows: string;
};

function valuesOf(category: AdminCategory | null): Values {
  const guide = sizeGuideText(category?.sizeGuide ?? null);
  return {
    name: category?.name ?? '',
    hindiName: category?.hindiName ?? '',
    hsn: category?.hsn ?? '',
    image: category?.image ?? '',
    sizes: category?.sizes.join(', ') ?? '',
    hidden: category?.hidden ?? false,
    columns: guide.columns,
    rows: guide.rows,
  };
}

function bodyOf(values: Values): CreateBody {
  return {
    name: values.name,
    hindiName: values.hindiName,
    hsn: values.hsn,
    image: values.image.trim() === '' ? null : values.image.trim(),
    sizes: values.sizes
      .split(',')
      .map((size) => size.trim())
      .filter(Boolean),
    hidden: values.hidden,
    sizeGuide: readSizeGuideText(values.columns, values.rows),
  };
}

type Field = 'name' | 'hindiName' | 'hsn' | 'image' | 'sizes' | 'guide';

/** The first problem of each field, from the contract's own schema (the API checks the same). */
function problemsOf(body: CreateBody, creating: boolean): Partial<Record<Field, string>> {
  const parsed = (creating ? CreateCategoryBody : UpdateCategoryBody).safeParse(body);
  if (parsed.success) return {};
  const out: Partial<Record<Field, string>> = {};
  for (const issue of parsed.error.issues) {
    const head = String(issue.path[0] ?? '');
    const field: Field = head === 'sizeGuide' ? 'guide' : (head as Field);
    const message = field === 'guide' && issue.code !== 'custom' ? S.guideNumber : issue.message;
    out[field] ??= message;
  }
  return out;
}

/**
 * Add or edit a category: name, Hindi name, HSN, tile image, sizes, hidden, size guide
 * (docs/decisions/097-categories.md, 172-category-names-in-hindi.md).
 */
export function CategoryDialog({ category, onClose }: { category: AdminCategory | null; onClose: () => void }) {
  const { create, update } = useCategoryMutations();
  const toast = useToast();
  const [values, setValues] = useState(() => valuesOf(category));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const set = (patch: Partial<Values>) => setValues((v) => ({ ...v, ...patch }));
  const creating = category === null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = bodyOf(values);
    const problems = problemsOf(body, creating);
    setErrors(problems);
    setRefusal(null);
    if (Object.keys(problems).length > 0) return;
    try {
      const saved = creating ? await create.mutateAsync(body) : await update.mutateAsync({ slug: category.slug, body });
      toast.success(creating ? S.added(saved.name) : S.saved(saved.name));
      onClose();
    } catch (error) {
      setRefusal(adminErrorMessage(error));
    }
  };

  return (
    <Dialog open onClose={onClose} title={creating ? S.newTitle : S.edit(category.name)} width={640}>
      <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={S.name}
          autoComplete="off"
          maxLength={60}
          value={values.name}
          error={errors.name}
          onChange={(e) => set({ name: e.target.value })}
        />
        <TextField
          label={S.hindiName}
          hint={S.hindiNameHint}
          optional
          lang="hi"
          autoComplete="off"
          maxLength={60}
          value={values.hindiName}
          error={errors.hindiName}
          onChange={(e) => set({ hindiName: e.target.value })}
        />
        <TextField
          label={S.hsn}
          inputMode="numeric"
          autoComplete="off"
          hint={S.hsnHint}
          value={values.hsn}
          error={errors.hsn}
          onChange={(e) => set({ hsn: e.target.value })}
        />
        <TextField
          label={S.sizes}
          hint={S.sizesHint}
          optional
          autoComplete="off"
          value={values.sizes}
          error={errors.sizes}
          onChange={(e) => set({ sizes: e.target.value })}
        />
        <TextField
          label={S.image}
          hint={S.imageHint}
          optional
          autoComplete="off"
          value={values.image}
          error={errors.image}
          onChange={(e) => set({ image: e.target.value })}
        />
        <div className="sm:col-span-2">
          <ShopPhotoUpload
            value={values.image}
            onUploaded={(url) => {
              set({ image: url });
              setErrors(({ image: _image, ...others }) => others);
            }}
            onRefused={(message) => setErrors((others) => ({ ...others, image: message }))}
          />
        </div>
        <div className="flex items-start gap-3 sm:col-span-2">
          <input
            id="category-hidden"
            type="checkbox"
            className="mt-1 size-5 shrink-0 accent-accent"
            aria-describedby="category-hidden-hint"
            checked={values.hidden}
            onChange={(e) => set({ hidden: e.target.checked })}
          />
          <div>
            <label htmlFor="category-hidden" className="text-sm font-medium text-ink">
              {S.hidden}
            </label>
            <p id="category-hidden-hint" className="text-sm text-muted">
              {S.hiddenHint}
            </p>
          </div>
        </div>
        <TextField
          label={S.guideColumns}
          hint={S.guideColumnsHint}
          optional
          autoComplete="off"
          className="sm:col-span-2"
          value={values.columns}
          onChange={(e) => set({ columns: e.target.value })}
        />
        <TextAreaField
          label={S.guideRows}
          hint={S.guideRowsHint}
          optional
          rows={5}
          className="sm:col-span-2"
          value={values.rows}
          error={errors.guide}
          onChange={(e) => set({ rows: e.target.value })}
        />
        {refusal && (
          <div className="sm:col-span-2">
            <Alert>{refusal}</Alert>
          </div>
        )}
        <div className="flex gap-2 sm:col-span-2">
          <Button type="submit" loading={create.isPending || update.isPending}>
            {S.save}
          </Button>
          <Button variant="ghost" onClick={onClose}>
            {S.cancel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
