// Move to: the folder of the same collection a request goes to, or the collection's top level.
import type { CollectionItem } from '@courier/core';
import { useEffect, useState, type FormEvent } from 'react';
import { Button } from '../../ui/Button.js';
import { Dialog } from '../../ui/Dialog.js';
import { ErrorMessage } from '../../ui/ErrorMessage.js';
import { SelectField } from '../../ui/SelectField.js';
import { errorText } from '../shared/errorText.js';
import { folderPaths } from './collectionTree.js';

export interface MoveItemDialogProps {
  isOpen: boolean;
  name: string;
  /** The tree of the collection the request is in. */
  items: readonly CollectionItem[];
  /** Moves it into the folder, or to the top level when null; a thrown error shows in the dialog. */
  onMove: (parentId: string | null) => void;
  onClose: () => void;
}

export function MoveItemDialog({ isOpen, name, items, onMove, onClose }: MoveItemDialogProps) {
  const [folderId, setFolderId] = useState('');
  const [error, setError] = useState<string>();
  useEffect(() => {
    if (!isOpen) return;
    setFolderId('');
    setError(undefined);
  }, [isOpen]);

  const move = (event?: FormEvent) => {
    event?.preventDefault();
    try {
      onMove(folderId || null);
      onClose();
    } catch (thrown) {
      setError(errorText(thrown));
    }
  };

  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title={`Move “${name}”`}
      size="sm"
      footer={
        <>
          <Button onPress={onClose}>Cancel</Button>
          <Button variant="primary" onPress={() => move()}>
            Move
          </Button>
        </>
      }
    >
      <form onSubmit={move}>
        <SelectField label="Folder" value={folderId} onChange={setFolderId}>
          <option value="">Top level of the collection</option>
          {folderPaths(items).map((folder) => (
            <option key={folder.id} value={folder.id}>
              {folder.path}
            </option>
          ))}
        </SelectField>
        <ErrorMessage message={error} />
        <button type="submit" hidden />
      </form>
    </Dialog>
  );
}
