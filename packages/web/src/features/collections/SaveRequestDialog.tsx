// Save Request: name and collection; the dialog stays open until both are given. Loaded the first
// time it opens (SaveRequest.tsx); saveCurrentRequest.ts opens it.
import type { SavedRequest } from '@courier/core';
import { useEffect, useState, type FormEvent } from 'react';
import { Button } from '../../ui/Button.js';
import { Dialog } from '../../ui/Dialog.js';
import { ErrorMessage } from '../../ui/ErrorMessage.js';
import { TextField } from '../../ui/TextField.js';
import { builderStore } from '../builder/useBuilder.js';
import { errorText } from '../shared/errorText.js';
import { freeName, sameNamedRequest, saveDraft, type SaveTarget } from './saveDraft.js';
import { CollectionChoice } from './CollectionChoice.js';
import { useSaveDialog, whenKept } from './saveCurrentRequest.js';
import { collectionsStore } from './useCollections.js';

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
