import { type FastifyPluginAsync } from 'fastify';
import {
  createAdminHub,
  createAdminHubZone,
  deleteAdminHubTmsLinks,
  deleteAdminHubZone,
  getAdminHubs,
  getAdminHubTmsLinks,
  getAdminHubZones,
  putAdminHubTmsLinks,
  setAdminHubPilot,
  updateAdminHub,
} from '@hub/shared/contracts';
import { type AppConfig } from '../../config';
import { registerEndpoint } from '../../lib/endpoint-route';
import { createAdminHubsService } from './service';

/** Hub administration (docs/adr/013, api/README.md "Admin" > "Hubs"): hubs, pilots, zones, TMS inward links. */
export const adminHubRoutes: FastifyPluginAsync<{ config: AppConfig }> = async (app, opts) => {
  const admin = createAdminHubsService(app, opts.config);

  registerEndpoint(app, getAdminHubs, ({ user }) => admin.list(user));
  registerEndpoint(app, createAdminHub, ({ user, body }) => admin.create(user, body));
  registerEndpoint(app, updateAdminHub, ({ user, hub, body }) => admin.update(user, hub.hubOrgUnitId, body));
  registerEndpoint(app, setAdminHubPilot, ({ user, hub, params, body }) => admin.setPilot(user, hub.hubOrgUnitId, params.feature, body.enabled));

  registerEndpoint(app, getAdminHubZones, ({ hub }) => admin.zones(hub.hubOrgUnitId));
  registerEndpoint(app, createAdminHubZone, ({ user, hub, body }) => admin.addZone(user, hub.hubOrgUnitId, body));
  registerEndpoint(app, deleteAdminHubZone, ({ user, hub, params }) => admin.removeZone(user, hub.hubOrgUnitId, params.zoneId));

  registerEndpoint(app, getAdminHubTmsLinks, ({ hub }) => admin.tmsLinks(hub.hubOrgUnitId));
  registerEndpoint(app, putAdminHubTmsLinks, ({ user, hub, body }) => admin.setTmsLinks(user, hub.hubOrgUnitId, body.links));
  registerEndpoint(app, deleteAdminHubTmsLinks, ({ user, hub }) => admin.resetTmsLinks(user, hub.hubOrgUnitId));
};
