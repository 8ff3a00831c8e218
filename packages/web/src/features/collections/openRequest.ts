import type { SavedRequest } from '@courier/core';
import { useShell } from '../../shell/shellStore.js';
import { builderStore } from '../builder/useBuilder.js';
import { useExampleTabs } from '../examples/exampleTabs.js';
import { collectionsStore } from './useCollections.js';

/** Opens a saved request in the builder; Save then updates it in place. */
export function openRequest(collectionId: string, request: SavedRequest): void {
  builderStore.getState().load(request, { collectionId, requestId: request.id });
  // Its tab may have been open already, behind an example's.
  useExampleTabs.getState().showRequest();
  collectionsStore.getState().noteOpened?.(request.id);
  const shell = useShell.getState();
  shell.setView('builder');
  shell.setDrawerOpen(false);
}
