// The folder a request goes to within its collection, or the collection's top level.
import type { CollectionItem } from '@courier/core';
import { SelectField } from '../../ui/SelectField.js';
import { folderPaths } from './collectionTree.js';

export interface FolderFieldProps {
  /** The collection's tree. */
  items: readonly CollectionItem[];
  /** The folder's id, '' for the top level. */
  value: string;
  onChange: (folderId: string) => void;
}

export function FolderField({ items, value, onChange }: FolderFieldProps) {
  return (
    <SelectField label="Folder" value={value} onChange={onChange}>
      <option value="">Top level of the collection</option>
      {folderPaths(items).map((folder) => (
        <option key={folder.id} value={folder.id}>
          {folder.path}
        </option>
      ))}
    </SelectField>
  );
}
