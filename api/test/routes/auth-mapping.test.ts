import { applyDirectoryGrants, claimAt, directoryValues, DIRECTORY_VALUES_MAX, grantsOf, mappedOf } from '../../src/areas/auth/directory-mapping';
import { loadConfig } from '../../src/config';

// The rules of directory mapping without a provider (docs/adr/014); auth-oidc and auth-ldap test them end to end.

const mappingOf = (json: unknown, source: Record<string, string> = { OIDC_ROLE_CLAIM: 'groups' }) =>
  loadConfig({ ...source, ROLE_MAPPING: JSON.stringify(json) }).roleMapping!;

describe('ROLE_MAPPING (read at start: a wrong setting stops the api)', () => {
  it('is off without ROLE_MAPPING, and parses values without case or spaces around "," and "="', () => {
    expect(loadConfig({}).roleMapping).toBeUndefined();
    const mapping = mappingOf({
      'CN=Hub Managers, OU=Groups': { roles: ['hubManager', 'hubManager'], hubs: ['HUB-BLR-01'] },
      Support: { roles: [], hubs: 'all' },
    });
    expect([...mapping]).toEqual([
      ['cn=hub managers,ou=groups', { roles: ['hubManager'], hubs: ['HUB-BLR-01'] }],
      ['support', { roles: [], hubs: 'all' }],
    ]);
  });

  it.each([
    ['an unknown role', { g: { roles: ['superUser'] } }, 'ROLE_MAPPING "g": "roles" must list roles of'],
    ['an entry granting nothing', { g: { roles: [] } }, 'ROLE_MAPPING "g": grants nothing (give "roles" or "hubs")'],
    ['hubs that are neither a list nor "all"', { g: { hubs: 'some' } }, 'ROLE_MAPPING "g": "hubs" must be "all" or a list of at most 500 hub ids'],
    ['a value mapped twice', { G: { hubs: 'all' }, ' g ': { hubs: 'all' } }, 'ROLE_MAPPING " g ": the value is mapped twice (values compare without case)'],
    ['no entry', {}, 'ROLE_MAPPING must map 1 to 500 values'],
    ['a list', [], 'ROLE_MAPPING must be a JSON object'],
  ])('refuses %s', (_what, json, message) => {
    expect(() => mappingOf(json)).toThrow(message);
  });

  it('refuses text that is not JSON, and a mapping without a source or a source without a mapping', () => {
    expect(() => loadConfig({ OIDC_ROLE_CLAIM: 'groups', ROLE_MAPPING: '{nope' })).toThrow('ROLE_MAPPING must be a JSON object {');
    expect(() => loadConfig({ ROLE_MAPPING: '{"g":{"hubs":"all"}}' })).toThrow('ROLE_MAPPING needs OIDC_ROLE_CLAIM or LDAP_GROUP_ATTRIBUTE');
    expect(() => loadConfig({ LDAP_GROUP_ATTRIBUTE: 'memberOf' })).toThrow('OIDC_ROLE_CLAIM and LDAP_GROUP_ATTRIBUTE need ROLE_MAPPING');
    expect(() => loadConfig({ OIDC_ROLE_CLAIM: 'my groups', ROLE_MAPPING: '{"g":{"hubs":"all"}}' })).toThrow(
      'OIDC_ROLE_CLAIM must be a claim or attribute name',
    );
    expect(loadConfig({ OIDC_ISSUER: 'https://id.example', OIDC_ROLE_CLAIM: 'groups', ROLE_MAPPING: '{"g":{"hubs":"all"}}' }).oidc!.roleClaim).toBe('groups');
    expect(loadConfig({ LDAP_URL: 'ldap://x', LDAP_GROUP_ATTRIBUTE: 'memberOf', ROLE_MAPPING: '{"g":{"hubs":"all"}}' }).ldap!.groupAttribute).toBe('memberOf');
  });
});

describe('directory values and what they grant', () => {
  it('reads a claim by name or by a dotted path, and keeps only bounded strings', () => {
    const claims = { groups: ['a'], 'https://x.example/roles': 'r', realm_access: { roles: ['x', 'y'] } };
    expect(claimAt(claims, 'groups')).toEqual(['a']);
    expect(claimAt(claims, 'https://x.example/roles')).toBe('r');
    expect(claimAt(claims, 'realm_access.roles')).toEqual(['x', 'y']);
    expect(claimAt(claims, 'realm_access.none.deeper')).toBeUndefined();
    expect(directoryValues(['a', 7, null, 'b'.repeat(1025), Buffer.from('c')])).toEqual(['a', 'c']);
    expect(directoryValues('one')).toEqual(['one']);
    expect(directoryValues(undefined)).toEqual([]);
    expect(directoryValues(Array.from({ length: DIRECTORY_VALUES_MAX + 5 }, (_, i) => `g${i}`))).toHaveLength(DIRECTORY_VALUES_MAX);
  });

  it('joins the grants of every matching value (any "all" gives every hub)', () => {
    const mapping = mappingOf({
      A: { roles: ['hubManager'], hubs: ['H2', 'H1'] },
      b: { roles: ['hubExecutive', 'hubManager'], hubs: ['H1'] },
      c: { hubs: 'all' },
    });
    expect(grantsOf(mapping, ['a', 'B', 'unmapped'])).toEqual({
      roles: ['hubManager', 'hubExecutive'],
      allHubs: false,
      hubs: ['H1', 'H2'],
      matched: ['a', 'b'],
    });
    expect(grantsOf(mapping, ['C'])).toEqual({ roles: [], allHubs: true, hubs: [], matched: ['c'] });
  });
});

describe('applying the grants: the directory part moves, manual grants stay', () => {
  const none = { roles: [], allHubs: false, hubs: [] };

  it('adds what is granted and remembers it as the directory part', () => {
    expect(
      applyDirectoryGrants({ roles: ['hubExecutive'], allHubs: false, hubs: ['H3'] }, none, { roles: ['hubManager'], allHubs: false, hubs: ['H1'] }),
    ).toEqual({
      next: { roles: ['hubExecutive', 'hubManager'], allHubs: false, hubs: ['H1', 'H3'] },
      mapped: { roles: ['hubManager'], allHubs: false, hubs: ['H1'] },
    });
  });

  it('removes only what the directory granted and no longer grants', () => {
    const current = { roles: ['hubExecutive', 'hubManager', 'supportTeam'], allHubs: true, hubs: ['H1', 'H3'] };
    const before = { roles: ['hubManager', 'supportTeam'], allHubs: true, hubs: ['H1'] };
    expect(applyDirectoryGrants(current, before, { roles: ['supportTeam'], allHubs: false, hubs: ['H2'] })).toEqual({
      next: { roles: ['hubExecutive', 'supportTeam'], allHubs: false, hubs: ['H2', 'H3'] },
      mapped: { roles: ['supportTeam'], allHubs: false, hubs: ['H2'] },
    });
  });

  it('never counts a grant held before as the directory part', () => {
    const current = { roles: ['hubManager'], allHubs: true, hubs: ['H1'] };
    const { next, mapped } = applyDirectoryGrants(current, none, { roles: ['hubManager'], allHubs: true, hubs: ['H1'] });
    expect([next, mapped]).toEqual([current, none]);
    expect(applyDirectoryGrants(current, mapped, none).next).toEqual(current);
  });

  it("reads the directory part back from a mapping audit row's after (anything else is none)", () => {
    expect(mappedOf({ roles: ['x'], mapped: { roles: ['hubManager', 3], allHubs: true, hubs: ['H1'] } })).toEqual({
      roles: ['hubManager'],
      allHubs: true,
      hubs: ['H1'],
    });
    expect(mappedOf(null)).toEqual(none);
    expect(mappedOf({ mapped: 'x' })).toEqual(none);
  });
});
