import { describe, expect, it } from 'vitest';
import { formatBytes, formatPercentChange, formatRate, shortId } from './analysisFormat.js';

describe('analysis figures', () => {
  it('gives whole bytes under 1 KB, and KB, MB and GB with two decimals', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(58)).toBe('58 B');
    expect(formatBytes(1023)).toBe('1023 B');
    expect(formatBytes(1536)).toBe('1.50 KB');
    expect(formatBytes(5 * 1024 * 1024)).toBe('5.00 MB');
    expect(formatBytes(3.25 * 1024 ** 3)).toBe('3.25 GB');
    expect(formatBytes(2 * 1024 ** 4)).toBe('2048.00 GB');
  });

  it('names entries by the last 8 characters of their id', () => {
    expect(shortId('0f5e8b2c-1d2e-4f00-9a8b-1234abcd5678')).toBe('abcd5678');
    expect(shortId('short')).toBe('short');
  });

  it('gives the error rate as the percentage the server computes', () => {
    expect(formatRate(5)).toBe('5.0%');
    expect(formatRate(33.333)).toBe('33.3%');
  });

  it('signs a percentage change', () => {
    expect(formatPercentChange(-12.345)).toBe('-12.3%');
    expect(formatPercentChange(3)).toBe('+3.0%');
    expect(formatPercentChange(0)).toBe('0.0%');
  });
});
