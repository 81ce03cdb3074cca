import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { precacheManifest } from '../../service-worker.mjs';

describe('service worker precache list (tooling/service-worker.mjs)', () => {
  it('lists the shell’s scripts, styles, icons and manifest: fingerprinted files by URL, others with a content revision; never documents or sw.js', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hub-sw-'));
    const write = (f: string, body = 'x') => {
      fs.mkdirSync(path.dirname(path.join(dir, f)), { recursive: true });
      fs.writeFileSync(path.join(dir, f), body);
    };
    for (const f of ['main.0a1b2c3d.js', '217.80397cb5.css', 'index.html', 'boot-assets.json', 'sw.js', 'main.0a1b2c3d.js.br', 'main.0a1b2c3d.js.gz']) write(f);
    write('manifest.webmanifest', '{"name":"Hub Console"}');
    write('icons/icon-192.png', 'png');
    const list = precacheManifest(dir);
    expect(list.map((e) => e.url)).toEqual(['217.80397cb5.css', 'icons/icon-192.png', 'main.0a1b2c3d.js', 'manifest.webmanifest']);
    expect(list.find((e) => e.url === 'main.0a1b2c3d.js')!.revision).toBeNull();
    const rev = list.find((e) => e.url === 'manifest.webmanifest')!.revision;
    expect(rev).toMatch(/^[0-9a-f]{32}$/);
    write('manifest.webmanifest', '{"name":"Hub Console 2"}');
    expect(precacheManifest(dir).find((e) => e.url === 'manifest.webmanifest')!.revision).not.toBe(rev);
  });
});
