// The user list's filter state (page 1, limit 10, search, role, isActive)
// and the query string of GET /admin/users it becomes (empty values omitted).
import type { Role } from '@courier/core';

/** Admin user list page size. */
const PAGE_SIZE = 10;

export type RoleFilter = Role | '';
/** '' all, 'true' active, 'false' inactive: the values the server's query takes. */
export type StatusFilter = '' | 'true' | 'false';

export interface UserFilters {
  page: number;
  limit: number;
  search: string;
  role: RoleFilter;
  isActive: StatusFilter;
}

export const INITIAL_FILTERS: UserFilters = { page: 1, limit: PAGE_SIZE, search: '', role: '', isActive: '' };

export const ROLE_FILTERS: ReadonlyArray<{ value: RoleFilter; label: string }> = [
  { value: '', label: 'All roles' },
  { value: 'admin', label: 'Admin' },
  { value: 'moderator', label: 'Moderator' },
  { value: 'user', label: 'User' },
];

export const STATUS_FILTERS: ReadonlyArray<{ value: StatusFilter; label: string }> = [
  { value: '', label: 'All statuses' },
  { value: 'true', label: 'Active' },
  { value: 'false', label: 'Inactive' },
];

/** Changing any filter starts again at page 1. */
export function withFilter(filters: UserFilters, change: Partial<Omit<UserFilters, 'page' | 'limit'>>): UserFilters {
  return { ...filters, ...change, page: 1 };
}

/** `?page=1&limit=10&search=…`: blank search, all roles and all statuses are left out. */
export function usersQuery(filters: UserFilters): string {
  const params = new URLSearchParams({ page: String(filters.page), limit: String(filters.limit) });
  const search = filters.search.trim();
  if (search !== '') params.set('search', search);
  if (filters.role !== '') params.set('role', filters.role);
  if (filters.isActive !== '') params.set('isActive', filters.isActive);
  return `?${params.toString()}`;
}
