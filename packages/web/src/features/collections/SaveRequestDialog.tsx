// Save Request: name and collection; the dialog stays open until both are given.
// It also registers the shared `save` action, so the builder's Save button and Ctrl/Cmd+S agree.
import { Plus } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { create } from 'zustand';
import { ACTION, isMod, registerAction } from '../../app/actions.js';
import { Button } from '../../ui/Button.js';
import { Dialog } from '../../ui/Dialog.js';
import { ErrorMessage } from '../../ui/ErrorMessage.js';
import { SelectField } from '../../ui/SelectField.js';
import { TextField } from '../../ui/TextField.js';
import { toast } from '../../ui/toasts.js';
import { builderStore } from '../builder/useBuilder.js';
import { errorText } from '../shared/errorText.js';
import { saveDraft, savedLocationOf } from './saveDraft.js';
import { collectionsStore, useCollections } from './useCollections.js';

const useSaveDialog = create<{ isOpen: boolean; setOpen: (isOpen: boolean) => void }>((set) => ({
  isOpen: false,
  setOpen: (isOpen) => set({ isOpen }),
}));

/** Saves in place when the draft came from a collection; asks for a name and collection otherwise. */
export function saveCurrentRequest(): void {
  const draft = builderStore.getState().draft;
  const location = savedLocationOf(draft, collectionsStore.getState().collections);
  if (!location) {
    useSaveDialog.getState().setOpen(true);
    return;
  }
  try {
    saveDraft(builderStore, collectionsStore, { collectionId: location.collectionId, name: draft.name });
    toast('Request saved', 'success');
  } catch (thrown) {
    toast(errorText(thrown), 'error');
  }
}

export function SaveRequestDialog() {
  const isOpen = useSaveDialog((state) => state.isOpen);
  const setOpen = useSaveDialog((state) => state.setOpen);
  const collections = useCollections((state) => state.collections);
  const createCollection = useCollections((state) => state.createCollection);
  const [name, setName] = useState('');
  const [collectionId, setCollectionId] = useState('');
  const [newCollection, setNewCollection] = useState('');
  const [error, setError] = useState<string>();

  useEffect(
    () =>
      registerAction({
        name: ACTION.save,
        label: 'Save request',
        shortcut: 'Ctrl+S',
        perform: saveCurrentRequest,
        keyTest: (event) => isMod(event) && !event.shiftKey && event.key.toLowerCase() === 's',
      }),
    [],
  );

  useEffect(() => {
    if (!isOpen) return;
    const draft = builderStore.getState().draft;
    setName(draft.name);
    setCollectionId(draft.origin?.collectionId ?? collectionsStore.getState().collections[0]?.id ?? '');
    setNewCollection('');
    setError(undefined);
  }, [isOpen]);

  const save = (event?: FormEvent) => {
    event?.preventDefault();
    try {
      saveDraft(builderStore, collectionsStore, { collectionId, name });
      setOpen(false);
      toast('Request saved', 'success');
    } catch (thrown) {
      setError(errorText(thrown));
    }
  };

  const addCollection = () => {
    try {
      setCollectionId(createCollection(newCollection).id);
      setNewCollection('');
      setError(undefined);
    } catch (thrown) {
      setError(errorText(thrown));
    }
  };

  return (
    <Dialog
      isOpen={isOpen}
      onClose={() => setOpen(false)}
      title="Save Request"
      // Clicking outside must not lose the form: it closes only by Cancel, Esc or a valid save.
      isDismissable={false}
      footer={
        <>
          <Button onPress={() => setOpen(false)}>Cancel</Button>
          <Button variant="primary" onPress={() => save()}>
            Save
          </Button>
        </>
      }
    >
      <form onSubmit={save}>
        <TextField label="Request name" value={name} onChange={setName} autoFocus />
        <SelectField label="Collection" value={collectionId} onChange={setCollectionId}>
          <option value="">Choose a collection…</option>
          {collections.map((collection) => (
            <option key={collection.id} value={collection.id}>
              {collection.name}
            </option>
          ))}
        </SelectField>
        <div className="save-new-collection">
          <TextField
            label="Or create a collection"
            value={newCollection}
            onChange={setNewCollection}
            placeholder="Collection name"
          />
          <Button onPress={addCollection} icon={<Plus size={14} />}>
            Create
          </Button>
        </div>
        <ErrorMessage message={error} />
        <button type="submit" hidden />
      </form>
    </Dialog>
  );
}
