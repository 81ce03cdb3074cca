import { defineEndpoint } from '../endpoint';
import { fileIdParamsSchema } from './files';

/**
 * GET /files/{fileId}: an uploaded file's bytes (signed-in users only; shown by URL, not called as JSON): FE
 * identity-proof images, and the product, proof-of-delivery and alert-proof photos the data carries. Readable by its
 * uploader, or by who may see what it is attached to: an FE's documents by a hub manager of one of the FE's hubs (any
 * hub manager while the FE is in no hub); the seeded sample photos by every signed-in user (docs/areas/platform.md).
 */
export const getFile = defineEndpoint({
  name: 'getFile',
  method: 'GET',
  path: '/files/:fileId',
  area: 'files',
  summary: 'An uploaded file (identity-proof images, product, proof-of-delivery and alert-proof photos)',
  access: 'session',
  // The hubs of what the file is attached to (an FE's active hubs); none for an unattached file or a sample photo.
  hub: { in: 'path', key: 'fileId', entity: 'file' },
  params: fileIdParamsSchema,
  errors: [403, 404],
});
