import { describe, expect, it } from 'vitest';
import { chartGeometry, niceCeiling } from './chartGeometry.js';

const hour = (index: number, requestCount: number, averageResponseTime: number) => ({
  start: new Date(Date.UTC(2026, 0, 1, index)).toISOString(),
  requestCount,
  averageResponseTime,
});

describe('the response-time chart', () => {
  it('rounds the top up to 1, 2 or 5 times a power of ten', () => {
    expect([0, 0.4, 7, 12, 180, 240, 999].map(niceCeiling)).toEqual([1, 0.5, 10, 20, 200, 500, 1000]);
  });

  it('draws the slowest hour at the top and breaks the line at hours without requests', () => {
    const geometry = chartGeometry([hour(0, 2, 50), hour(1, 1, 100), hour(2, 0, 0), hour(3, 4, 25)], 300, 100);
    expect(geometry.ceiling).toBe(100);
    expect(geometry.points.map(({ x, y }) => [x, y])).toEqual([
      [0, 50],
      [100, 0],
      [300, 75],
    ]);
    expect(geometry.path).toBe('M0 50 L100 0 M300 75');
  });

  it('draws nothing for a day without requests', () => {
    expect(
      chartGeometry(
        Array.from({ length: 24 }, (_, index) => hour(index, 0, 0)),
        240,
        80,
      ),
    ).toMatchObject({
      points: [],
      path: '',
    });
  });
});
