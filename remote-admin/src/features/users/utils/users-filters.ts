import { type AdminUsersQuery, type Role, ROLES, type UserStatus, USER_STATUSES } from '@hub/shared/contracts';

/** The users list's filters, as the page keeps them in the URL (so Back from a user returns to the same list). */
export interface UsersFilters {
  search: string;
  role: Role | null;
  hubId: string | null;
  status: UserStatus | null;
  page: number;
}

const isRole = (v: string | null): v is Role => v !== null && (ROLES as readonly string[]).includes(v);
const isStatus = (v: string | null): v is UserStatus => v !== null && (USER_STATUSES as readonly string[]).includes(v);

/** Reads the filters from the URL's query (`q`, `role`, `hub`, `status`, `page`); anything unknown is dropped. */
export function filtersFromSearch(params: URLSearchParams): UsersFilters {
  const page = Number(params.get('page'));
  const hub = params.get('hub');
  return {
    search: (params.get('q') ?? '').trim(),
    role: isRole(params.get('role')) ? (params.get('role') as Role) : null,
    hubId: hub ? hub : null,
    status: isStatus(params.get('status')) ? (params.get('status') as UserStatus) : null,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** Writes the filters back (defaults left out, so a plain /admin/users is the first page of every user). */
export function searchFromFilters(f: UsersFilters): URLSearchParams {
  const out = new URLSearchParams();
  if (f.search) out.set('q', f.search);
  if (f.role) out.set('role', f.role);
  if (f.hubId) out.set('hub', f.hubId);
  if (f.status) out.set('status', f.status);
  if (f.page > 1) out.set('page', String(f.page));
  return out;
}

/** The GET /admin/users query of the filters. */
export function usersQueryOf(f: UsersFilters, pageSize: number): AdminUsersQuery {
  return {
    search: f.search,
    page: f.page,
    pageSize,
    ...(f.role ? { role: f.role } : {}),
    ...(f.hubId ? { hubId: f.hubId } : {}),
    ...(f.status ? { status: f.status } : {}),
  };
}
