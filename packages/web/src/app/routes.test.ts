import { describe, expect, it } from 'vitest';
import { pathOf, viewAt } from './routes.js';

describe('routes', () => {
  it('maps every view to its address and back', () => {
    for (const view of ['builder', 'runner', 'login', 'register', 'profile', 'admin'] as const) {
      expect(viewAt(pathOf(view))).toBe(view);
    }
  });

  it('ignores a trailing slash and shows the builder for unknown addresses', () => {
    expect(viewAt('/runner/')).toBe('runner');
    expect(viewAt('/nowhere')).toBe('builder');
    expect(viewAt('/')).toBe('builder');
  });
});
