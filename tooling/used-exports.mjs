// Which exports of each shared library the whole workspace uses: the list every build keeps when it tree-shakes a
// shared singleton (docs/adr/002-federation.md). Host and remotes compute the same union from the same sources, so
// the one copy the host provides has every export any remote asks for.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const rootDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const SOURCE_DIRS = [
  'host',
  'tooling',
  'shared',
  'remote-hubops',
  'remote-totes',
  'remote-runsheet',
  'remote-field-exec',
  'remote-venus',
  'remote-org-support',
  'remote-admin',
];
const SKIP = new Set(['node_modules', 'dist', 'coverage', 'test-results']);

/**
 * @param {string} dir
 * @returns {Generator<string>}
 */
function* sourceFiles(dir) {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    // Tests never ship, so what only they import does not count.
    else if (/\.(tsx?|jsx?|mjs)$/.test(entry.name) && !/\.(test|spec)\.[jt]sx?$/.test(entry.name)) yield full;
  }
}

/** @param {string} s */
const escape = (s) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * Named value imports (and re-exports) of `pkg` across the workspace, sorted; null when some file takes the whole
 * module (namespace import, default import, `export *`), which rules tree shaking out for that library.
 * @param {string} pkg
 * @param {string[]} [dirs]
 * @param {string[]} [extraDirs]
 * @returns {string[] | null}
 */
export function workspaceUsedExports(pkg, dirs = SOURCE_DIRS.map((d) => path.join(rootDir, d)), extraDirs = []) {
  const from = `['"]${escape(pkg)}['"]`;
  const named = new RegExp(`(?:import|export)\\s+(type\\s+)?\\{([^}]*)\\}\\s*from\\s*${from}`, 'g');
  const whole = new RegExp(
    `import\\s+(?!type\\b)(?:\\*\\s+as\\s+\\w+|\\w+\\s*(?:,|from))[^;]*?${from}|export\\s+\\*\\s+from\\s*${from}|import\\(\\s*${from}\\s*\\)`,
    'g',
  );
  /** @type {Set<string>} */
  const used = new Set();
  for (const dir of [...dirs, ...extraDirs]) {
    for (const file of sourceFiles(dir)) {
      const src = fs.readFileSync(file, 'utf8');
      if (!src.includes(pkg)) continue;
      if (whole.test(src)) return null;
      whole.lastIndex = 0;
      for (const m of src.matchAll(named)) {
        if (m[1]) continue; // `import type { ... }` is erased
        for (const part of (m[2] ?? '').split(',')) {
          const spec = part.trim();
          if (!spec || spec.startsWith('type ')) continue;
          used.add((spec.split(/\s+as\s+/)[0] ?? spec).trim());
        }
      }
    }
  }
  return [...used].sort();
}

/**
 * The members of zod's `z` namespace the workspace reads (`z.object`, `z.string`, ...), for the zod facade: shared as a
 * whole library, zod's `z` would keep every schema kind and helper (+21 kB brotli on the shell's start); read member
 * by member, tree shaking keeps only those. Type-only names (`z.infer`) are dropped by the caller, which knows zod's
 * runtime exports. Null when a file uses `z` other than as `z.<name>` (passes it on, indexes it), which needs it whole.
 * @param {string[]} [dirs]
 * @returns {string[] | null}
 */
export function workspaceZodMembers(dirs = SOURCE_DIRS.map((d) => path.join(rootDir, d))) {
  const importsZ = /import\s+\{\s*z\s*\}\s*from\s*['"]zod['"]/;
  /** @type {Set<string>} */
  const members = new Set();
  for (const dir of dirs) {
    for (const file of sourceFiles(dir)) {
      const src = fs.readFileSync(file, 'utf8');
      if (!importsZ.test(src)) continue;
      // Every `z` that is not the import itself must be followed by `.name`.
      const body = src.replace(importsZ, '');
      for (const m of body.matchAll(/(?<![\w$.])z\b(?!\s*\.\s*[A-Za-z_$])/g)) {
        const line = body.slice(body.lastIndexOf('\n', m.index) + 1, body.indexOf('\n', m.index));
        if (!/^\s*(?:\/\/|\*|\/\*)/.test(line)) return null;
      }
      for (const [, member] of body.matchAll(/(?<![\w$.])z\s*\.\s*([A-Za-z_$][\w$]*)/g)) if (member) members.add(member);
    }
  }
  return [...members].sort();
}
