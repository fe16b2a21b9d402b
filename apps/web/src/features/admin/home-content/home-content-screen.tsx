import type { AdminHomeResponse } from '@vastra/domain/api';
import { missingPermissionMessage } from '@vastra/domain/back-office';
import { CATALOG_HOME_SCREEN_MESSAGES as S } from '@vastra/domain/catalog';
import { formatDateTimeIN } from '@vastra/domain/time';
import { useMemo, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/toast';
import { adminErrorMessage } from '../api/admin-errors';
import { useStaff } from '../auth/staff-session';
import { useCollectionTitles } from '../collections/collection-options';
import { AdminPage } from '../components/admin-page';
import { ConfirmDialog } from '../products/confirm-dialog';
import { bodyOf, useAdminHome, useHomeMutations, useHomeProducts } from './home-content-api';
import { SlideDialog } from './home-dialogs';
import { RailDialog } from './rail-dialog';

type Slide = AdminHomeResponse['slides'][number];
type Rail = AdminHomeResponse['rails'][number];
type Item = { kind: 'slides'; item: Slide } | { kind: 'rails'; item: Rail };
type Editing = { kind: 'slide'; slide?: Slide } | { kind: 'rail'; rail?: Rail };

const when = (iso: string | null) => (iso ? `${formatDateTimeIN(iso) ?? iso} IST` : S.anyTime);
const windowOf = (item: Slide | Rail) =>
  item.startsAt || item.endsAt ? `${when(item.startsAt)} – ${when(item.endsAt)}` : null;
/** The Hindi text of a slide or rail, when the owner wrote one (docs/decisions/173-owner-texts-in-hindi.md). */
const hindiLine = (text: string) => (text ? `${S.inHindi} ${text}` : null);
function stateOf(item: Slide | Rail, now: string): { text: string; tone: 'success' | 'neutral' | 'dark' } {
  if (item.live) return { text: S.liveNow, tone: 'success' };
  return item.endsAt && item.endsAt <= now ? { text: S.ended, tone: 'dark' } : { text: S.scheduled, tone: 'neutral' };
}

/** The home page's slides and rails (permission `catalogue`): reorder, change, remove, add, reset to the defaults. */
export function Component() {
  const allowed = useStaff().permissions.includes('catalogue');
  const home = useAdminHome(allowed);
  const products = useHomeProducts(allowed);
  const { save, reset } = useHomeMutations();
  const toast = useToast();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [removing, setRemoving] = useState<Item | null>(null);
  const [resetting, setResetting] = useState(false);
  const productRows = useMemo(() => products.data?.items ?? [], [products.data]);
  const titles = useMemo(() => new Map(productRows.map((row) => [row.id, row.title])), [productRows]);
  const collectionTitles = useCollectionTitles();
  /** After the source: the category, or the collection's title. */
  const railDetail = (rail: Rail): string => {
    if (rail.category) return `: ${rail.category}`;
    if (rail.collection) return `: ${collectionTitles.get(rail.collection) ?? rail.collection}`;
    return '';
  };

  if (!allowed) {
    return (
      <AdminPage title={S.title}>
        <Alert>{missingPermissionMessage('catalogue')}</Alert>
      </AdminPage>
    );
  }
  if (home.isPending) {
    return (
      <AdminPage title={S.title}>
        <div className="grid place-items-center py-16">
          <Spinner label="Loading the home page" size="lg" />
        </div>
      </AdminPage>
    );
  }
  if (home.isError) {
    return (
      <AdminPage title={S.title}>
        <Alert>{adminErrorMessage(home.error)}</Alert>
      </AdminPage>
    );
  }
  const data = home.data;
  const live = data.slides.filter((slide) => slide.live).map((slide) => `“${slide.headline}”`);

  const change = async (next: ReturnType<typeof bodyOf>) => {
    try {
      await save.mutateAsync(next);
      toast.success(S.saved);
    } catch (error) {
      toast.error(adminErrorMessage(error));
    }
  };
  const move = (kind: 'slides' | 'rails', from: number, to: number) => {
    const body = bodyOf(data);
    const list = [...body[kind]] as unknown[];
    const [moved] = list.splice(from, 1);
    list.splice(to, 0, moved);
    void change({ ...body, [kind]: list });
  };

  return (
    <AdminPage
      title={S.title}
      actions={
        <>
          <Button variant="secondary" onClick={() => setEditing({ kind: 'slide' })}>
            Add slide
          </Button>
          <Button variant="secondary" onClick={() => setEditing({ kind: 'rail' })}>
            Add rail
          </Button>
          <Button variant="ghost" onClick={() => setResetting(true)}>
            Reset to defaults
          </Button>
        </>
      }
    >
      <div className="mb-6 flex flex-col gap-1 text-sm text-ink">
        <p>{S.intro}</p>
        <p role="status">
          {live.length > 0 ? S.liveNowList.replace('{names}', live.join(', ')) : S.nothingLive}
          {data.nextChangeAt && ` ${S.nextChange.replace('{when}', formatDateTimeIN(data.nextChangeAt) ?? '')}`}
        </p>
        {data.isDefault && <p className="text-muted">{S.defaults}</p>}
      </div>
      <h2 className="mb-3 text-lg font-semibold text-ink">{S.slidesHeading}</h2>
      {data.slides.length === 0 ? (
        <Alert tone="info" look="panel">
          {S.noSlides}
        </Alert>
      ) : (
        <ul aria-label={S.slidesHeading} className="mb-8 flex flex-col gap-3">
          {data.slides.map((slide, i) => (
            <Row
              key={slide.id}
              name={slide.headline}
              lines={[slide.subText, hindiLine(slide.headlineHi), `Link: ${slide.link}`, windowOf(slide)]}
              state={stateOf(slide, data.now)}
              first={i === 0}
              last={i === data.slides.length - 1}
              busy={save.isPending}
              onMove={(by) => move('slides', i, i + by)}
              onEdit={() => setEditing({ kind: 'slide', slide })}
              onRemove={() => setRemoving({ kind: 'slides', item: slide })}
            />
          ))}
        </ul>
      )}
      <h2 className="mt-8 mb-3 text-lg font-semibold text-ink">{S.railsHeading}</h2>
      {data.rails.length === 0 ? (
        <Alert tone="info" look="panel">
          {S.noRails}
        </Alert>
      ) : (
        <ul aria-label={S.railsHeading} className="flex flex-col gap-3">
          {data.rails.map((rail, i) => (
            <Row
              key={rail.id}
              name={rail.title}
              lines={[
                `${S.sources[rail.source]}${railDetail(rail)}, up to ${rail.count}`,
                hindiLine(rail.titleHi),
                rail.productIds.length > 0 ? rail.productIds.map((id) => titles.get(id) ?? id).join(' · ') : null,
                windowOf(rail),
              ]}
              state={stateOf(rail, data.now)}
              first={i === 0}
              last={i === data.rails.length - 1}
              busy={save.isPending}
              onMove={(by) => move('rails', i, i + by)}
              onEdit={() => setEditing({ kind: 'rail', rail })}
              onRemove={() => setRemoving({ kind: 'rails', item: rail })}
            />
          ))}
        </ul>
      )}
      {editing?.kind === 'slide' && (
        <SlideDialog
          home={data}
          {...(editing.slide ? { slide: editing.slide } : {})}
          onClose={() => setEditing(null)}
        />
      )}
      {editing?.kind === 'rail' && (
        <RailDialog
          home={data}
          {...(editing.rail ? { rail: editing.rail } : {})}
          products={productRows}
          onClose={() => setEditing(null)}
        />
      )}
      {removing && (
        <ConfirmDialog
          open
          title={S.removeTitle.replace(
            '{name}',
            removing.kind === 'slides' ? removing.item.headline : removing.item.title,
          )}
          description={S.removeText}
          confirmLabel="Remove"
          busy={save.isPending}
          error={null}
          onConfirm={() => {
            const body = bodyOf(data);
            const list = body[removing.kind].filter((item) => item.id !== removing.item.id);
            setRemoving(null);
            void change({ ...body, [removing.kind]: list });
          }}
          onClose={() => setRemoving(null)}
        />
      )}
      {resetting && (
        <ConfirmDialog
          open
          title={S.resetTitle}
          description={S.resetText}
          confirmLabel="Reset"
          busy={reset.isPending}
          error={reset.isError ? adminErrorMessage(reset.error) : null}
          onConfirm={() =>
            void reset.mutateAsync().then(() => {
              toast.success(S.resetDone);
              setResetting(false);
            })
          }
          onClose={() => setResetting(false)}
        />
      )}
    </AdminPage>
  );
}

function Row(props: {
  name: string;
  lines: readonly (string | null)[];
  state: ReturnType<typeof stateOf>;
  first: boolean;
  last: boolean;
  busy: boolean;
  onMove: (by: -1 | 1) => void;
  onEdit: () => void;
  onRemove: () => void;
}) {
  const { name, lines, state, first, last, busy } = props;
  return (
    <li
      aria-label={name}
      className={
        'grid gap-3 rounded-2xl border border-line bg-white p-4 ' + 'sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center'
      }
    >
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-medium break-words text-ink">{name}</span>
          <Badge tone={state.tone}>{state.text}</Badge>
        </p>
        {lines.map((line) =>
          line ? (
            <p key={line} className="mt-1 text-sm break-words text-muted">
              {line}
            </p>
          ) : null,
        )}
      </div>
      <div className="flex flex-wrap gap-2 sm:justify-end">
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Move ${name} up`}
          disabled={first || busy}
          onClick={() => props.onMove(-1)}
        >
          Up
        </Button>
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Move ${name} down`}
          disabled={last || busy}
          onClick={() => props.onMove(1)}
        >
          Down
        </Button>
        <Button variant="secondary" size="sm" aria-label={`Change ${name}`} onClick={props.onEdit}>
          Change
        </Button>
        <Button variant="ghost" size="sm" aria-label={`Remove ${name}`} onClick={props.onRemove}>
          Remove
        </Button>
      </div>
    </li>
  );
}
