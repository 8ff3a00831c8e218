// The save dialogs' collection picker: an existing collection, or a new one made on the spot.
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../ui/Button.js';
import { SelectField } from '../../ui/SelectField.js';
import { TextField } from '../../ui/TextField.js';
import { errorText } from '../shared/errorText.js';
import { useCollections } from './useCollections.js';

export interface CollectionChoiceProps {
  value: string;
  onChange: (collectionId: string) => void;
  /** A collection that could not be made (a blank name), or undefined once one is. */
  onError: (message: string | undefined) => void;
}

export function CollectionChoice({ value, onChange, onError }: CollectionChoiceProps) {
  const collections = useCollections((state) => state.collections);
  const createCollection = useCollections((state) => state.createCollection);
  const [newCollection, setNewCollection] = useState('');

  const addCollection = () => {
    try {
      onChange(createCollection(newCollection).id);
      setNewCollection('');
      onError(undefined);
    } catch (thrown) {
      onError(errorText(thrown));
    }
  };

  return (
    <>
      <SelectField label="Collection" value={value} onChange={onChange}>
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
    </>
  );
}
