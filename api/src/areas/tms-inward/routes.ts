import { type FastifyPluginAsync } from 'fastify';
import { getTmsInwardLinks } from '@hub/shared/contracts';
import { type AppConfig } from '../../config';
import { registerEndpoint } from '../../lib/endpoint-route';
import { createTmsInwardService } from './service';

/** TMS inward links (001 §2): the page's external links, the hub's own or the server's configured default. */
export const tmsInwardRoutes: FastifyPluginAsync<{ config: AppConfig }> = async (app, opts) => {
  const tms = createTmsInwardService(app, opts.config);
  registerEndpoint(app, getTmsInwardLinks, async ({ hub }) => tms.links(hub.hubOrgUnitId));
};
