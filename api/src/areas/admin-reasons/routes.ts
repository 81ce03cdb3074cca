import { type FastifyPluginAsync } from 'fastify';
import { getAdminReasonLists, getReasonList, putAdminReasonList } from '@hub/shared/contracts';
import { registerEndpoint } from '../../lib/endpoint-route';
import { createAdminReasonsService } from './service';

/** Reason lists (docs/areas/reason-lists.md): an admin reads and replaces them; any signed-in user reads what a flow offers. */
export const adminReasonsRoutes: FastifyPluginAsync = async (app) => {
  const reasons = createAdminReasonsService(app);

  registerEndpoint(app, getAdminReasonLists, () => reasons.lists());
  registerEndpoint(app, putAdminReasonList, ({ user, params, body }) => reasons.replace(user, params.listKey, body.entries));
  registerEndpoint(app, getReasonList, ({ params }) => reasons.offered(params.listKey));
};
