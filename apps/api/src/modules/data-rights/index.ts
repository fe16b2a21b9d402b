/** The shopper's data rights under the DPDP Act (docs/decisions/114-data-rights.md). */
import { dataRightsRoutes } from './data-rights.routes';
import { createDataRights, type DataRightsDeps } from './data-rights.service';
import type { Authenticate } from '../../plugins/authenticate';

export { DELETED_ACCOUNT_NAME } from './data-rights.service';

export function createDataRightsModule(deps: DataRightsDeps & { authenticate: Authenticate }) {
  const rights = createDataRights(deps);
  return { rights, routes: dataRightsRoutes({ rights, authenticate: deps.authenticate }) };
}
