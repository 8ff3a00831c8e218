// Saving the request on screen: in place when it came from a collection, through the Save Request
// dialog otherwise. What the Save button, Ctrl/Cmd+S and closing an edited tab call; the dialog
// itself (SaveRequestDialog.tsx) loads the first time it opens.
import { builderStore } from '../builder/useBuilder.js';
import { dialogInAddress, setDialogInAddress } from '../../lib/dialogAddress.js';
import { toast } from '../../ui/toasts.js';
import { errorText } from '../shared/errorText.js';
import { create } from 'zustand';
import { saveDraft, savedLocationOf } from './saveDraft.js';
import type { RequestSave } from './collectionsStore.js';
import { collectionsStore } from './useCollections.js';

interface SaveDialogState {
  isOpen: boolean;
  /** Save As: the request is saved as a new one, wherever the draft came from. */
  asNew: boolean;
  /** What the caller does once the request is saved (closing its tab); nothing when cancelled. */
  afterSave: (() => void) | undefined;
  open: (asNew: boolean, afterSave?: () => void) => void;
  close: () => void;
}

// The dialog's address (lib/dialogAddress.ts): a reload opens it again.
const ADDRESS = { save: 'save-request', saveAs: 'save-request-as' } as const;

export const useSaveDialog = create<SaveDialogState>((set) => ({
  isOpen: dialogInAddress() === ADDRESS.save || dialogInAddress() === ADDRESS.saveAs,
  asNew: dialogInAddress() === ADDRESS.saveAs,
  afterSave: undefined,
  open: (asNew, afterSave) => {
    set({ isOpen: true, asNew, afterSave });
    setDialogInAddress(asNew ? ADDRESS.saveAs : ADDRESS.save);
  },
  close: () => {
    set({ isOpen: false, afterSave: undefined });
    setDialogInAddress(null);
  },
}));

/** Save As: asks for a name and collection and saves a new request, leaving the original as it was. */
export function saveCurrentRequestAs(): void {
  useSaveDialog.getState().open(true);
}

/**
 * 'Request saved' and what follows a save come once the store has kept it: at once in the browser,
 * on the server's answer in a workspace. A refused save (someone else saved first, or the call
 * failed) has its own dialog or message from the store, so it is never also called saved.
 */
export function whenKept(save: RequestSave, afterSave: (() => void) | undefined): void {
  void save.kept.then((kept) => {
    if (!kept) return;
    toast('Request saved', 'success');
    afterSave?.();
  });
}

/**
 * Saves in place when the draft came from a collection; asks for a name and collection otherwise.
 * `afterSave` runs once it is saved, whichever way.
 */
export function saveCurrentRequest(afterSave?: () => void): void {
  const draft = builderStore.getState().draft;
  const location = savedLocationOf(draft, collectionsStore.getState().collections);
  if (!location) {
    useSaveDialog.getState().open(false, afterSave);
    return;
  }
  try {
    whenKept(
      saveDraft(builderStore, collectionsStore, { collectionId: location.collectionId, name: draft.name }),
      afterSave,
    );
  } catch (thrown) {
    toast(errorText(thrown), 'error');
  }
}
