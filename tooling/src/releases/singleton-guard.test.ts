/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { hostCssOf } from '../../boot-assets.mjs';
import { assertCompatible, checkHostCss, checkSharedExports, checkSingletonRanges, guardRemoteBuild } from '../../singleton-guard.mjs';

describe('singleton guard', () => {
  it('fails a remote that asks for a range of a shared singleton the host does not satisfy', () => {
    const problems = checkSingletonRanges(
      { react: '^18.2.0', '@mantine/core': '9.7.3', zustand: '^5.1.0', dayjs: '^2.0.0', '@hub/shared': false },
      { react: '19.3.1', '@mantine/core': '9.7.3', zustand: '5.1.0', dayjs: '1.11.23', '@hub/shared': '0.1.0' },
    );
    // dayjs is shared but not a guarded singleton; @hub/shared is guarded by its exports, not a range.
    expect(problems).toEqual(['react: requires ^18.2.0 but the host provides 19.3.1']);
    expect(() => assertCompatible('hubops', problems)).toThrow(
      'Singleton guard: hubops is not compatible with the host:\n  - react: requires ^18.2.0 but the host provides 19.3.1',
    );
  });

  it('fails a singleton the host does not provide, and a range that is not a range', () => {
    expect(checkSingletonRanges({ '@mantine/dates': '9.7.3', 'react-router-dom': 'banana' }, { 'react-router-dom': '7.18.5' })).toEqual([
      '@mantine/dates: the host does not provide this shared singleton',
      'react-router-dom: "banana" is not a valid version range',
    ]);
  });

  it('passes ranges the host satisfies', () => {
    expect(checkSingletonRanges({ react: '^19.3.1', '@tanstack/react-query': '^5.108.0' }, { react: '19.3.1', '@tanstack/react-query': '5.108.0' })).toEqual(
      [],
    );
  });

  it('fails a remote needing a facade export the host does not provide', () => {
    expect(checkSharedExports({ '@mantine/core': ['Button', 'Spoiler'], zustand: ['create'] }, { '@mantine/core': ['Button'] })).toEqual([
      '@mantine/core: needs Spoiler, which the host does not provide (rebuild and deploy the host first)',
    ]);
  });

  it('fails a remote whose Mantine stylesheets were left to a host that no longer loads them at start', () => {
    expect(checkHostCss(['Button', 'Loader', 'Text'], ['Button', 'Text', 'Title'])).toEqual([
      'Mantine Loader styles: left to the host, which no longer loads them at start (rebuild the remote against this host)',
    ]);
    expect(checkHostCss(['Button'], ['Button', 'Loader'])).toEqual([]);
  });

  it('a remote build records the Mantine components it includes without their stylesheet (the host’s)', () => {
    const mod = (id: string) => ({ identifier: id });
    const core = '/n/node_modules/@mantine/core';
    const stats = {
      chunks: [
        { modules: [mod(`${core}/esm/components/Button/Button.module.mjs`), mod(`${core}/esm/components/Tabs/Tabs.module.mjs`)] },
        {
          modules: [
            {
              identifier: 'concatenated',
              modules: [mod(`javascript/esm|${core}/esm/components/Loader/Loader.mjs|5adca2d03a2ea09a`), mod(`${core}/styles/Tabs.css`)],
            },
          ],
        },
      ],
    };
    // Button and Loader are the host's (skipped and included); Tabs carries its own; Title is skipped but not used.
    expect(hostCssOf(stats, ['Title', 'Loader', 'Button'])).toEqual(['Button', 'Loader']);
  });

  it('stops a remote build checked against a built host with an older React', () => {
    const host = fs.mkdtempSync(path.join(os.tmpdir(), 'guard-host-'));
    fs.writeFileSync(path.join(host, 'build-info.json'), JSON.stringify({ name: 'host', shared: { react: { version: '18.3.1' } } }));
    process.env.HUB_GUARD_HOST = host;
    try {
      expect(() =>
        guardRemoteBuild({ pkgDir: '/x/remote-hubops', rootDir: '/x', name: 'hubops', shared: { react: { requiredVersion: '^19.3.1' } }, exportLists: {} }),
      ).toThrow(
        /hubops \(remote-hubops, checked against .*guard-host-.*\) is not compatible with the host:\n  - react: requires \^19\.3\.1 but the host provides 18\.3\.1/,
      );
    } finally {
      delete process.env.HUB_GUARD_HOST;
      fs.rmSync(host, { recursive: true, force: true });
    }
  });
});
