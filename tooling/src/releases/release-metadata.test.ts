import { publicSharedKeys } from '../../release-metadata.mjs';
import { isGuarded } from '../../singleton-guard.mjs';

describe('build-info.json shows no build machine paths', () => {
  it('turns file-path share keys into package-relative ones the singleton guard does not mistake for packages', () => {
    const shared = {
      react: { version: '19.3.1' },
      '/build/x/node_modules/.pnpm/@mantine+core@9.7.3_abc/node_modules/@mantine/core/esm/core/MantineProvider/Mantine.context.mjs': { version: '9.7.3' },
      '/build/x/shared/src/hooks/session-store.ts': { version: '0.1.0' },
    };
    expect(publicSharedKeys(shared, '/build/x')).toEqual({
      react: { version: '19.3.1' },
      'module:@mantine/core/esm/core/MantineProvider/Mantine.context.mjs': { version: '9.7.3' },
      'module:shared/src/hooks/session-store.ts': { version: '0.1.0' },
    });
    expect(isGuarded('module:@mantine/core/esm/core/MantineProvider/Mantine.context.mjs')).toBe(false);
    expect(isGuarded('@mantine/core')).toBe(true);
  });
});
