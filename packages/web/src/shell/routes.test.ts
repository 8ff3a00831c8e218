import { describe, expect, it } from 'vitest';
import { dialogAt, dialogName, pathOf, viewAt } from './routes.js';

describe('routes', () => {
  it('maps every view to its address and back', () => {
    for (const view of [
      'builder',
      'runner',
      'mock',
      'team',
      'workspace',
      'websocket',
      'themes',
      'docs',
      'analysis',
      'login',
      'register',
      'profile',
      'admin',
    ] as const) {
      expect(viewAt(pathOf(view))).toBe(view);
    }
  });

  it('ignores a trailing slash and shows the not-found view for unknown addresses', () => {
    expect(viewAt('/runner/')).toBe('runner');
    expect(viewAt('/nowhere')).toBe('notFound');
    expect(viewAt('/docs/getting-started.setup')).toBe('docs');
    expect(viewAt('/')).toBe('builder');
  });

  it('names the top bar’s dialogs in the address, and nothing else', () => {
    for (const dialog of ['environments', 'importExport', 'settings', 'oauth'] as const) {
      expect(dialogAt(dialogName(dialog))).toBe(dialog);
    }
    expect(dialogName('importExport')).toBe('import-export');
    expect(dialogAt('nothing')).toBeNull();
    expect(dialogAt(null)).toBeNull();
  });
});
