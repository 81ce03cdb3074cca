import { type ResolvedRemote } from '../remotes/registry';
import { versionRule } from './platform-page';

const r = (over: Partial<ResolvedRemote>): ResolvedRemote => ({ name: 'hubops', entry: 'x', routes: [], rule: 'live', version: '1.1.0', ...over });
const canary = { version: '1.2.0', hubs: ['HUB-BLR-01', 'HUB-PUN-03'] };

describe('Settings -> Platform: which rule picked each remote’s version', () => {
  it('names the shell build, a live version, the canary of the page’s hub, and a QA pin', () => {
    expect(versionRule(r({ rule: 'shell', version: undefined }), { environment: 'prod' })).toBe('built with the shell (nothing promoted in prod)');
    expect(versionRule(r({}), { environment: 'prod' })).toBe('live in prod');
    expect(versionRule(r({ rule: 'canary', version: '1.2.0', canary, canaryLive: '1.1.0' }), { environment: 'prod', hub: 'HUB-BLR-01' })).toBe(
      'canary 1.2.0 for HUB-BLR-01, HUB-PUN-03: this tab works in HUB-BLR-01 (everyone else: 1.1.0)',
    );
    expect(versionRule(r({ canary }), { environment: 'prod', hub: 'HUB-HYD-02' })).toBe(
      'live in prod; canary 1.2.0 for HUB-BLR-01, HUB-PUN-03 (this tab works in HUB-HYD-02)',
    );
    expect(versionRule(r({ canary }), { environment: 'prod' })).toBe('live in prod; canary 1.2.0 for HUB-BLR-01, HUB-PUN-03 (no hub in this tab)');
    expect(versionRule(r({ pinned: true, version: '1.0.0', liveVersion: '1.1.0' }), { environment: 'staging' })).toBe('QA pin in this tab (live: 1.1.0)');
  });
});
