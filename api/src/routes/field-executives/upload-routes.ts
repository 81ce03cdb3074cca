import crypto from 'node:crypto';
import { type Readable } from 'node:stream';
import { type FastifyPluginAsync, type FastifyReply, type FastifyRequest } from 'fastify';
import { FE_MESSAGES, FE_UPLOAD_MAX_BYTES, uploadFieldExecutiveFile } from '@hub/shared/contracts';
import { registerEndpoint } from '../../lib/endpoint-route';
import { badRequest } from '../../lib/http-error';
import { fileUrl, tooLarge, unsupportedMedia } from './helpers';

/** Image types told apart by their first bytes; the name and the declared type are not trusted. */
const SIGNATURES: Array<{ type: string; bytes: number[] }> = [
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
];

/** The image type of `data` by its magic bytes, or null. */
export function sniffImageType(data: Buffer): string | null {
  return SIGNATURES.find((s) => data.length >= s.bytes.length && s.bytes.every((b, i) => data[i] === b))?.type ?? null;
}

/**
 * Reads the body up to `limit` bytes. Past the limit nothing more is kept: the rest is discarded while the 413 goes
 * out (the connection is closed after it), so an oversize upload never sits in memory.
 */
function readLimited(stream: Readable, limit: number): Promise<Buffer | 'too-large'> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let over = false;
    stream.on('data', (chunk: Buffer) => {
      if (over) return;
      size += chunk.length;
      if (size > limit) {
        over = true;
        chunks.length = 0;
        resolve('too-large');
        return;
      }
      chunks.push(chunk);
    });
    stream.on('end', () => !over && resolve(Buffer.concat(chunks)));
    stream.on('error', (err) => (over ? undefined : reject(err)));
  });
}

const PURPOSE_DEFAULT = 'OTHER';

/** Upload of FE images (raw body, png or jpeg by content, at most 2097152 bytes); GET /files/{fileId} serves them. */
export const uploadRoutes: FastifyPluginAsync = async (app) => {
  // Only this scope reads the body as a raw stream of any type; JSON routes elsewhere keep their parsers.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

  /** The rest of a refused body is not read: HTTP/1.1 closes the connection (HTTP/2 resets just the stream itself). */
  const closeAfter = (request: FastifyRequest, reply: FastifyReply) => {
    if (request.raw.httpVersionMajor !== 2) void reply.header('connection', 'close');
  };

  registerEndpoint(app, uploadFieldExecutiveFile, async ({ request, reply }) => {
    const declared = Number(request.headers['content-length']);
    if (Number.isFinite(declared) && declared > FE_UPLOAD_MAX_BYTES) {
      closeAfter(request, reply);
      throw tooLarge(FE_MESSAGES.tooLarge);
    }
    const body = request.body as unknown as Readable | undefined;
    if (!body || typeof (body as Readable).on !== 'function') throw badRequest(FE_MESSAGES.imageRequired);
    const data = await readLimited(body, FE_UPLOAD_MAX_BYTES);
    if (data === 'too-large') {
      closeAfter(request, reply);
      throw tooLarge(FE_MESSAGES.tooLarge);
    }
    if (data.length === 0) throw badRequest(FE_MESSAGES.imageRequired);
    const contentType = sniffImageType(data);
    if (!contentType) throw unsupportedMedia(FE_MESSAGES.imageRequired);

    // 192 random bits: the id in the URL is the capability, so it must not be guessable.
    const id = crypto.randomBytes(24).toString('base64url');
    const storageKey = crypto.randomBytes(24).toString('base64url');
    const fileName = (request.query.fileName || 'upload').slice(0, 255);
    // Quota and row in one transaction (a per-user lock inside): 80 parallel uploads cannot all pass the quota.
    await app.db.transaction(async (tx) => {
      await app.uploads.claimQuota(tx, request.user!.id, data.length);
      await app.repos.fieldExecutives.addUpload(tx, {
        id,
        ownerUserId: request.user!.id,
        purpose: request.query.purpose ?? PURPOSE_DEFAULT,
        fileName,
        contentType,
        sizeBytes: data.length,
        storageKey,
      });
    });
    try {
      await app.fileStorage.put(storageKey, data);
    } catch (err) {
      await app.repos.fieldExecutives.removeUpload(app.db, id);
      throw err;
    }
    return { data: fileUrl(id), message: 'File uploaded successfully', fileId: id };
  });
};
