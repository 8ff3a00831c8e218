import { describe, expect, it } from 'vitest';
import { reconnectDelay } from './reconnectDelay.js';

describe('reconnectDelay', () => {
  it('starts within a quarter second, doubles, and never waits more than ten seconds', () => {
    expect([0, 1, 2].map((attempt) => reconnectDelay(attempt, () => 1))).toEqual([250, 500, 1000]);
    expect(reconnectDelay(0, () => 0)).toBe(125);
    expect(reconnectDelay(50, () => 1)).toBe(10_000);
  });
});
