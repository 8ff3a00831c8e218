// The line under the user table: which rows of how many are shown.
import type { Pagination } from '@courier/core';

/** 'Showing 11–20 of 35 users', or 'No users' for an empty result. */
export function rangeText({ page, limit, total }: Pagination): string {
  if (total === 0) return 'No users';
  const first = (page - 1) * limit + 1;
  const last = Math.min(page * limit, total);
  return `Showing ${first}–${last} of ${total} ${total === 1 ? 'user' : 'users'}`;
}

/** 'Page 2 of 4'; an empty list still reads as page 1 of 1. */
export function pageText({ page, totalPages }: Pagination): string {
  return `Page ${page} of ${Math.max(totalPages, 1)}`;
}
