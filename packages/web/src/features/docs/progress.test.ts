import { describe, expect, it } from 'vitest';
import { progressOf, stepKey, stepKeysOf } from './progress.js';

const pages = [
  { address: 'getting-started.setup', steps: [{ id: 'start' }, { id: 'open' }] },
  { address: 'api-builder', steps: [{ id: 'send' }] },
  { address: 'overview', steps: [] },
] as never;

describe('guide progress', () => {
  it('is completed numbered steps over all numbered steps, rounded', () => {
    const keys = stepKeysOf(pages);
    expect(keys).toEqual(['getting-started.setup:start', 'getting-started.setup:open', 'api-builder:send']);
    expect(progressOf(keys, new Set())).toEqual({ completed: 0, total: 3, percent: 0 });
    expect(progressOf(keys, new Set([stepKey('api-builder', 'send')]))).toEqual({
      completed: 1,
      total: 3,
      percent: 33,
    });
    expect(progressOf(keys, new Set(keys.slice(0, 2))).percent).toBe(67);
    expect(progressOf(keys, new Set(keys)).percent).toBe(100);
  });

  it('does not count completions of steps the guide no longer has, and is 0 % without steps', () => {
    expect(progressOf(['a:b'], new Set(['a:b', 'gone:step'])).percent).toBe(100);
    expect(progressOf([], new Set()).percent).toBe(0);
  });
});
