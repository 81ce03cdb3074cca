// Precompression of a built directory: every text asset gets a brotli (.br) and a gzip (.gz) sibling, made once at
// build time at the highest settings, so the server sends bytes as they are (no per-request compression of static
// files). @fastify/static's `preCompressed` picks the sibling the browser accepts (edge/src/plugin.ts).
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

/** Text assets worth compressing (fonts and images are compressed already). */
export const COMPRESSIBLE = /\.(?:js|mjs|css|html|json|svg|txt|map|webmanifest|xml)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 256;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Every file under dir (recursively).
 * @param {string} dir
 * @returns {string[]}
 */
function walk(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}

/**
 * Writes <file>.br and <file>.gz beside each compressible file of dir (a stale sibling is replaced; a sibling that
 * would not be smaller is not written, so the server sends the original). Returns raw and brotli byte totals.
 * @param {string} dir
 */
export async function precompressDir(dir) {
  const files = walk(dir).filter((f) => COMPRESSIBLE.test(f));
  let raw = 0;
  let br = 0;
  // zlib's async calls run on libuv's thread pool: a few at a time keep the cores busy without flooding memory.
  const queue = [...files];
  const worker = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      const body = fs.readFileSync(file);
      raw += body.length;
      for (const ext of ['.br', '.gz']) fs.rmSync(file + ext, { force: true });
      if (body.length < MIN_BYTES) {
        br += body.length;
        continue;
      }
      const [b, g] = await Promise.all([
        brotli(body, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
        gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
      ]);
      if (b.length < body.length) fs.writeFileSync(`${file}.br`, b);
      if (g.length < body.length) fs.writeFileSync(`${file}.gz`, g);
      br += Math.min(b.length, body.length);
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return { files: files.length, raw, br };
}

/** rspack plugin: precompresses the output directory once the build has written it (production builds). */
export function precompressPlugin() {
  return {
    /** @param {any} compiler */
    apply(compiler) {
      compiler.hooks.afterEmit.tapPromise('HubPrecompress', async () => {
        await precompressDir(compiler.options.output.path);
      });
    },
  };
}
