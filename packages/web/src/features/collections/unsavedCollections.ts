// The browser's collections whose present version is not stored, and why: what the banner shows
// until a later write succeeds. Nothing that failed to store is ever called saved.
import type { Collection } from '@courier/core';
import { create } from 'zustand';
import type { KeepOutcome } from './collectionsKeeper.js';

export interface UnsavedCollectionsState {
  collections: readonly Collection[];
  /** Why they are not stored, e.g. "the browser's storage for this site is full". */
  reason: string | undefined;
}

export const useUnsavedCollections = create<UnsavedCollectionsState>(() => ({ collections: [], reason: undefined }));

export function noteKeepOutcome(outcome: KeepOutcome): void {
  useUnsavedCollections.setState({ collections: outcome.notKept, reason: outcome.error?.message });
}

/** '“Pets”', '“Pets” and “Shop”', '“Pets”, “Shop” and 2 more'. */
export function namesOf(collections: readonly Collection[]): string {
  const quoted = collections.map((collection) => `“${collection.name}”`);
  if (quoted.length <= 2) return quoted.join(' and ');
  return `${quoted.slice(0, 2).join(', ')} and ${quoted.length - 2} more`;
}
