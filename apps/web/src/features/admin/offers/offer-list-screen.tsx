import { OFFER_STATES, type AdminOffer, type OfferState } from '@vastra/domain/api';
import { missingPermissionMessage } from '@vastra/domain/back-office';
import { formatRupees, paise } from '@vastra/domain/money';
import { PRICING_OFFER_SCREEN_MESSAGES as S } from '@vastra/domain/pricing';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonClasses } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/toast';
import { adminPaths } from '../admin-paths';
import { adminErrorMessage } from '../api/admin-errors';
import { useStaff } from '../auth/staff-session';
import { AdminPage } from '../components/admin-page';
import { ConfirmDialog } from '../products/confirm-dialog';
import { isOfferKind, KIND_NAMES } from './offer-form-values';
import { STATE_NAMES, STATE_TONES, windowText } from './offer-format';
import { useOfferMutations, useOffers, type OfferAction } from './offers-api';

const readState = (value: string | null): OfferState | undefined =>
  (OFFER_STATES as readonly string[]).includes(value ?? '') ? (value as OfferState) : undefined;

/** Offers (permission `offers`): every coupon and automatic offer with its state and figures; pause, resume, end. */
export function Component() {
  const allowed = useStaff().permissions.includes('offers');
  const [search, setSearch] = useSearchParams();
  const state = readState(search.get('state'));
  const list = useOffers(state, allowed);
  const [asked, setAsked] = useState<{ offer: AdminOffer; action: OfferAction } | null>(null);

  if (!allowed) {
    return (
      <AdminPage title={S.offersTitle}>
        <Alert>{missingPermissionMessage('offers')}</Alert>
      </AdminPage>
    );
  }
  const filter = (value: string) => {
    const next = new URLSearchParams(search);
    if (value) next.set('state', value);
    else next.delete('state');
    setSearch(next);
  };
  return (
    <AdminPage
      title={S.offersTitle}
      actions={
        <Link to={adminPaths.newOffer.getHref()} className={buttonClasses()}>
          New offer
        </Link>
      }
    >
      <div className="mb-5 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <SelectField label="State" value={state ?? ''} onChange={(event) => filter(event.target.value)}>
          <option value="">All states</option>
          {OFFER_STATES.map((value) => (
            <option key={value} value={value}>
              {STATE_NAMES[value]}
            </option>
          ))}
        </SelectField>
      </div>
      {list.isPending ? (
        <div className="grid place-items-center py-16">
          <Spinner label="Loading the offers" size="lg" />
        </div>
      ) : list.isError ? (
        <Alert>{adminErrorMessage(list.error)}</Alert>
      ) : list.data.offers.length === 0 ? (
        <Alert tone="info" look="panel">
          {state ? S.noOffersInState : S.noOffers}
        </Alert>
      ) : (
        <ul aria-label={S.offersTitle} className="flex flex-col gap-3">
          {list.data.offers.map((offer) => (
            <OfferRow key={offer.id} offer={offer} onAsk={(action) => setAsked({ offer, action })} />
          ))}
        </ul>
      )}
      {asked && <StateDialog {...asked} onClose={() => setAsked(null)} />}
    </AdminPage>
  );
}

const rupees = (amount: number) => formatRupees(paise(amount));

function OfferRow({ offer, onAsk }: { offer: AdminOffer; onAsk: (action: OfferAction) => void }) {
  const kind = isOfferKind(offer.kind) ? KIND_NAMES[offer.kind] : offer.kind;
  const figures: [string, string][] = [
    ...(offer.kind === 'coupon'
      ? [['Uses', `${offer.used} / ${offer.totalUses ?? 'no limit'}`] as [string, string]]
      : []),
    ['Redemptions', String(offer.used)],
    ['Discount given', rupees(offer.discountPaise)],
    ['Sales', rupees(offer.salesPaise)],
  ];
  return (
    <li
      aria-label={offer.label}
      className="grid gap-4 rounded-2xl border border-line bg-white p-4 md:grid-cols-[minmax(0,1fr)_auto]"
    >
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2">
          <Link
            to={adminPaths.offer.getHref(offer.id)}
            className="font-medium break-words text-ink underline-offset-2 hover:underline"
          >
            {offer.label}
          </Link>
          <Badge tone={STATE_TONES[offer.state]}>{STATE_NAMES[offer.state]}</Badge>
        </p>
        <p className="mt-1 text-sm text-muted">
          {kind}
          {offer.code && (
            <>
              {' · '}
              <span className="font-mono text-ink">{offer.code}</span>
            </>
          )}
        </p>
        <p className="mt-1 text-sm text-muted">{windowText(offer.startsAt, offer.endsAt)}</p>
      </div>
      <dl
        className={
          'grid grid-cols-2 gap-x-4 gap-y-2 border-t border-line pt-3 text-sm sm:grid-cols-4 ' +
          'md:order-last md:col-span-2'
        }
      >
        {figures.map(([name, value]) => (
          <div key={name} className="min-w-0">
            <dt className="text-muted">{name}</dt>
            <dd className="font-medium text-ink tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-wrap items-start gap-2 md:justify-end">
        <Link
          to={adminPaths.offer.getHref(offer.id)}
          className={buttonClasses({ variant: 'secondary', size: 'sm' })}
          aria-label={`Edit ${offer.label}`}
        >
          Edit
        </Link>
        {offer.state !== 'ended' &&
          (offer.paused ? (
            <Button variant="secondary" size="sm" aria-label={`Resume ${offer.label}`} onClick={() => onAsk('resume')}>
              Resume
            </Button>
          ) : (
            <Button variant="secondary" size="sm" aria-label={`Pause ${offer.label}`} onClick={() => onAsk('pause')}>
              Pause
            </Button>
          ))}
        {offer.state !== 'ended' && (
          <Button variant="ghost" size="sm" aria-label={`End ${offer.label}`} onClick={() => onAsk('end')}>
            End
          </Button>
        )}
      </div>
    </li>
  );
}

const QUESTIONS = {
  pause: { title: S.pauseTitle, text: S.pauseText, confirm: 'Pause', done: S.paused },
  resume: { title: S.resumeTitle, text: S.resumeText, confirm: 'Resume', done: S.resumed },
  end: { title: S.endTitle, text: S.endText, confirm: 'End now', done: S.ended },
} as const;

function StateDialog({ offer, action, onClose }: { offer: AdminOffer; action: OfferAction; onClose: () => void }) {
  const { change } = useOfferMutations();
  const toast = useToast();
  const question = QUESTIONS[action];
  const confirm = async () => {
    try {
      await change.mutateAsync({ offer, action });
      toast.success(question.done(offer.label));
      onClose();
    } catch {
      // shown in the dialog from the mutation's error
    }
  };
  return (
    <ConfirmDialog
      open
      title={question.title(offer.label)}
      description={question.text}
      confirmLabel={question.confirm}
      busy={change.isPending}
      error={change.isError ? adminErrorMessage(change.error) : null}
      onConfirm={() => void confirm()}
      onClose={onClose}
    />
  );
}
