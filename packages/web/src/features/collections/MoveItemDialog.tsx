// Move to: the folder of the same collection a request or a folder goes to, or the collection's top level.
import type { CollectionItem } from '@courier/core';
import { useEffect, useState } from 'react';
import { ChangeDialog } from './ChangeDialog.js';
import { FolderField } from './FolderField.js';

export interface MoveItemDialogProps {
  isOpen: boolean;
  name: string;
  /** The tree of the collection the item is in. */
  items: readonly CollectionItem[];
  /** The folder being moved: neither it nor what it holds is offered. */
  exceptFolderId?: string | undefined;
  /** Moves it into the folder, or to the top level when null; a thrown error shows in the dialog. */
  onMove: (parentId: string | null) => void;
  onClose: () => void;
}

export function MoveItemDialog({ isOpen, name, items, exceptFolderId, onMove, onClose }: MoveItemDialogProps) {
  const [folderId, setFolderId] = useState('');
  useEffect(() => {
    if (isOpen) setFolderId('');
  }, [isOpen]);

  return (
    <ChangeDialog
      isOpen={isOpen}
      onClose={onClose}
      title={`Move “${name}”`}
      size="sm"
      submitLabel="Move"
      onSubmit={() => onMove(folderId || null)}
    >
      {() => <FolderField items={items} exceptId={exceptFolderId} value={folderId} onChange={setFolderId} />}
    </ChangeDialog>
  );
}
