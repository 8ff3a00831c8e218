import { describe, expect, it } from 'vitest';
import { dialogAt, pathOf, searchOf, viewAt } from './routes.js';

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

  it('names the top bar’s dialogs in the query string, and nothing else', () => {
    for (const dialog of ['environments', 'importExport', 'settings', 'oauth'] as const) {
      expect(dialogAt(searchOf(dialog))).toBe(dialog);
    }
    expect(searchOf('importExport')).toBe('?dialog=import-export');
    expect(dialogAt('?dialog=nothing')).toBeNull();
    expect(dialogAt('')).toBeNull();
  });
});
