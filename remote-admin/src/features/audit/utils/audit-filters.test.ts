import dayjs from 'dayjs';
import { auditFiltersOf, auditFilterValuesOf, auditSearchOf, countAuditFilters, noAuditFilters } from './audit-filters';

describe('audit filters', () => {
  it('reads the URL, dropping a malformed date', () => {
    expect(auditFilterValuesOf(new URLSearchParams('entityType=user&entityId=%20USR-1%20&hubId=HUB-BLR-01&from=2026-11-01&to=yesterday'))).toEqual({
      entityType: 'user',
      entityId: 'USR-1',
      itemId: '',
      actorUserId: '',
      actorKind: null,
      operation: '',
      hubId: 'HUB-BLR-01',
      from: '2026-11-01',
      to: null,
    });
    expect(auditFilterValuesOf(new URLSearchParams())).toEqual(noAuditFilters());
  });

  it('reads the item, the operation and a known kind of actor; an unknown kind is no filter', () => {
    expect(auditFilterValuesOf(new URLSearchParams('itemId=ITEM-1&operation=setUserRoles&actorKind=SERVICE'))).toMatchObject({
      itemId: 'ITEM-1',
      operation: 'setUserRoles',
      actorKind: 'SERVICE',
    });
    expect(auditFilterValuesOf(new URLSearchParams('actorKind=ROBOT')).actorKind).toBeNull();
    const values = { ...noAuditFilters(), itemId: 'ITEM-1', operation: 'setUserRoles', actorKind: 'SYSTEM' as const };
    expect(auditSearchOf(values).toString()).toBe('itemId=ITEM-1&operation=setUserRoles&actorKind=SYSTEM');
    expect(auditFiltersOf(values)).toEqual({ itemId: 'ITEM-1', operation: 'setUserRoles', actorKind: 'SYSTEM' });
  });

  it('writes only the filters that are set into the URL, and counts them', () => {
    const values = { ...noAuditFilters(), actorUserId: ' USR-9 ', to: '2026-11-02' };
    expect(auditSearchOf(values).toString()).toBe('actorUserId=USR-9&to=2026-11-02');
    expect(countAuditFilters(values)).toBe(2);
    expect(countAuditFilters(noAuditFilters())).toBe(0);
  });

  it('asks the api for whole local days: From at its first millisecond, To at its last', () => {
    expect(auditFiltersOf({ ...noAuditFilters(), entityType: 'hub', from: '2026-11-01', to: '2026-11-01' })).toEqual({
      entityType: 'hub',
      from: dayjs('2026-11-01').startOf('day').valueOf(),
      to: dayjs('2026-11-01').startOf('day').valueOf() + 24 * 3600 * 1000 - 1,
    });
    expect(auditFiltersOf(noAuditFilters())).toEqual({});
  });
});
