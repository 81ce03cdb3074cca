import { defineEndpoint } from '../endpoint';
import { fileIdParamsSchema } from './files';

/**
 * GET /files/{fileId}: an uploaded file's bytes (signed-in users only; shown by URL, not called as JSON): FE
 * identity-proof images, and the product, proof-of-delivery and alert-proof photos the data carries.
 */
export const getFile = defineEndpoint({
  name: 'getFile',
  method: 'GET',
  path: '/files/:fileId',
  area: 'files',
  summary: 'An uploaded file (identity-proof images, product, proof-of-delivery and alert-proof photos)',
  access: 'session',
  params: fileIdParamsSchema,
  errors: [404],
});
