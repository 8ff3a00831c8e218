// The opened repository's places in the workbench, which the app mounts: its header where the sidebar
// names what its collections are of, and the Open repository dialog once the palette's command asks
// for it. Each loads only then: a workbench without a repository never fetches them.
import { lazy, Suspense } from 'react';
import { useStore } from 'zustand';
import { openedRepository } from './openedRepository.js';
import { openRepositoryDialog } from './openRepositoryDialog.js';
import './repositoryActions.js';

const RepositoryHeader = lazy(() => import('./RepositoryHeader.js').then((m) => ({ default: m.RepositoryHeader })));
const OpenRepositoryDialog = lazy(() =>
  import('./OpenRepositoryDialog.js').then((m) => ({ default: m.OpenRepositoryDialog })),
);

/** Whether the sidebar shows an opened repository's collections. */
export const useRepositoryOpen = (): boolean => useStore(openedRepository, (state) => state.root !== null);

/** The repository's folder and the files Courier could not read, above the sidebar's tree. */
export function RepositorySource() {
  return (
    <Suspense fallback={null}>
      <RepositoryHeader />
    </Suspense>
  );
}

export function OpenRepositoryDialogPlace() {
  const isOpen = useStore(openRepositoryDialog, (state) => state.isOpen);
  return isOpen ? (
    <Suspense fallback={null}>
      <OpenRepositoryDialog />
    </Suspense>
  ) : null;
}
