import type { AdminCollection } from '@vastra/domain/api';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field';
import { useToast } from '../../../components/ui/toast';
import { useCategories } from '../categories/categories-api';
import { useAttributes } from '../products/form/attribute-fields';
import { problemOfRefusal } from './collection-api-errors';
import { bodyOf, valuesOf, type CollectionValues, type Problems } from './collection-form-values';
import { CollectionProductPicker } from './collection-product-picker';
import { CollectionRulesEditor } from './collection-rules-editor';
import { COLLECTION_SCREEN_TEXTS as S } from './collection-texts';
import { useCollectionMutations } from './collections-api';

/**
 * Add or edit a collection (docs/decisions/098-collections.md): its texts (a title and description in Hindi too:
 * docs/decisions/175-collections-in-hindi.md), image, manual (picked products in order) or automatic (conditions and
 * an order), shown in the shop and in the menu. A manual collection's products are saved right after the collection
 * itself.
 */
export function CollectionDialog({
  collection,
  navPosition,
  onClose,
}: {
  collection: AdminCollection | null;
  navPosition: number;
  onClose: () => void;
}) {
  const mutations = useCollectionMutations();
  const categories = useCategories();
  const attributes = useAttributes();
  const toast = useToast();
  const [values, setValues] = useState(() => valuesOf(collection, navPosition));
  const [problems, setProblems] = useState<Problems>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // Once created, a second try (its products refused) replaces what the first made rather than adding it again.
  const [ownId, setOwnId] = useState(collection?.id ?? null);
  const set = (patch: Partial<CollectionValues>) => setValues((v) => ({ ...v, ...patch }));
  const creating = collection === null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { body, problems: found } = bodyOf(values);
    setProblems(found);
    setRefusal(null);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      const saved =
        ownId === null
          ? await mutations.create.mutateAsync(body)
          : await mutations.update.mutateAsync({ id: ownId, body });
      setOwnId(saved.id);
      const productIds = values.products.map((p) => p.id);
      const before = saved.products.map((p) => p.id);
      if (values.kind === 'manual' && productIds.join() !== before.join())
        await mutations.setProducts.mutateAsync({ id: saved.id, productIds });
      toast.success(creating ? S.added(saved.title) : S.saved(saved.title));
      onClose();
    } catch (error) {
      const { problems: at, alert } = problemOfRefusal(error);
      setProblems(at);
      setRefusal(alert);
    } finally {
      setSaving(false);
      await mutations.refresh();
    }
  };

  const text = (field: 'title' | 'slug' | 'seoTitle' | 'seoDescription' | 'image', label: string, hint?: ReactNode) => (
    <TextField
      label={label}
      hint={hint}
      optional={field !== 'title'}
      autoComplete="off"
      value={values[field]}
      error={problems[field]}
      onChange={(e) => set({ [field]: e.target.value })}
    />
  );

  return (
    <Dialog open onClose={onClose} title={creating ? S.newTitle : S.edit(collection.title)} width={760}>
      <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4 sm:grid-cols-2">
        {text('title', S.name)}
        {text('slug', S.slug, S.slugHint)}
        <TextAreaField
          label={S.description}
          optional
          rows={3}
          className="sm:col-span-2"
          value={values.description}
          error={problems.description}
          onChange={(e) => set({ description: e.target.value })}
        />
        <TextField
          label={S.titleHi}
          hint={S.hindiHint}
          optional
          lang="hi"
          autoComplete="off"
          className="sm:col-span-2"
          value={values.titleHi}
          error={problems.titleHi}
          onChange={(e) => set({ titleHi: e.target.value })}
        />
        <TextAreaField
          label={S.descriptionHi}
          optional
          lang="hi"
          rows={3}
          className="sm:col-span-2"
          value={values.descriptionHi}
          error={problems.descriptionHi}
          onChange={(e) => set({ descriptionHi: e.target.value })}
        />
        {text('seoTitle', S.seoTitle, S.seoTitleHint)}
        {text('seoDescription', S.seoDescription, S.seoDescriptionHint)}
        {text('image', S.image, S.imageHint)}
        <Toggle
          id="collection-visible"
          label={S.visible}
          hint={S.visibleHint}
          checked={values.visible}
          onChange={(visible) => set({ visible })}
        />
        <Toggle
          id="collection-nav"
          label={S.showInNav}
          hint={S.showInNavHint}
          checked={values.showInNav}
          onChange={(showInNav) => set({ showInNav })}
        />
        <fieldset className="flex flex-col gap-2 sm:col-span-2">
          <legend className="text-sm font-medium text-ink">{S.kind}</legend>
          {(['manual', 'automatic'] as const).map((kind) => (
            <label key={kind} className="flex items-center gap-2 text-sm text-ink">
              <input
                type="radio"
                name="collection-kind"
                className="size-5 accent-accent"
                checked={values.kind === kind}
                onChange={() => set({ kind })}
              />
              {kind === 'manual' ? S.kindManual : S.kindAutomatic}
            </label>
          ))}
        </fieldset>
        {values.kind === 'manual' ? (
          <CollectionProductPicker
            products={values.products}
            error={problems.products}
            onChange={(products) => set({ products })}
          />
        ) : (
          <>
            <CollectionRulesEditor
              rules={values.rules}
              problems={problems}
              categories={categories.data?.categories ?? []}
              attributes={attributes.data?.attributes ?? []}
              onChange={(rules) => set({ rules })}
            />
            <SelectField
              label={S.sort}
              value={values.sort}
              onChange={(e) => set({ sort: e.target.value as CollectionValues['sort'] })}
            >
              {Object.entries(S.sorts).map(([sort, label]) => (
                <option key={sort} value={sort}>
                  {label}
                </option>
              ))}
            </SelectField>
          </>
        )}
        {refusal && (
          <div className="sm:col-span-2">
            <Alert>{refusal}</Alert>
          </div>
        )}
        <div className="flex gap-2 sm:col-span-2">
          <Button type="submit" loading={saving}>
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

function Toggle({
  id,
  label,
  hint,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  hint: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        className="mt-1 size-5 shrink-0 accent-accent"
        aria-describedby={`${id}-hint`}
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
      />
      <div>
        <label htmlFor={id} className="text-sm font-medium text-ink">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      </div>
    </div>
  );
}
