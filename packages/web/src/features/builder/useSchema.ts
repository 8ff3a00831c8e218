// The app's GraphQL schema store.
import { useStore } from 'zustand';
import { transport } from '../../lib/transport.js';
import { createSchemaStore, type SchemaState } from './schemaStore.js';

export const schemaStore = createSchemaStore(transport);

export function useSchema<T>(selector: (state: SchemaState) => T): T {
  return useStore(schemaStore, selector);
}
