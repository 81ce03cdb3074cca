import zlib from 'node:zlib';
import { type FastifyReply, type FastifyRequest } from 'fastify';

/** Documents composed per request smaller than this go as they are. */
const COMPRESS_MIN_BYTES = 512;

/**
 * The encoding of a document composed per request: brotli when accepted, else gzip, else none (q=0 refuses one;
 * `*` stands for any not named).
 */
export function negotiateEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const q = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [token, ...params] = part.trim().split(';');
    if (!token) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    q.set(token.trim(), qParam ? Number(qParam.slice(2)) || 0 : 1);
  }
  const accepts = (enc: string) => (q.get(enc) ?? q.get('*') ?? 0) > 0;
  return accepts('br') ? 'br' : accepts('gzip') ? 'gzip' : null;
}

/** Sends a document composed for this request, compressed the way the browser accepts (it is small: fast settings). */
export function sendComposed(request: FastifyRequest, reply: FastifyReply, body: string, type: string) {
  void reply.header('cache-control', 'no-cache').header('vary', 'Accept-Encoding').type(type);
  const encoding = Buffer.byteLength(body) >= COMPRESS_MIN_BYTES ? negotiateEncoding(request.headers['accept-encoding']) : null;
  if (!encoding) return reply.send(body);
  const encoded =
    encoding === 'br'
      ? zlib.brotliCompressSync(body, {
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT },
        })
      : zlib.gzipSync(body, { level: 6 });
  return reply.header('content-encoding', encoding).send(encoded);
}
