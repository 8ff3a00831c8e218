import { describe, expect, it } from 'vitest';
import { formatDuration } from './formatDuration.js';

describe('formatDuration', () => {
  it('shows milliseconds under a second and seconds with 2 decimals from 1000 ms on', () => {
    expect(formatDuration(0)).toBe('0 ms');
    expect(formatDuration(999.4)).toBe('999 ms');
    expect(formatDuration(1000)).toBe('1.00 s');
    expect(formatDuration(12_345)).toBe('12.35 s');
  });
});
