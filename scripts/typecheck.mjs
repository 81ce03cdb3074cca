// pnpm typecheck: every package's tsconfig.json and tsconfig.scripts.json, checked by TypeScript's native compiler
// (typescript 7, installed as `typescript-native`), two projects at a time. TypeScript 5.9 stays the workspace's
// `typescript` for typescript-eslint and editors; the native compiler checks the same configurations some ten times
// faster (docs/adr/011-test-isolation.md section 6), which is what the test command's lanes wait on.
// `pnpm --filter <pkg> typecheck` still checks one package with its own `tsc` (5.9).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib.mjs';

const TSC = path.join(ROOT, 'node_modules', 'typescript-native', 'bin', 'tsc');
const CONCURRENCY = Number(process.env.TYPECHECK_CONCURRENCY ?? 2);

/** Every workspace package with a tsconfig.json, then the scripts' own project. */
function projects() {
  const dirs = fs
    .readdirSync(ROOT, { withFileTypes: true })
    .filter((d) => d.isDirectory() && fs.existsSync(path.join(ROOT, d.name, 'package.json')) && fs.existsSync(path.join(ROOT, d.name, 'tsconfig.json')))
    .map((d) => path.join(d.name, 'tsconfig.json'));
  return [...dirs.sort(), 'tsconfig.scripts.json'];
}

/**
 * Checks one project; resolves with its exit code and output (printed whole, so parallel projects never interleave).
 * @param {string} project
 * @returns {Promise<{ project: string, code: number, out: string, ms: number }>}
 */
function check(project) {
  const t0 = Date.now();
  return new Promise((resolve) => {
    const args = ['-p', project, ...(project === 'tsconfig.scripts.json' ? [] : ['--noEmit'])];
    const child = spawn(TSC, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('error', (err) => resolve({ project, code: 1, out: `${out}${err.message}\n`, ms: Date.now() - t0 }));
    child.on('close', (code) => resolve({ project, code: code ?? 1, out, ms: Date.now() - t0 }));
  });
}

if (!fs.existsSync(TSC)) {
  console.error(`✗ ${path.relative(ROOT, TSC)} is missing: run pnpm install`);
  process.exit(1);
}
const queue = projects();
/** @type {Array<Awaited<ReturnType<typeof check>>>} */
const results = [];
await Promise.all(
  Array.from({ length: CONCURRENCY }, async () => {
    for (let p = queue.shift(); p; p = queue.shift()) {
      const r = await check(p);
      console.log(`${r.code === 0 ? '✓' : '✗'} ${r.project} (${(r.ms / 1000).toFixed(1)} s)`);
      if (r.out.trim()) process.stdout.write(r.out);
      results.push(r);
    }
  }),
);
const failed = results.filter((r) => r.code !== 0);
if (failed.length) {
  console.error(`✗ type errors in ${failed.map((r) => r.project).join(', ')}`);
  process.exit(1);
}
console.log(`✓ ${results.length} projects type-check`);
