import { z } from 'zod';
import { TEXT_MAX } from '../common/limits';

/** GET /files/{fileId}: an uploaded file (FE identity-proof images); the body is the file itself. */
export const fileIdParamsSchema = z.object({ fileId: z.string().min(1, 'File id is required').max(TEXT_MAX.id, 'File id must be at most 64 characters') });

/** Kinds of generated demo images (product pictures, proof-of-delivery and alert proof photos). */
export const MEDIA_KINDS = ['sku', 'pod', 'proof'] as const;

/** GET /media/{kind}/{name}.svg: a generated placeholder image for the demo world. */
export const mediaParamsSchema = z.object({
  kind: z.enum(MEDIA_KINDS),
  name: z.string().regex(/^[A-Za-z0-9-]{1,60}\.svg$/, 'Image name must look like ABC-123.svg'),
});
