// Which environments a teammate changed while this browser had them open, and who: the editor says
// so quietly while it shows the variables that arrived.
import type { Variable } from '@courier/core';
import { createStore } from 'zustand/vanilla';

export interface EnvironmentUpdate {
  actor: string | null;
  /** The variables the change brought; once the user edits them, the note has served. */
  variables: readonly Variable[];
}

export const environmentUpdates = createStore<{ byEnvironment: Readonly<Record<string, EnvironmentUpdate>> }>()(() => ({
  byEnvironment: {},
}));

export function noteEnvironmentUpdate(environmentId: string, update: EnvironmentUpdate): void {
  environmentUpdates.setState({
    byEnvironment: { ...environmentUpdates.getState().byEnvironment, [environmentId]: update },
  });
}
