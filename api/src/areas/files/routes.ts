import { type FastifyPluginAsync } from 'fastify';
import { getFile } from '@hub/shared/contracts';
import { registerEndpoint } from '../../lib/endpoint-route';
import { registerFileHubLookup } from './hub-lookup';
import { createFileService } from './service';

/** Uploaded files (bytes from the configured FileStorage, signed-in users only): users' uploads and the seeded sample photos. */
export const fileRoutes: FastifyPluginAsync = async (app) => {
  const files = createFileService(app);
  registerFileHubLookup(app);

  registerEndpoint(app, getFile, async ({ params, user, reply }) => {
    const file = await files.file(params.fileId, user);
    // Session-only: a shared cache must not keep it (private); the browser may for an hour. An FE's PAN card or
    // address proof is kept by no cache at all: hub devices are shared (docs/areas/field-executives.md).
    return reply
      .type(file.contentType)
      .header('cache-control', file.identityDocument ? 'no-store' : 'private, max-age=3600')
      .header('content-disposition', `inline; filename="${file.fileName}"`)
      .header('x-content-type-options', 'nosniff')
      .send(file.data);
  });
};
