import type { AdminCollection } from '@vastra/domain/api';
import { missingPermissionMessage } from '@vastra/domain/back-office';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/toast';
import { adminErrorMessage } from '../api/admin-errors';
import { useStaff } from '../auth/staff-session';
import { AdminPage } from '../components/admin-page';
import { CollectionDialog } from './collection-dialog';
import { COLLECTION_SCREEN_TEXTS as S } from './collection-texts';
import { useCollectionMutations, useCollections } from './collections-api';

/**
 * The shop's collections (permission `catalogue`), menu ones first in their order: add or edit one in a dialog
 * (texts, image, picked products or conditions, menu), remove one (docs/decisions/098-collections.md).
 */
export function Component() {
  const allowed = useStaff().permissions.includes('catalogue');
  const list = useCollections(allowed);
  const { remove } = useCollectionMutations();
  const [editing, setEditing] = useState<AdminCollection | 'new' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const toast = useToast();
  if (!allowed) {
    return (
      <AdminPage title={S.title}>
        <Alert>{missingPermissionMessage('catalogue')}</Alert>
      </AdminPage>
    );
  }
  const removeOne = async (c: AdminCollection) => {
    setError(null);
    try {
      await remove.mutateAsync(c.id);
      toast.success(S.removed(c.title));
    } catch (refusal) {
      setError(adminErrorMessage(refusal));
    }
  };
  const collections = list.data?.collections ?? [];
  const nextNavPosition = collections.reduce((most, c) => Math.max(most, c.navPosition + 1), 0);
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
      ) : collections.length === 0 ? (
        <p className="mt-6 text-sm text-muted">{S.empty}</p>
      ) : (
        <ul aria-label={S.title} className="mt-6 flex flex-col gap-3">
          {collections.map((c) => (
            <li
              key={c.id}
              className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-4 sm:flex-row sm:items-center"
            >
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-2 font-medium text-ink">
                  {c.title}
                  <Badge>{c.kind === 'manual' ? S.manualBadge : S.automaticBadge}</Badge>
                  {c.showInNav && <Badge>{S.navBadge}</Badge>}
                  {!c.visible && <Badge>{S.hiddenBadge}</Badge>}
                </p>
                <p className="text-sm text-muted">
                  /collections/{c.slug}
                  {c.kind === 'manual' && ` · ${S.productCount(c.products.length)}`}
                </p>
                {/* The title the owner wrote in Hindi (docs/decisions/175-collections-in-hindi.md). */}
                {c.titleHi && <p className="text-sm text-muted">{`${S.inHindi} ${c.titleHi}`}</p>}
              </div>
              <div className="flex flex-wrap gap-2">
                <Button variant="secondary" size="sm" aria-label={S.edit(c.title)} onClick={() => setEditing(c)}>
                  Edit
                </Button>
                <Button variant="ghost" size="sm" aria-label={S.remove(c.title)} onClick={() => void removeOne(c)}>
                  Remove
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {editing !== null && (
        <CollectionDialog
          collection={editing === 'new' ? null : editing}
          navPosition={nextNavPosition}
          onClose={() => setEditing(null)}
        />
      )}
    </AdminPage>
  );
}

function Badge({ children }: { children: string }) {
  return <span className="rounded-full bg-sand px-2 py-0.5 text-xs font-normal text-ink">{children}</span>;
}
