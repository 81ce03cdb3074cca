import { type FastifyPluginAsync } from 'fastify';
import { feHubRoutes } from './fe-hub-routes';
import { feRoutes } from './fe-routes';
import { uploadRoutes } from './upload-routes';

/**
 * Field executives (spec 001 §7): list, read, identifier search, onboard, edit, deactivate, image upload (served
 * by GET /files/{fileId}), and hub assignment. See api/README.md "Field executives".
 */
export const fieldExecutiveRoutes: FastifyPluginAsync = async (app) => {
  await app.register(feRoutes);
  await app.register(feHubRoutes);
  // Its own scope: it swaps the body parsers for a raw stream.
  await app.register(uploadRoutes);
};
