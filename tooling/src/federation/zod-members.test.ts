/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkSharedExports } from '../../singleton-guard.mjs';
import { workspaceZodMembers } from '../../used-exports.mjs';

function workspace(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zod-members-'));
  for (const [name, body] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), body);
  return dir;
}

describe("zod's facade: the members of z the workspace reads", () => {
  it('lists every z.<member> read in files that import z, once and sorted', () => {
    const dir = workspace({
      'a.ts': "import { z } from 'zod';\nexport const a = z.object({ id: z.string().max(40), n: z.number() });\nexport type A = z.infer<typeof a>;\n",
      'b.ts': "import { z } from 'zod';\n// z is read member by member\nexport const b = z.array(z.enum(['X', 'Y']));\n",
      // A file that does not import z (a local variable named z) does not count.
      'c.ts': 'const z = { union: 1 };\nexport const c = z.union;\n',
      'd.test.ts': "import { z } from 'zod';\nexport const d = z.union([z.string(), z.number()]);\n",
    });
    // Type-only names (infer) are kept here; the build drops what zod does not export at run time. Tests never ship.
    expect(workspaceZodMembers([dir])).toEqual(['array', 'enum', 'infer', 'number', 'object', 'string']);
  });

  it('gives up (null: share zod whole) when a file uses z other than as z.<member>', () => {
    const dir = workspace({
      'a.ts': "import { z } from 'zod';\nexport const a = z.string();\n",
      'b.ts': "import { z } from 'zod';\nexport const kinds = (name: 'string' | 'number') => z[name]();\n",
    });
    expect(workspaceZodMembers([dir])).toBeNull();
  });

  it('the release guard refuses a remote that reads a member of z the live host leaves out', () => {
    expect(checkSharedExports({ zod: ['z.object', 'z.union'] }, { zod: ['z.object', 'z.string'] })).toEqual([
      'zod: needs z.union, which the host does not provide (rebuild and deploy the host first)',
    ]);
    expect(checkSharedExports({ zod: ['z.object'] }, { zod: ['z.object', 'z.string'] })).toEqual([]);
  });
});
