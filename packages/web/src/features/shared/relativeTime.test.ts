import { describe, expect, it } from 'vitest';
import { relativeTime } from './relativeTime.js';

const NOW = Date.parse('2026-05-01T12:00:00Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();

describe('relativeTime', () => {
  it('says Just now under a minute, and for a clock slightly ahead', () => {
    expect(relativeTime(ago(0), NOW)).toBe('Just now');
    expect(relativeTime(ago(59_999), NOW)).toBe('Just now');
    expect(relativeTime(ago(-5_000), NOW)).toBe('Just now');
  });

  it('counts whole minutes, hours and days', () => {
    expect(relativeTime(ago(60_000), NOW)).toBe('1 minute ago');
    expect(relativeTime(ago(59 * 60_000), NOW)).toBe('59 minutes ago');
    expect(relativeTime(ago(60 * 60_000), NOW)).toBe('1 hour ago');
    expect(relativeTime(ago(23 * 3_600_000 + 59 * 60_000), NOW)).toBe('23 hours ago');
    expect(relativeTime(ago(24 * 3_600_000), NOW)).toBe('1 day ago');
    expect(relativeTime(ago(40 * 24 * 3_600_000), NOW)).toBe('40 days ago');
  });
});
