import { filtersFromSearch, searchFromFilters, usersQueryOf } from './users-filters';

describe('users list filters in the URL', () => {
  it('reads q, role, hub, status and page, dropping what it does not know', () => {
    expect(filtersFromSearch(new URLSearchParams('q=%20asha%20&role=admin&hub=HUB-BLR-01&status=deactivated&page=3'))).toEqual({
      search: 'asha',
      role: 'admin',
      hubId: 'HUB-BLR-01',
      status: 'deactivated',
      page: 3,
    });
    expect(filtersFromSearch(new URLSearchParams('role=boss&status=gone&page=-2&hub='))).toEqual({
      search: '',
      role: null,
      hubId: null,
      status: null,
      page: 1,
    });
    expect(filtersFromSearch(new URLSearchParams('page=1.5')).page).toBe(1);
  });

  it('writes only what differs from the defaults, and round-trips', () => {
    expect(searchFromFilters({ search: '', role: null, hubId: null, status: null, page: 1 }).toString()).toBe('');
    const f = { search: 'ravi k', role: 'hubExecutive' as const, hubId: 'HUB-PUN-03', status: 'active' as const, page: 2 };
    expect(filtersFromSearch(searchFromFilters(f))).toEqual(f);
  });

  it('asks GET /admin/users for the filters set, one page', () => {
    expect(usersQueryOf({ search: '', role: null, hubId: null, status: null, page: 1 }, 50)).toEqual({ search: '', page: 1, pageSize: 50 });
    expect(usersQueryOf({ search: 'x', role: 'admin', hubId: 'HUB-1', status: 'active', page: 4 }, 20)).toEqual({
      search: 'x',
      role: 'admin',
      hubId: 'HUB-1',
      status: 'active',
      page: 4,
      pageSize: 20,
    });
  });
});
