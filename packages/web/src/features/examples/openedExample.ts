// The example the Example view shows. Remembered in browser storage, so a reload shows it again.
import * as z from 'zod';
import { create } from 'zustand';
import { useShell } from '../../app/shellStore.js';
import { storage, storageKey } from '../../lib/storage.js';
import type { ExampleAt } from './exampleEdits.js';

const KEY = storageKey('openedExample');
const ExampleAtSchema = z
  .object({ collectionId: z.string(), requestId: z.string(), index: z.number().int().nonnegative() })
  .nullable();

interface OpenedExampleState {
  at: ExampleAt | null;
  /** Shows `at` in the Example view; null when it is gone. */
  show(at: ExampleAt | null): void;
}

export const useOpenedExample = create<OpenedExampleState>((set) => ({
  at: storage.get(KEY, ExampleAtSchema, () => null),
  show: (at) => {
    storage.set(KEY, at);
    set({ at });
  },
}));

/** Opens a saved example in the Example view. */
export function openExample(at: ExampleAt): void {
  useOpenedExample.getState().show(at);
  const shell = useShell.getState();
  shell.setView('example');
  shell.setDrawerOpen(false);
}
