import { describe, expect, it } from 'vitest';
import { INITIAL_FILTERS, usersQuery, withFilter } from './userQuery.js';

describe('usersQuery', () => {
  it('starts at page 1 with 10 a page and leaves empty filters out', () => {
    expect(usersQuery(INITIAL_FILTERS)).toBe('?page=1&limit=10');
  });

  it('sends search, role and status, the search trimmed and encoded', () => {
    const filters = {
      ...INITIAL_FILTERS,
      page: 3,
      search: "  o'brien & co ",
      role: 'moderator',
      isActive: 'false',
    } as const;
    const params = new URLSearchParams(usersQuery(filters));
    expect(Object.fromEntries(params)).toEqual({
      page: '3',
      limit: '10',
      search: "o'brien & co",
      role: 'moderator',
      isActive: 'false',
    });
  });

  it('treats a blank search as no search', () => {
    expect(usersQuery({ ...INITIAL_FILTERS, search: '   ' })).toBe('?page=1&limit=10');
  });
});

describe('withFilter', () => {
  it('goes back to page 1 whenever a filter changes', () => {
    const onPage4 = { ...INITIAL_FILTERS, page: 4 };
    expect(withFilter(onPage4, { search: 'ann' })).toEqual({ ...INITIAL_FILTERS, search: 'ann' });
    expect(withFilter(onPage4, { role: 'admin' }).page).toBe(1);
    expect(withFilter(onPage4, { isActive: 'true' }).page).toBe(1);
  });
});
