import { useEffect } from 'react';

/**
 * User commands as registered objects (after Excalidraw): the button and the keyboard
 * shortcut of a command call the same `perform`, and a command palette can list them all.
 * Features register theirs at module load: `registerAction({ name: 'send', … })`.
 */
export interface Action {
  name: string;
  label: string;
  perform: () => void;
  /** True when this key event triggers the action (e.g. Ctrl/Cmd+Enter). */
  keyTest?: (event: KeyboardEvent) => boolean;
  /** Shortcuts and buttons do nothing while this is false (Send while loading). */
  isEnabled?: () => boolean;
  /** Shown next to the label in menus and tooltips. */
  shortcut?: string;
}

/** Names shared between features: the builder's Save button performs the collections' `save`. */
export const ACTION = {
  send: 'send',
  cancelSend: 'cancelSend',
  newRequest: 'newRequest',
  save: 'save',
  saveAs: 'saveAs',
  toggleTheme: 'toggleTheme',
  toggleSidebar: 'toggleSidebar',
  openEnvironments: 'openEnvironments',
  openImportExport: 'openImportExport',
  openOAuth: 'openOAuth',
  openSettings: 'openSettings',
  openCommandPalette: 'openCommandPalette',
} as const;

const registry = new Map<string, Action>();
const listeners = new Set<() => void>();

export function registerAction(action: Action): () => void {
  registry.set(action.name, action);
  listeners.forEach((listener) => listener());
  return () => {
    if (registry.get(action.name) === action) registry.delete(action.name);
    listeners.forEach((listener) => listener());
  };
}

export function getAction(name: string): Action | undefined {
  return registry.get(name);
}

export function allActions(): Action[] {
  return [...registry.values()];
}

/** Runs an action if it exists and is enabled; returns whether it ran. */
export function performAction(name: string): boolean {
  const action = registry.get(name);
  if (!action || (action.isEnabled && !action.isEnabled())) return false;
  action.perform();
  return true;
}

/** Subscribe to registrations (a button appears once its action is registered). */
export function onActionsChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Ctrl on Windows/Linux, Cmd on macOS. */
export function isMod(event: KeyboardEvent): boolean {
  return event.ctrlKey || event.metaKey;
}

/** The first registered action whose `keyTest` matches, if any. */
export function actionForKey(event: KeyboardEvent): Action | undefined {
  return allActions().find((action) => action.keyTest?.(event));
}

/**
 * Installs the global shortcuts: one keydown listener for every registered action. It listens in
 * the capture phase and stops the event there, so a shortcut is a command and nothing else: an
 * editor never also inserts a newline for Ctrl+Enter, a focused button never also presses itself.
 */
export function useActionShortcuts(): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const action = actionForKey(event);
      if (!action) return;
      // The browser's own Ctrl+S (save page) must not fire even when saving is not possible now.
      event.preventDefault();
      event.stopPropagation();
      if (!action.isEnabled || action.isEnabled()) action.perform();
    };
    window.addEventListener('keydown', onKeyDown, { capture: true });
    return () => window.removeEventListener('keydown', onKeyDown, { capture: true });
  }, []);
}
