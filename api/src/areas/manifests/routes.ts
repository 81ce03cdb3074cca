import { type FastifyPluginAsync } from 'fastify';
import { captureVehicleActivity, captureVehicleActivityV2, getActivities, getAvailableComments } from '@hub/shared/contracts';
import { registerEndpoint } from '../../lib/endpoint-route';
import { registerHubOpsHubLookups } from './hub-lookup';
import { createManifestService } from './service';

/** Calls every manifest flow shares (spec 000 §7): the manifest list, reason comments, vehicle activity state. */
export const manifestRoutes: FastifyPluginAsync = async (app) => {
  const manifests = createManifestService(app);
  registerHubOpsHubLookups(app);

  registerEndpoint(app, getActivities, ({ hub, params, query }) => manifests.activities(hub.hubOrgUnitId, params.activityViewType, query));
  registerEndpoint(app, getAvailableComments, () => manifests.availableComments());
  registerEndpoint(app, captureVehicleActivity, ({ body }) => manifests.captureVehicleActivity(body.activityId, body.vehicleActivityState));
  registerEndpoint(app, captureVehicleActivityV2, ({ body }) => manifests.captureVehicleActivity(body.activityId, body.vehicleActivityState));
};
