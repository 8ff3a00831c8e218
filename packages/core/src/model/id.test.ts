import { describe, expect, it } from 'vitest';
import { createId } from './id.js';

describe('createId', () => {
  it('is the timestamp followed by random characters', () => {
    expect(createId(1700000000000)).toMatch(/^1700000000000[a-z0-9]{9}$/);
  });
  it('does not repeat', () => {
    const ids = new Set(Array.from({ length: 1000 }, () => createId()));
    expect(ids.size).toBe(1000);
  });
});
