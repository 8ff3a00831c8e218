// Save to collection for what is not the Builder's draft (a WebSocket request): a name, the
// collection (or a new one) and the folder in it, with the Save Request dialog's collection picker.
import { ValidationError } from '@courier/core';
import { useEffect, useState, type FormEvent } from 'react';
import { Button } from '../../ui/Button.js';
import { Dialog } from '../../ui/Dialog.js';
import { ErrorMessage } from '../../ui/ErrorMessage.js';
import { SelectField } from '../../ui/SelectField.js';
import { TextField } from '../../ui/TextField.js';
import { errorText } from '../shared/errorText.js';
import { CollectionChoice } from './CollectionChoice.js';
import { folderPaths } from './collectionTree.js';
import { collectionsStore, useCollections } from './useCollections.js';

export interface SaveToCollectionTarget {
  collectionId: string;
  /** The folder chosen, null for the collection's top level. */
  parentId: string | null;
  name: string;
}

export interface SaveToCollectionDialogProps {
  isOpen: boolean;
  title: string;
  initialName: string;
  /** Saves, or throws a ValidationError whose message the dialog shows. */
  onSave: (target: SaveToCollectionTarget) => void;
  onClose: () => void;
}

export function SaveToCollectionDialog({ isOpen, title, initialName, onSave, onClose }: SaveToCollectionDialogProps) {
  const collections = useCollections((state) => state.collections);
  const [name, setName] = useState('');
  const [collectionId, setCollectionId] = useState('');
  const [folderId, setFolderId] = useState('');
  const [error, setError] = useState<string>();
  const folders = folderPaths(collections.find((collection) => collection.id === collectionId)?.items ?? []);

  useEffect(() => {
    if (!isOpen) return;
    setName(initialName);
    setCollectionId(collectionsStore.getState().collections[0]?.id ?? '');
    setFolderId('');
    setError(undefined);
  }, [isOpen, initialName]);

  const save = (event?: FormEvent) => {
    event?.preventDefault();
    try {
      if (!collectionId) throw new ValidationError('Please choose a collection');
      onSave({ collectionId, parentId: folderId || null, name });
      onClose();
    } catch (thrown) {
      setError(errorText(thrown));
    }
  };

  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title={title}
      isDismissable={false}
      footer={
        <>
          <Button onPress={onClose}>Cancel</Button>
          <Button variant="primary" onPress={() => save()}>
            Save
          </Button>
        </>
      }
    >
      <form onSubmit={save}>
        <TextField label="Request name" value={name} onChange={setName} autoFocus />
        <CollectionChoice
          value={collectionId}
          onChange={(id) => {
            setCollectionId(id);
            setFolderId('');
          }}
          onError={setError}
        />
        {folders.length > 0 ? (
          <SelectField label="Folder" value={folderId} onChange={setFolderId}>
            <option value="">Top level of the collection</option>
            {folders.map((folder) => (
              <option key={folder.id} value={folder.id}>
                {folder.path}
              </option>
            ))}
          </SelectField>
        ) : null}
        <ErrorMessage message={error} />
        <button type="submit" hidden />
      </form>
    </Dialog>
  );
}
