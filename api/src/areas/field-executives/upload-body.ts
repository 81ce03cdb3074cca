import { type Readable } from 'node:stream';
import { type FastifyReply, type FastifyRequest } from 'fastify';
import { FE_MESSAGES, FE_UPLOAD_MAX_BYTES } from '@hub/shared/contracts';
import { badRequest } from '../../lib/http-error';
import { tooLarge } from './helpers';

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

/** The rest of a refused body is not read: HTTP/1.1 closes the connection (HTTP/2 resets just the stream itself). */
const closeAfter = (request: FastifyRequest, reply: FastifyReply) => {
  if (request.raw.httpVersionMajor !== 2) void reply.header('connection', 'close');
};

/**
 * The raw bytes of an upload (what only HTTP knows: the declared length, the stream, the connection): 413 past
 * FE_UPLOAD_MAX_BYTES, declared or read, 400 without a body. What the bytes must be is the service's rule.
 */
export async function readUploadBody(request: FastifyRequest, reply: FastifyReply): Promise<Buffer> {
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
  return data;
}
