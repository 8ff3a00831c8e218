// What a collection's or a folder's Settings edit: its description, and the variables, auth and
// scripts every request below it inherits (Postman's collection and folder tabs). The same five
// fields at both levels, so one dialog serves both.
import type { Auth, Collection, Folder, Variable } from '@courier/core';
import { dequal } from 'dequal';
import { changeItem, locateItem } from './collectionTree.js';

export interface ContainerSettings {
  description: string;
  variables: Variable[];
  auth: Auth;
  preRequestScript: string;
  postRequestScript: string;
}

/** A collection (`itemId` is its id) or one of its folders: what Settings opens on. */
export type Container = { kind: 'collection'; collection: Collection } | { kind: 'folder'; folder: Folder };

export function containerIn(collection: Collection, itemId: string): Container | undefined {
  if (itemId === collection.id) return { kind: 'collection', collection };
  const found = locateItem(collection.items, itemId)?.item;
  return found?.type === 'folder' ? { kind: 'folder', folder: found } : undefined;
}

export function settingsOf(container: Container): ContainerSettings {
  const { description, variables, auth, preRequestScript, postRequestScript } =
    container.kind === 'collection' ? container.collection : container.folder;
  return { description: description ?? '', variables, auth, preRequestScript, postRequestScript };
}

/** The collection with the settings of itself (`itemId` is its id) or of its folder `itemId` replaced. */
export function withSettings(collection: Collection, itemId: string, settings: ContainerSettings): Collection {
  if (itemId === collection.id) return { ...collection, ...settings };
  return {
    ...collection,
    items: changeItem(collection.items, itemId, (item) => (item.type === 'folder' ? { ...item, ...settings } : item)),
  };
}

export function sameSettings(a: ContainerSettings, b: ContainerSettings): boolean {
  return dequal(a, b);
}
