import { auditChangesText, auditDiff, formatAuditValue, sameValue } from './audit-diff';

describe('auditDiff', () => {
  it('lists only the keys whose values changed, in the order they first appear', () => {
    expect(
      auditDiff(
        { name: 'Ravi', roles: ['hubExecutive'], allHubs: false, hubs: ['HUB-BLR-01'] },
        { name: 'Ravi', roles: ['hubExecutive', 'hubManager'], allHubs: false, hubs: ['HUB-BLR-01'], deactivatedAt: 5 },
      ),
    ).toEqual([
      { key: 'roles', before: ['hubExecutive'], after: ['hubExecutive', 'hubManager'] },
      { key: 'deactivatedAt', before: null, after: 5 },
    ]);
  });

  it('never reports equal values written in another key order', () => {
    expect(auditDiff({ link: { url: 'u', label: 'l' } }, { link: { label: 'l', url: 'u' } })).toEqual([]);
    expect(sameValue({ a: 1, b: [1, { c: 2, d: 3 }] }, { b: [1, { d: 3, c: 2 }], a: 1 })).toBe(true);
  });

  it('names a nested field by its dotted path', () => {
    expect(auditDiff({ details: { hubName: 'A', city: 'X' } }, { details: { hubName: 'B', city: 'X' } })).toEqual([
      { key: 'details.hubName', before: 'A', after: 'B' },
    ]);
  });

  it('lists each field with a value of a creation, and of a removal', () => {
    expect(auditDiff(null, { zoneId: 'LM-05', zoneType: 'LM', routeName: null })).toEqual([
      { key: 'zoneId', before: null, after: 'LM-05' },
      { key: 'zoneType', before: null, after: 'LM' },
    ]);
    expect(auditDiff({ zoneId: 'LM-05' }, undefined)).toEqual([{ key: 'zoneId', before: 'LM-05', after: null }]);
  });

  it("answers one change under '' for values that are not objects", () => {
    expect(auditDiff(false, true)).toEqual([{ key: '', before: false, after: true }]);
    expect(auditDiff('x', 'x')).toEqual([]);
    expect(auditDiff(['A'], { a: 1 })).toEqual([{ key: '', before: ['A'], after: { a: 1 } }]);
    expect(auditDiff(null, null)).toEqual([]);
  });
});

describe('formatAuditValue', () => {
  it('writes strings as they are, plain lists joined with commas, nothing as the empty text, the rest as JSON', () => {
    expect(formatAuditValue('HUB-BLR-01')).toBe('HUB-BLR-01');
    expect(formatAuditValue(['hubExecutive', 'hubManager'])).toBe('hubExecutive, hubManager');
    expect(formatAuditValue([])).toBe('—');
    expect(formatAuditValue(null)).toBe('—');
    expect(formatAuditValue('', '(none)')).toBe('(none)');
    expect(formatAuditValue(true)).toBe('true');
    expect(formatAuditValue(12)).toBe('12');
    expect(formatAuditValue([{ label: 'A', url: 'https://a' }])).toBe('[{"label":"A","url":"https://a"}]');
    expect(formatAuditValue({ a: 1 })).toBe('{"a":1}');
  });
});

describe('auditChangesText', () => {
  it('writes each changed field as "key: before → after", joined with "; " (a creation from —, nothing when nothing changed)', () => {
    expect(auditChangesText({ roles: ['hubExecutive'], name: 'R' }, { roles: ['hubExecutive', 'hubManager'], name: 'R' })).toBe(
      'roles: hubExecutive → hubExecutive, hubManager',
    );
    expect(auditChangesText(null, { zone_id: 'LM-05', qty: 3 })).toBe('zone_id: — → LM-05; qty: — → 3');
    expect(auditChangesText(false, true)).toBe('false → true');
    expect(auditChangesText({ a: 1 }, { a: 1 })).toBe('');
  });
});
