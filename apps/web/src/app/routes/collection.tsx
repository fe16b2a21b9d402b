import { useParams } from 'react-router';
import { CollectionPage } from '../../features/catalog/components/collection-page';
import { NotFoundRoute } from './not-found';

/** /collections/{slug}: a collection's page (docs/decisions/098-collections.md), its own lazily loaded chunk. */
export function Component() {
  const { slug = '' } = useParams();
  return <CollectionPage key={slug} slug={slug} notFound={<NotFoundRoute />} />;
}
