// The folder an item goes to within its collection, or the collection's top level.
import type { CollectionItem } from '@courier/core';
import { SelectField } from '../../ui/SelectField.js';
import { folderPaths } from './collectionTree.js';

export interface FolderFieldProps {
  /** The collection's tree. */
  items: readonly CollectionItem[];
  /** A folder left out with what it holds: the one being moved. */
  exceptId?: string | undefined;
  /** The folder's id, '' for the top level. */
  value: string;
  onChange: (folderId: string) => void;
}

export function FolderField({ items, exceptId, value, onChange }: FolderFieldProps) {
  return (
    <SelectField label="Folder" value={value} onChange={onChange}>
      <option value="">Top level of the collection</option>
      {folderPaths(items, exceptId).map((folder) => (
        <option key={folder.id} value={folder.id}>
          {folder.path}
        </option>
      ))}
    </SelectField>
  );
}
