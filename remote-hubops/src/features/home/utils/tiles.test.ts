import { PILOT_FEATURES, roleFlags, type PilotFeature } from '@hub/shared/contracts';
import { HUB_TILES, tileHref, visibleTiles } from './tiles';

const ALWAYS = [
  'Inward Items',
  'Quality check',
  'Dispatch items',
  'Tote management',
  'Zone movement',
  'Tote Segregation Setup',
  'Zone visibility',
  'TMS Inward',
  'Close Runsheet',
];
const names = (pilots: readonly PilotFeature[], roles: string[]) => visibleTiles(pilots, roleFlags(roles)).map((t) => t.label);

describe('Hub Ops tiles', () => {
  it('has the 14 tiles of the spec in menu order with their paths', () => {
    expect(HUB_TILES.map((t) => `${t.order} ${t.label} ${t.path}`)).toEqual([
      '1 Inward Items inward',
      '2 Tote In-scan toteInscan',
      '3 Zone Tote Merging toteMerging',
      '4 Quality check qualityCheck',
      '5 Dispatch items dispatch',
      '6 Mark OFD markOfd',
      '7 Tote management toteManagement',
      '8 Zone movement zoneMovement',
      '9 Tote Segregation Setup segregationSetup',
      '10 Zone visibility zonesVisiblity',
      '11 TMS Inward tmsInward',
      '12 Close Runsheet closeRunsheet',
      '13 Route Batch Management routeBatchMgt',
      '14 Generate LM Manifest lm-generation',
    ]);
  });

  it('shows only the always-on tiles for a hub with no pilot, whatever the role', () => {
    for (const role of ['hubManager', 'admin', 'routingExecutive', 'hubExecutive']) expect(names([], [role])).toEqual(ALWAYS);
  });

  it('shows all 14 tiles for a hub with every pilot and a hub manager', () => {
    expect(names(PILOT_FEATURES, ['hubManager'])).toHaveLength(14);
  });

  it.each([
    ['TOTE_IN_SCAN', 'Tote In-scan'],
    ['TOTE_MERGING', 'Zone Tote Merging'],
    ['CONTINUOUS_DISPATCH_ENABLED_HUBS', 'Mark OFD'],
  ] as const)('shows the %s tile only with its pilot', (pilot, tile) => {
    expect(names([pilot], ['hubExecutive'])).toContain(tile);
    expect(
      names(
        PILOT_FEATURES.filter((p) => p !== pilot),
        ['hubExecutive'],
      ),
    ).not.toContain(tile);
  });

  it('never shows a tile for DISPATCH_SHORTFALL alone', () => {
    expect(names(['DISPATCH_SHORTFALL'], ['hubManager'])).toEqual(ALWAYS);
  });

  it.each([['hubManager'], ['routingExecutive'], ['supportTeam'], ['admin']])(
    'shows Route Batch Management and Generate LM Manifest to %s when route batching is on',
    (role) => {
      const shown = names(['DOUBLE_DISPATCH'], [role]);
      expect(shown).toContain('Route Batch Management');
      expect(shown).toContain('Generate LM Manifest');
    },
  );

  it.each([['hubExecutive'], ['hubPsvManager'], ['hubPsvExecutive']])('hides the route batch tiles from %s even with route batching on', (role) => {
    const shown = names(PILOT_FEATURES, [role]);
    expect(shown).not.toContain('Route Batch Management');
    expect(shown).not.toContain('Generate LM Manifest');
  });

  it('hides the route batch tiles from a hub manager when route batching is off', () => {
    expect(names(['TOTE_IN_SCAN', 'TOTE_MERGING', 'CONTINUOUS_DISPATCH_ENABLED_HUBS', 'DISPATCH_SHORTFALL'], ['hubManager'])).not.toContain(
      'Route Batch Management',
    );
  });

  it('shows Tote In-scan and keeps dispatch for Pune (TOTE_IN_SCAN, DISPATCH_SHORTFALL)', () => {
    expect(names(['TOTE_IN_SCAN', 'DISPATCH_SHORTFALL'], ['hubManager'])).toEqual(['Inward Items', 'Tote In-scan', ...ALWAYS.slice(1)]);
  });

  it("gives a v2 screen to exactly the spec's v2 flows: inward, zone movement, segregation setup", () => {
    expect(HUB_TILES.filter((t) => t.v2).map((t) => t.path)).toEqual(['inward', 'zoneMovement', 'segregationSetup']);
  });

  it('links the v2 flows to /v2/hubs/{hubId}/… from the v2 home and every other tile to its /hubs/{hubId}/… screen', () => {
    const tile = (path: string) => HUB_TILES.find((t) => t.path === path)!;
    const href = (path: string, v2: boolean) => tileHref(tile(path), 'HUB-BLR-01', v2);
    expect(href('inward', true)).toBe('/v2/hubs/HUB-BLR-01/inward');
    expect(href('zoneMovement', true)).toBe('/v2/hubs/HUB-BLR-01/zoneMovement');
    expect(href('segregationSetup', true)).toBe('/v2/hubs/HUB-BLR-01/segregationSetup');
    expect(href('qualityCheck', true)).toBe('/hubs/HUB-BLR-01/qualityCheck');
    expect(href('zonesVisiblity', true)).toBe('/hubs/HUB-BLR-01/zonesVisiblity');
    expect(href('inward', false)).toBe('/hubs/HUB-BLR-01/inward');
    expect(tileHref(HUB_TILES[0]!, 'HUB 1/A', true)).toBe('/v2/hubs/HUB%201%2FA/inward');
  });
});
