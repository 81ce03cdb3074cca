import fs from 'node:fs';
import path from 'node:path';

// Every text once (docs/adr/012 §4): a text two areas show is written in COMMON_MESSAGES (or VALIDATION_MESSAGES)
// and named from there. Read from the sources, since at run time a copy and a reference are the same string.

const contractsDir = path.join(__dirname, '..');
/** Keys of an endpoint contract, whose values repeat by design (GET, 'session', a pilot's name). */
const CONTRACT_KEYS = new Set(['method', 'path', 'access', 'area', 'pilot', 'summary', 'description']);

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const file = path.join(dir, e.name);
    if (e.isDirectory()) return sources(file);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [file] : [];
  });
}

/** Every `key: 'text',` line of the contracts' sources, by text. */
function literalTexts(): Map<string, string[]> {
  const texts = new Map<string, string[]>();
  for (const file of sources(contractsDir)) {
    fs.readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, i) => {
        const m = /^\s+(\w+): '([^']+)',?\s*$/.exec(line);
        if (!m || CONTRACT_KEYS.has(m[1]!)) return;
        texts.set(m[2]!, [...(texts.get(m[2]!) ?? []), `${path.relative(contractsDir, file)}:${i + 1}`]);
      });
  }
  return texts;
}

it('writes every text of the contracts once', () => {
  const copies = [...literalTexts()].filter(([, places]) => places.length > 1);
  expect(copies).toEqual([]);
});
