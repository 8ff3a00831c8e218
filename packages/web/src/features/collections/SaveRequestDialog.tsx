// Save Request: name and collection; the dialog stays open until both are given.
// It also registers the shared `save` action, so the builder's Save button and Ctrl/Cmd+S agree.
import type { SavedRequest } from '@courier/core';
import { useEffect, useState, type FormEvent } from 'react';
import { create } from 'zustand';
import { ACTION, isMod, registerAction } from '../../app/actions.js';
import { dialogInAddress, setDialogInAddress } from '../../lib/dialogAddress.js';
import { Button } from '../../ui/Button.js';
import { Dialog } from '../../ui/Dialog.js';
import { ErrorMessage } from '../../ui/ErrorMessage.js';
import { TextField } from '../../ui/TextField.js';
import { toast } from '../../ui/toasts.js';
import { builderStore } from '../builder/useBuilder.js';
import { errorText } from '../shared/errorText.js';
import { freeName, sameNamedRequest, saveDraft, savedLocationOf, type SaveTarget } from './saveDraft.js';
import { CollectionChoice } from './CollectionChoice.js';
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

const useSaveDialog = create<SaveDialogState>((set) => ({
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
function whenKept(save: RequestSave, afterSave: (() => void) | undefined): void {
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

export function SaveRequestDialog() {
  const isOpen = useSaveDialog((state) => state.isOpen);
  const asNew = useSaveDialog((state) => state.asNew);
  const close = useSaveDialog((state) => state.close);
  const [name, setName] = useState('');
  const [collectionId, setCollectionId] = useState('');
  const [error, setError] = useState<string>();
  /** A request of the chosen collection with the name given: update it, or save under a free name. */
  const [conflict, setConflict] = useState<{ existing: SavedRequest; freeName: string }>();

  useEffect(() => {
    const unregisterSave = registerAction({
      name: ACTION.save,
      label: 'Save request',
      shortcut: 'Ctrl+S',
      perform: () => saveCurrentRequest(),
      keyTest: (event) => isMod(event) && !event.shiftKey && event.key.toLowerCase() === 's',
    });
    const unregisterSaveAs = registerAction({
      name: ACTION.saveAs,
      label: 'Save request as…',
      shortcut: 'Ctrl+Shift+S',
      perform: saveCurrentRequestAs,
      keyTest: (event) => isMod(event) && event.shiftKey && event.key.toLowerCase() === 's',
    });
    return () => {
      unregisterSave();
      unregisterSaveAs();
    };
  }, []);

  useEffect(() => {
    if (!isOpen) return;
    const draft = builderStore.getState().draft;
    setName(draft.name);
    setCollectionId(draft.origin?.collectionId ?? collectionsStore.getState().collections[0]?.id ?? '');
    setError(undefined);
    setConflict(undefined);
  }, [isOpen]);

  const store = (target: SaveTarget) => {
    try {
      const save = saveDraft(builderStore, collectionsStore, target);
      const { afterSave } = useSaveDialog.getState();
      close();
      whenKept(save, afterSave);
    } catch (thrown) {
      setError(errorText(thrown));
    }
  };

  const save = (event?: FormEvent) => {
    event?.preventDefault();
    const target: SaveTarget = { collectionId, name, asNew };
    const all = collectionsStore.getState().collections;
    const existing =
      name.trim() && collectionId ? sameNamedRequest(builderStore.getState().draft, all, target) : undefined;
    if (existing) {
      setConflict({ existing, freeName: freeName(name, all, collectionId) });
      return;
    }
    store(target);
  };

  return (
    <Dialog
      isOpen={isOpen}
      onClose={close}
      title={asNew ? 'Save Request As' : 'Save Request'}
      // Clicking outside must not lose the form: it closes only by Cancel, Esc or a valid save.
      isDismissable={false}
      footer={
        conflict ? (
          <>
            <Button onPress={() => setConflict(undefined)}>Back</Button>
            <Button onPress={() => store({ collectionId, name: conflict.freeName, asNew })}>
              Save as “{conflict.freeName}”
            </Button>
            <Button variant="primary" onPress={() => store({ collectionId, name, replaceId: conflict.existing.id })}>
              Update “{conflict.existing.name}”
            </Button>
          </>
        ) : (
          <>
            <Button onPress={close}>Cancel</Button>
            <Button variant="primary" onPress={() => save()}>
              Save
            </Button>
          </>
        )
      }
    >
      <form onSubmit={save}>
        {conflict ? (
          <p className="save-conflict" role="alert">
            A request named “{conflict.existing.name}” already exists in this collection. Update it with this request,
            or save this one under another name?
          </p>
        ) : null}
        <TextField
          label="Request name"
          value={name}
          onChange={(value) => {
            setName(value);
            setConflict(undefined);
          }}
          autoFocus
        />
        <CollectionChoice
          value={collectionId}
          onChange={(value) => {
            setCollectionId(value);
            setConflict(undefined);
          }}
          onError={setError}
        />
        <ErrorMessage message={error} />
        <button type="submit" hidden />
      </form>
    </Dialog>
  );
}
