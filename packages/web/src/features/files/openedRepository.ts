// Which repository the sidebar shows, and the files of it Courier could not read: small and read by
// the sidebar on first load, while what opens and follows the repository loads only when one is open.
import { createStore } from 'zustand/vanilla';
import type { FileProblem } from '@courier/core';

export interface OpenedRepository {
  /** The folder the server was started with (`--open`); null when none. */
  root: string | null;
  problems: FileProblem[];
}

export const openedRepository = createStore<OpenedRepository>()(() => ({ root: null, problems: [] }));
