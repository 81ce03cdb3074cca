import { type FastifyPluginAsync } from 'fastify';
import { getTmsInwardLinks } from '@hub/shared/contracts';
import { type AppConfig } from '../../../config';
import { registerEndpoint } from '../../../lib/endpoint-route';

/**
 * TMS inward links (001 §2): the four external links of the page. Their labels and targets are not in the spec, so they
 * come from the server's configuration (TMS_INWARD_LINKS / TMS_BASE_URL), with `{hubId}` filled in for the page's hub.
 */
export const tmsInwardRoutes: FastifyPluginAsync<{ config: AppConfig }> = async (app, opts) => {
  registerEndpoint(app, getTmsInwardLinks, async ({ request }) => {
    const hubId = encodeURIComponent(request.hub!.hubOrgUnitId);
    return { links: opts.config.tmsInwardLinks.map((l) => ({ label: l.label, url: l.url.replaceAll('{hubId}', hubId) })) };
  });
};
