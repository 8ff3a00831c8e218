// Saved examples open in tabs of their own beside the request tabs, as Postman opens them: which are
// open, and which is in front (none while a request tab is). Remembered in browser storage, so a
// reload shows the same tabs; the single example the former Example view remembered opens as one.
import * as z from 'zod';
import { create } from 'zustand';
import { useShell } from '../../shell/shellStore.js';
import { storage, storageKey } from '../../lib/storage.js';
import { builderStore } from '../builder/useBuilder.js';
import type { ExampleAt } from './exampleEdits.js';

const KEY = storageKey('exampleTabs');
/** Where the Example view kept the one example it showed, before examples had tabs. */
const FORMER_KEY = storageKey('openedExample');

const ExampleAtSchema = z.object({
  collectionId: z.string(),
  requestId: z.string(),
  index: z.number().int().nonnegative(),
});
const StoredSchema = z.object({
  version: z.literal(1),
  open: z.array(ExampleAtSchema),
  active: ExampleAtSchema.nullable(),
});
type Stored = z.infer<typeof StoredSchema>;

export const sameExample = (a: ExampleAt, b: ExampleAt): boolean =>
  a.collectionId === b.collectionId && a.requestId === b.requestId && a.index === b.index;

function load(): Stored {
  return storage.get(KEY, StoredSchema, () => {
    const former = storage.get(FORMER_KEY, ExampleAtSchema.nullable(), () => null);
    return { version: 1, open: former ? [former] : [], active: former };
  });
}

export interface ExampleTabsState {
  open: ExampleAt[];
  /** The example tab in front; null while a request tab is. */
  active: ExampleAt | null;
  /** Opens `at` in a tab (the one it already has, if any) and brings it to the front. */
  show(at: ExampleAt): void;
  /** Brings a request tab back to the front. */
  showRequest(): void;
  close(at: ExampleAt): void;
  /** An example was deleted: its tab closes, and later examples of its request move up one place. */
  deleted(at: ExampleAt): void;
}

export const useExampleTabs = create<ExampleTabsState>((set, get) => {
  const keep = (open: ExampleAt[], active: ExampleAt | null) => {
    storage.set(KEY, { version: 1, open, active } satisfies Stored);
    set({ open, active });
  };
  return {
    ...load(),
    show(at) {
      const { open } = get();
      keep(open.some((each) => sameExample(each, at)) ? open : [...open, at], at);
    },
    showRequest() {
      if (get().active) keep(get().open, null);
    },
    close(at) {
      const { open, active } = get();
      keep(
        open.filter((each) => !sameExample(each, at)),
        active && sameExample(active, at) ? null : active,
      );
    },
    deleted(at) {
      const follow = (each: ExampleAt): ExampleAt | null => {
        if (each.collectionId !== at.collectionId || each.requestId !== at.requestId || each.index < at.index)
          return each;
        return each.index === at.index ? null : { ...each, index: each.index - 1 };
      };
      const { open, active } = get();
      keep(
        open.map(follow).filter((each): each is ExampleAt => each !== null),
        active ? follow(active) : null,
      );
    },
  };
});

// A request tab chosen, opened or started anywhere (the tree, history, New Request) comes to the front.
builderStore.subscribe((state, previous) => {
  if (state.activeTabId !== previous.activeTabId) useExampleTabs.getState().showRequest();
});

/** Opens a saved example in its tab in the workbench, from the tree or the former /example address. */
export function openExample(at: ExampleAt): void {
  useExampleTabs.getState().show(at);
  const shell = useShell.getState();
  shell.setView('builder');
  shell.setDrawerOpen(false);
}
