import { type FastifyPluginAsync } from 'fastify';
import { getItemHistory, getManifestActivity } from '@hub/shared/contracts';
import { registerEndpoint } from '../../lib/endpoint-route';
import { createHistoryService } from './service';

/** The item timeline and the manifest activity log (issue 34; docs/areas/history.md): reads of the audit trail. */
export const historyRoutes: FastifyPluginAsync = async (app) => {
  const history = createHistoryService(app);

  registerEndpoint(app, getItemHistory, ({ hub, params, query }) => history.itemTimeline(hub.hubOrgUnitId, params.itemId, query.before ?? null, query.limit));
  registerEndpoint(app, getManifestActivity, ({ hub, params, query }) =>
    history.manifestActivity(hub.hubOrgUnitId, params.spaId, query.before ?? null, query.limit),
  );
};
