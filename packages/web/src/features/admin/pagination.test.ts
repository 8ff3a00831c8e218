import { describe, expect, it } from 'vitest';
import { pageText, rangeText, type Pagination } from './pagination.js';

const at = (page: number, total: number, limit = 10): Pagination => {
  const totalPages = Math.ceil(total / limit);
  return { page, limit, total, totalPages, hasPrev: page > 1, hasNext: page < totalPages };
};

describe('pagination texts', () => {
  it('counts the rows of a full and of the last, partial page', () => {
    expect(rangeText(at(1, 35))).toBe('Showing 1–10 of 35 users');
    expect(rangeText(at(4, 35))).toBe('Showing 31–35 of 35 users');
    expect(pageText(at(4, 35))).toBe('Page 4 of 4');
  });

  it('reads sensibly for one user and for none', () => {
    expect(rangeText(at(1, 1))).toBe('Showing 1–1 of 1 user');
    expect(rangeText(at(1, 0))).toBe('No users');
    expect(pageText(at(1, 0))).toBe('Page 1 of 1');
  });
});
