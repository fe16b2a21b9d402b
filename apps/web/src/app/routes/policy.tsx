import { isPolicySlug } from '@vastra/domain/policies';
import { useParams } from 'react-router';
import { PolicyPage } from '../../features/policies/components/policy-page';
import { NotFoundRoute } from './not-found';

/** /policies/{slug}: one of the policy pages; any other slug is the app's not-found page. */
export function Component() {
  const { slug = '' } = useParams();
  return isPolicySlug(slug) ? <PolicyPage key={slug} slug={slug} /> : <NotFoundRoute />;
}
