import { type FastifyPluginAsync } from 'fastify';
import { type FileStorage, fileStoragePlugin } from '../../plugins/app/file-storage';
import { feHubRoutes } from './fe-hub-routes';
import { feRoutes } from './fe-routes';
import { uploadRoutes } from './upload-routes';

/**
 * Field executives (spec 001 §7): list, read, identifier search, onboard, edit, deactivate, image upload and
 * serving, and hub assignment. See api/README.md "Field executives".
 */
export const fieldExecutiveRoutes: FastifyPluginAsync<{ storage?: FileStorage }> = async (app, opts) => {
  if (!app.hasDecorator('fileStorage')) await app.register(fileStoragePlugin, { storage: opts.storage });
  await app.register(feRoutes);
  await app.register(feHubRoutes);
  // Its own scope: it swaps the body parsers for a raw stream.
  await app.register(uploadRoutes);
};
