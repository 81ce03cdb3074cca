import { z } from 'zod';
import { TEXT_MAX } from '../common/limits';

/** GET /files/{fileId}: an uploaded file (FE identity-proof images, the demo world's sample photos); the body is the file itself. */
export const fileIdParamsSchema = z.object({ fileId: z.string().min(1, 'File id is required').max(TEXT_MAX.id, 'File id must be at most 64 characters') });
