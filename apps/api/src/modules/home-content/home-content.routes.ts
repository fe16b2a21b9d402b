import { ENDPOINTS } from '@vastra/domain/api';
import type { FastifyPluginAsync } from 'fastify';
import type { AuthenticateStaff } from '../../plugins/authenticate';
import { contractRoutes } from '../../plugins/contract-route';
import type { HomeContentEditor } from './home-content.service';

/** /api/admin/home: read, save and reset the home page's content (permission `catalogue`, from the contract). */
export function homeContentRoutes(deps: {
  authenticateStaff: AuthenticateStaff;
  editor: HomeContentEditor;
}): FastifyPluginAsync {
  const { editor } = deps;
  return async (app) => {
    const route = contractRoutes(app, { authenticateStaff: deps.authenticateStaff });
    route(ENDPOINTS.adminHome, () => editor.get());
    route(ENDPOINTS.adminSaveHome, ({ staff, body }) => editor.save(staff, body));
    route(ENDPOINTS.adminResetHome, ({ staff }) => editor.reset(staff));
  };
}
