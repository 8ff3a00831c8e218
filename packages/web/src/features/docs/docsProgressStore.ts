// What the guide keeps in browser storage: completed steps, bookmarked pages, step ratings and the
// progress percentage last shown. A completion cannot be undone in the view.
import * as z from 'zod';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { storageKey, type StorageAdapter } from '../../lib/storage.js';
import { loadSlice, saveSlice, type VersionedSlice } from '../shared/versionedSlice.js';

const RATING_MIN = 1;
export const RATING_MAX = 5;

const StoredSchema = z.object({
  completedSteps: z.array(z.string()),
  bookmarks: z.array(z.string()),
  ratings: z.record(z.string(), z.number().int().min(RATING_MIN).max(RATING_MAX)),
  progressPercent: z.number().min(0).max(100),
});
type Stored = z.infer<typeof StoredSchema>;

const docsSlice: VersionedSlice<Stored> = { key: storageKey('docs'), version: 1, schema: StoredSchema };

export interface DocsProgressState extends Stored {
  /** Marks a step done; `progressPercent` is the guide's progress after it. */
  complete(stepKey: string, progressPercent: (completed: ReadonlySet<string>) => number): void;
  toggleBookmark(address: string): void;
  rate(stepKey: string, stars: number): void;
}

const empty = (): Stored => ({ completedSteps: [], bookmarks: [], ratings: {}, progressPercent: 0 });

export function createDocsProgressStore(storage: StorageAdapter): StoreApi<DocsProgressState> {
  const store = createStore<DocsProgressState>()((set, get) => ({
    ...loadSlice(storage, docsSlice, empty),
    complete(key, percentOf) {
      if (get().completedSteps.includes(key)) return;
      const completedSteps = [...get().completedSteps, key];
      set({ completedSteps, progressPercent: percentOf(new Set(completedSteps)) });
    },
    toggleBookmark(address) {
      const { bookmarks } = get();
      set({
        bookmarks: bookmarks.includes(address)
          ? bookmarks.filter((bookmark) => bookmark !== address)
          : [...bookmarks, address],
      });
    },
    rate(key, stars) {
      if (!Number.isInteger(stars) || stars < RATING_MIN || stars > RATING_MAX) return;
      set({ ratings: { ...get().ratings, [key]: stars } });
    },
  }));
  saveSlice(store, storage, docsSlice, ({ completedSteps, bookmarks, ratings, progressPercent }) => ({
    completedSteps,
    bookmarks,
    ratings,
    progressPercent,
  }));
  return store;
}
