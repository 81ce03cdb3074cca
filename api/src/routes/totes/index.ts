import { type FastifyPluginAsync } from 'fastify';
import { getToteSummary } from '@hub/shared/contracts';
import { registerEndpoint } from '../../lib/endpoint-route';
import { assetRoutes } from './asset-routes';
import { psvRoutes } from './psv-routes';
import { segregationRoutes } from './segregation-routes';
import { transferRoutes } from './transfer-routes';

const summaryRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoint(app, getToteSummary, async ({ request }) => app.repos.totes.summary(app.db, request.hub!.hubOrgUnitId));
};

/**
 * Tote management and segregation setup (spec 001 §7): summary, PSV, troubleshoot, troubleshoot issues, receive,
 * send, and zone tags. See api/README.md "Tote management".
 */
export const toteRoutes: FastifyPluginAsync = async (app) => {
  await app.register(summaryRoutes);
  await app.register(psvRoutes);
  await app.register(assetRoutes);
  await app.register(transferRoutes);
  await app.register(segregationRoutes);
};
