import { describe, expect, it } from 'vitest';
import { pagination } from '@courier/core';
import { pageText, rangeText } from './pagination.js';

const at = (page: number, total: number) => pagination(page, 10, total);

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
