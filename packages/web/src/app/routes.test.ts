import { describe, expect, it } from 'vitest';
import { pathOf, viewAt } from './routes.js';

describe('routes', () => {
  it('maps every view to its address and back', () => {
    for (const view of ['builder', 'runner', 'team', 'workspace', 'login', 'register', 'profile', 'admin'] as const) {
      expect(viewAt(pathOf(view))).toBe(view);
    }
  });

  it('ignores a trailing slash and shows the not-found view for unknown addresses', () => {
    expect(viewAt('/runner/')).toBe('runner');
    expect(viewAt('/nowhere')).toBe('notFound');
    expect(viewAt('/')).toBe('builder');
  });
});
