// Save to collection for what is not the Builder's draft (a WebSocket request): a name, the
// collection (or a new one) and the folder in it, with the Save Request dialog's collection picker.
import { ValidationError } from '@courier/core';
import { useEffect, useState } from 'react';
import { TextField } from '../../ui/TextField.js';
import { ChangeDialog } from './ChangeDialog.js';
import { CollectionChoice } from './CollectionChoice.js';
import { FolderField } from './FolderField.js';
import { folderPaths } from './collectionTree.js';
import { collectionsStore, useCollections } from './useCollections.js';

interface SaveToCollectionTarget {
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
  const items = collections.find((collection) => collection.id === collectionId)?.items ?? [];

  useEffect(() => {
    if (!isOpen) return;
    setName(initialName);
    setCollectionId(collectionsStore.getState().collections[0]?.id ?? '');
    setFolderId('');
  }, [isOpen, initialName]);

  const save = () => {
    if (!collectionId) throw new ValidationError('Please choose a collection');
    onSave({ collectionId, parentId: folderId || null, name });
  };

  return (
    <ChangeDialog
      isOpen={isOpen}
      onClose={onClose}
      title={title}
      isDismissable={false}
      submitLabel="Save"
      onSubmit={save}
    >
      {({ setError }) => (
        <>
          <TextField label="Request name" value={name} onChange={setName} autoFocus />
          <CollectionChoice
            value={collectionId}
            onChange={(id) => {
              setCollectionId(id);
              setFolderId('');
            }}
            onError={setError}
          />
          {folderPaths(items).length > 0 ? <FolderField items={items} value={folderId} onChange={setFolderId} /> : null}
        </>
      )}
    </ChangeDialog>
  );
}
