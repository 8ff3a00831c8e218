// Opening another repository from the browser, or closing the open one: the server switches first
// (every browser's stream follows it), then this browser's sidebar shows the new one at once, or
// goes back to the collections it showed before (the browser's own, or the signed-in workspace's).
import { openRepositoryApi } from './openRepositoryApi.js';
import { showOpenedRepository, stopShowingRepository } from './showOpenedRepository.js';

/** Opens the folder at `path`; rejects with the server's reason when it cannot be opened. */
export async function openRepositoryAt(path: string): Promise<void> {
  const view = await openRepositoryApi.open(path);
  stopShowingRepository();
  await showOpenedRepository(view);
}

export async function closeRepository(): Promise<void> {
  await openRepositoryApi.close();
  stopShowingRepository();
}
