import { searchHubs } from './hub-search';

const hubs = [
  { hubOrgUnitId: 'HUB-BLR-01', hubName: 'Bengaluru Central Hub' },
  { hubOrgUnitId: 'HUB-HYD-02', hubName: 'Hyderabad East Hub' },
  { hubOrgUnitId: 'HUB-PUN-03', hubName: 'Pune West Hub' },
];
const ids = (q: string) => searchHubs(hubs, q).map((h) => h.hubOrgUnitId);

describe('hub search', () => {
  it('matches the name case-insensitively', () => {
    expect(ids('hyderabad')).toEqual(['HUB-HYD-02']);
    expect(ids('WEST')).toEqual(['HUB-PUN-03']);
  });

  it('matches the id case-insensitively', () => {
    expect(ids('hub-blr')).toEqual(['HUB-BLR-01']);
    expect(ids('03')).toEqual(['HUB-PUN-03']);
  });

  it('lists every hub for an empty search and none for a miss', () => {
    expect(ids('  ')).toHaveLength(3);
    expect(ids('chennai')).toEqual([]);
  });
});
