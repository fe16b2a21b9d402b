import type { AdminCategory } from '@vastra/domain/api';
import { missingPermissionMessage } from '@vastra/domain/back-office';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/toast';
import { adminErrorMessage } from '../api/admin-errors';
import { useStaff } from '../auth/staff-session';
import { AdminPage } from '../components/admin-page';
import { useCategories, useCategoryMutations } from './categories-api';
import { CategoryDialog } from './category-dialog';
import { CATEGORY_SCREEN_TEXTS as S } from './category-texts';

type Mutations = ReturnType<typeof useCategoryMutations>;

/**
 * The shop's categories (permission `catalogue`) in their order: move up or down, add, edit (name, HSN, tile image,
 * sizes, hidden, size guide) in a dialog, remove one without products (docs/decisions/097-categories.md). A refusal is
 * shown word for word as the API says it (a category still used by products).
 */
export function Component() {
  const allowed = useStaff().permissions.includes('catalogue');
  const list = useCategories(allowed);
  const mutations = useCategoryMutations();
  const [editing, setEditing] = useState<AdminCategory | 'new' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const toast = useToast();
  if (!allowed) {
    return (
      <AdminPage title={S.title}>
        <Alert>{missingPermissionMessage('catalogue')}</Alert>
      </AdminPage>
    );
  }
  const run = async (change: () => Promise<unknown>, done: string) => {
    setError(null);
    try {
      await change();
      toast.success(done);
    } catch (refusal) {
      const message = adminErrorMessage(refusal);
      setError(message);
      toast.error(message);
    }
  };
  const categories = list.data?.categories ?? [];
  return (
    <AdminPage title={S.title}>
      <p className="mb-4 text-sm text-muted">{S.intro}</p>
      <Button onClick={() => setEditing('new')}>{S.add}</Button>
      {error && (
        <div className="mt-4">
          <Alert>{error}</Alert>
        </div>
      )}
      {list.isPending ? (
        <div className="grid place-items-center py-16">
          <Spinner label={S.loading} size="lg" />
        </div>
      ) : list.isError ? (
        <Alert>{adminErrorMessage(list.error)}</Alert>
      ) : (
        <ol aria-label={S.title} className="mt-6 flex flex-col gap-3">
          {categories.map((category, index) => (
            <CategoryRow
              key={category.slug}
              category={category}
              first={index === 0}
              last={index === categories.length - 1}
              mutations={mutations}
              run={run}
              onEdit={() => setEditing(category)}
            />
          ))}
        </ol>
      )}
      {editing !== null && (
        <CategoryDialog category={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </AdminPage>
  );
}

function CategoryRow({
  category,
  first,
  last,
  mutations,
  run,
  onEdit,
}: {
  category: AdminCategory;
  first: boolean;
  last: boolean;
  mutations: Mutations;
  run: (change: () => Promise<unknown>, done: string) => Promise<void>;
  onEdit: () => void;
}) {
  const { slug, name, position } = category;
  const move = (to: number) => run(() => mutations.update.mutateAsync({ slug, body: { position: to } }), S.saved(name));
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-4 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-medium text-ink">
          {name}
          {category.hidden && (
            <span className="rounded-full bg-sand px-2 py-0.5 text-xs font-normal text-ink">{S.hiddenBadge}</span>
          )}
          {category.sizeGuide && (
            <span className="rounded-full bg-sand px-2 py-0.5 text-xs font-normal text-ink">{S.hasGuide}</span>
          )}
        </p>
        <p className="text-sm text-muted">
          /shop?category={slug} · HSN {category.hsn} · {S.products(category.productCount)}
          {category.sizes.length > 0 && ` · ${category.sizes.join(', ')}`}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          size="sm"
          aria-label={S.moveUp(name)}
          disabled={first}
          onClick={() => void move(position - 1)}
        >
          ↑
        </Button>
        <Button
          variant="secondary"
          size="sm"
          aria-label={S.moveDown(name)}
          disabled={last}
          onClick={() => void move(position + 1)}
        >
          ↓
        </Button>
        <Button variant="secondary" size="sm" aria-label={S.edit(name)} onClick={onEdit}>
          Edit
        </Button>
        <Button
          variant="ghost"
          size="sm"
          aria-label={S.remove(name)}
          onClick={() => void run(() => mutations.remove.mutateAsync(slug), S.removed(name))}
        >
          Remove
        </Button>
      </div>
    </li>
  );
}
