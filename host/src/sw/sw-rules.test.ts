import { endsSession, isCachedApiPath, remoteFilesOf } from './sw-rules';

describe('service worker rules', () => {
  it('keeps copies of the hub flows’ reads only: never sign-in, the live stream, files, health or personal records', () => {
    for (const p of [
      '/logistics/api/sessionInfo',
      '/logistics/api/hub/hubNames',
      '/logistics/api/pilot/hub/HUB-BLR-01/enabled',
      '/logistics/api/hubOps/HUB-BLR-01/activity/SPA-1/zones',
      '/logistics/api/asset-v2/psv/HUB-BLR-01/pending',
      '/logistics/api/runsheet/HUB-BLR-01/active',
    ])
      expect(isCachedApiPath(p)).toBe(true);
    for (const p of [
      '/logistics/api/auth/providers',
      '/logistics/api/live/hubs/HUB-BLR-01',
      '/logistics/api/files/x',
      '/logistics/api/media/x',
      '/logistics/api/health',
      '/logistics/api/field-executives',
      '/logistics/api/venus/hubs',
      '/console/hubs',
    ])
      expect(isCachedApiPath(p)).toBe(false);
  });

  it('drops its copies of api answers on a 401 from the api (the session expired or ended), not on other answers', () => {
    expect(endsSession('/logistics/api/sessionInfo', 401)).toBe(true);
    expect(endsSession('/logistics/api/hubOps/HUB-BLR-01/activity/SPA-1/zones', 401)).toBe(true);
    for (const status of [200, 304, 403, 404, 500]) expect(endsSession('/logistics/api/sessionInfo', status)).toBe(false);
    // Another server's 401 under the mount says nothing about this session.
    expect(endsSession('/console/remotes/x/mf-manifest.json', 401)).toBe(false);
  });

  it('lists a remote’s entry and every chunk of its exposed module, resolved against the manifest (any mount, any release)', () => {
    const manifest = {
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [{ assets: { js: { sync: ['__federation_expose_remote.1.js'], async: ['736.2.js', '787.3.js'] }, css: { sync: ['1.css'], async: [] } } }],
    };
    expect(remoteFilesOf(manifest, 'http://h/staging/releases/hubops/1.4.2/mf-manifest.json')).toEqual({
      entry: 'http://h/staging/releases/hubops/1.4.2/remoteEntry.js',
      chunks: [
        'http://h/staging/releases/hubops/1.4.2/__federation_expose_remote.1.js',
        'http://h/staging/releases/hubops/1.4.2/736.2.js',
        'http://h/staging/releases/hubops/1.4.2/787.3.js',
        'http://h/staging/releases/hubops/1.4.2/1.css',
      ],
    });
    expect(remoteFilesOf(null, 'http://h/console/remotes/x/mf-manifest.json')).toEqual({ entry: null, chunks: [] });
  });
});
