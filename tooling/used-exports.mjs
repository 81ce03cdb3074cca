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
];
const SKIP = new Set(['node_modules', 'dist', 'coverage', 'test-results']);

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

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * Named value imports (and re-exports) of `pkg` across the workspace, sorted; null when some file takes the whole
 * module (namespace import, default import, `export *`), which rules tree shaking out for that library.
 */
export function workspaceUsedExports(pkg, dirs = SOURCE_DIRS.map((d) => path.join(rootDir, d)), extraDirs = []) {
  const from = `['"]${escape(pkg)}['"]`;
  const named = new RegExp(`(?:import|export)\\s+(type\\s+)?\\{([^}]*)\\}\\s*from\\s*${from}`, 'g');
  const whole = new RegExp(
    `import\\s+(?!type\\b)(?:\\*\\s+as\\s+\\w+|\\w+\\s*(?:,|from))[^;]*?${from}|export\\s+\\*\\s+from\\s*${from}|import\\(\\s*${from}\\s*\\)`,
    'g',
  );
  const used = new Set();
  for (const dir of [...dirs, ...extraDirs]) {
    for (const file of sourceFiles(dir)) {
      const src = fs.readFileSync(file, 'utf8');
      if (!src.includes(pkg)) continue;
      if (whole.test(src)) return null;
      whole.lastIndex = 0;
      for (const m of src.matchAll(named)) {
        if (m[1]) continue; // `import type { ... }` is erased
        for (const part of m[2].split(',')) {
          const spec = part.trim();
          if (!spec || spec.startsWith('type ')) continue;
          used.add(spec.split(/\s+as\s+/)[0].trim());
        }
      }
    }
  }
  return [...used].sort();
}
