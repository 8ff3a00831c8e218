import { afterEach, describe, expect, it, vi } from 'vitest';
import { actionForKey, isMod, performAction, registerAction } from './actions.js';

const cleanups: Array<() => void> = [];
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

function key(init: Partial<KeyboardEvent>): KeyboardEvent {
  return { ctrlKey: false, metaKey: false, key: '', ...init } as KeyboardEvent;
}

describe('actions', () => {
  it('finds the action a shortcut belongs to, with Ctrl or Cmd', () => {
    const perform = vi.fn();
    cleanups.push(
      registerAction({ name: 'send', label: 'Send', perform, keyTest: (e) => isMod(e) && e.key === 'Enter' }),
    );
    expect(actionForKey(key({ ctrlKey: true, key: 'Enter' }))?.name).toBe('send');
    expect(actionForKey(key({ metaKey: true, key: 'Enter' }))?.name).toBe('send');
    expect(actionForKey(key({ key: 'Enter' }))).toBeUndefined();
  });

  it('does not perform a disabled action', () => {
    const perform = vi.fn();
    let enabled = false;
    cleanups.push(registerAction({ name: 'send', label: 'Send', perform, isEnabled: () => enabled }));
    expect(performAction('send')).toBe(false);
    enabled = true;
    expect(performAction('send')).toBe(true);
    expect(perform).toHaveBeenCalledTimes(1);
  });

  it('forgets an action when its registration is undone', () => {
    const undo = registerAction({ name: 'save', label: 'Save', perform: vi.fn() });
    undo();
    expect(performAction('save')).toBe(false);
  });
});
