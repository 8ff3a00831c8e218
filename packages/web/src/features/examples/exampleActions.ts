// What the Save as example button, the tree's ⋯ menu and the Example view do with the app's stores:
// each change is saved with its request (exampleEdits.ts) and said so once it is kept.
import { ValidationError, type ExampleEdit } from '@courier/core';
import { toast } from '../../ui/toasts.js';
import { builderStore } from '../builder/useBuilder.js';
import { keptBody } from '../builder/pickedFiles.js';
import type { RequestSave } from '../collections/collectionsStore.js';
import { collectionsStore } from '../collections/useCollections.js';
import { responseStore } from '../response/useResponse.js';
import { addExample, changeExample, removeExample, type ExampleAt } from './exampleEdits.js';
import { useExampleTabs } from './exampleTabs.js';

/** The store tells the user itself when a save is refused (a teammate saved first) or fails. */
function sayWhenKept(save: RequestSave, message: string): Promise<boolean> {
  return save.kept.then((kept) => {
    if (kept) toast(message, 'success');
    return kept;
  });
}

/** Save as example: the response on screen and the request sent for it, under the saved request. */
export function saveResponseAsExample(name: string): void {
  const origin = builderStore.getState().draft.origin;
  const { response, sent } = responseStore.getState();
  if (!origin) throw new ValidationError('Save the request first');
  if (!response || !sent) throw new ValidationError('No response to save');
  const { save } = addExample(collectionsStore, origin, {
    name,
    // Collections live in browser storage: large chosen files are kept by name only.
    request: { ...sent, body: keptBody(sent.body) },
    response,
  });
  void sayWhenKept(save, 'Example saved');
}

export function renameExample(at: ExampleAt, name: string): void {
  void sayWhenKept(changeExample(collectionsStore, at, { name }), 'Example renamed');
}

/** The Example view's Save; resolves true once kept. */
export function saveExampleEdit(at: ExampleAt, edit: ExampleEdit): Promise<boolean> {
  return sayWhenKept(changeExample(collectionsStore, at, edit), 'Example saved');
}

export function deleteExample(at: ExampleAt): void {
  void sayWhenKept(removeExample(collectionsStore, at), 'Example deleted');
  // Its tab closes; the tabs of later examples of the request follow them up one place.
  useExampleTabs.getState().deleted(at);
}
