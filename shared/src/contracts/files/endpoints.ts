import { defineEndpoint } from '../endpoint';
import { fileIdParamsSchema, mediaParamsSchema } from './files';

/** GET /files/{fileId}: an uploaded file's bytes (signed-in users only; shown by URL, not called as JSON). */
export const getFile = defineEndpoint({
  name: 'getFile',
  method: 'GET',
  path: '/files/:fileId',
  area: 'files',
  summary: 'An uploaded file (identity-proof images)',
  access: 'session',
  params: fileIdParamsSchema,
  errors: [404],
});

/** GET /media/{kind}/{name}: a generated demo image (product, proof of delivery, alert proof). */
export const getMedia = defineEndpoint({
  name: 'getMedia',
  method: 'GET',
  path: '/media/:kind/:name',
  area: 'files',
  summary: 'A generated demo image (product, proof of delivery, alert proof)',
  access: 'session',
  params: mediaParamsSchema,
});
