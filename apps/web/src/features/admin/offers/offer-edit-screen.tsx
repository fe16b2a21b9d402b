import { missingPermissionMessage } from '@vastra/domain/back-office';
import { Link, useParams, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { adminPaths } from '../admin-paths';
import { adminErrorMessage } from '../api/admin-errors';
import { useStaff } from '../auth/staff-session';
import { AdminPage } from '../components/admin-page';
import { OfferForm } from './offer-form';
import { isOfferKind } from './offer-form-values';
import { useOffer } from './offers-api';

function BackLink() {
  return (
    <Link
      to={adminPaths.offers.getHref()}
      className="mb-4 inline-block text-sm text-muted underline-offset-2 hover:text-ink hover:underline"
    >
      ← All offers
    </Link>
  );
}

/** A new offer (/admin/offers/new?kind=…) or an existing one's definition (/admin/offers/:id). */
export function Component() {
  const { id } = useParams();
  const [search] = useSearchParams();
  const allowed = useStaff().permissions.includes('offers');
  if (!allowed) {
    return (
      <AdminPage title="Offer">
        <Alert>{missingPermissionMessage('offers')}</Alert>
      </AdminPage>
    );
  }
  if (!id) {
    const kind = search.get('kind');
    const initialKind = isOfferKind(kind) ? kind : 'coupon';
    return (
      <AdminPage title="New offer">
        <BackLink />
        <OfferForm initialKind={initialKind} />
      </AdminPage>
    );
  }
  return <EditOffer key={id} id={id} />;
}

function EditOffer({ id }: { id: string }) {
  const query = useOffer(id, true);
  if (query.isPending) {
    return (
      <AdminPage title="Offer">
        <div className="grid place-items-center py-16">
          <Spinner label="Loading the offer" size="lg" />
        </div>
      </AdminPage>
    );
  }
  if (query.isError) {
    return (
      <AdminPage title="Offer">
        <BackLink />
        <Alert>{adminErrorMessage(query.error)}</Alert>
      </AdminPage>
    );
  }
  return (
    <AdminPage title={query.data.label}>
      <BackLink />
      <OfferForm offer={query.data} />
    </AdminPage>
  );
}
