import { describe, expect, it } from 'vitest';
import { dayRange, dayStart } from './dayRange.js';

describe('dayRange', () => {
  it('runs from the first day’s local midnight to the midnight after the last day', () => {
    const { from, to } = dayRange('2026-05-01', '2026-05-31');
    expect(new Date(from!).getTime()).toBe(new Date(2026, 4, 1).getTime());
    expect(new Date(to!).getTime()).toBe(new Date(2026, 5, 1).getTime());
  });

  it('leaves out an end that was not picked', () => {
    expect(dayRange('', '2026-12-31')).toEqual({ to: new Date(2027, 0, 1).toISOString() });
    expect(dayRange('', '')).toEqual({});
  });

  it('reads only whole dates', () => {
    expect(dayStart('2026-5-1')).toBeUndefined();
    expect(dayStart('yesterday')).toBeUndefined();
  });
});
