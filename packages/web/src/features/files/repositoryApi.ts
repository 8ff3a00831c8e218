// The calls of the repository opened with `npm start -- --open <path>` (server area `files`).
import { RepositoryViewSchema, type Collection, type ItemsSave, type RepositoryView } from '@courier/core';
import * as z from 'zod';
import { apiCall, ApiError, jsonBody } from '../../lib/api.js';

const SavedSchema = z.object({ changed: z.array(z.string()) });

/** This page, named in its saves: the news of its own save is not applied again. */
export const PAGE_ORIGIN = crypto.randomUUID();

const collectionPath = (id: string) =>
  `/files/collections/${encodeURIComponent(id)}?origin=${encodeURIComponent(PAGE_ORIGIN)}`;

export const repositoryApi = {
  /** What the opened repository holds now; null when the server opened none (or is hosted). */
  async read(): Promise<RepositoryView | null> {
    try {
      return (await apiCall('/files', RepositoryViewSchema)).data;
    } catch (thrown) {
      if (thrown instanceof ApiError && thrown.status === 404) return null;
      throw thrown;
    }
  },
  /** Writes a whole collection to its files; resolves with the paths that changed. */
  async save(collection: Collection): Promise<string[]> {
    return (await apiCall(collectionPath(collection.id), SavedSchema, jsonBody('PUT', collection))).data.changed;
  },
  /** Writes the files of the items saved alone; refused (409) when the repository no longer holds them. */
  async saveItems(collectionId: string, save: ItemsSave): Promise<string[]> {
    return (await apiCall(collectionPath(collectionId), SavedSchema, jsonBody('PATCH', save))).data.changed;
  },
  /** Removes a collection's folder from the repository. */
  async remove(collectionId: string): Promise<string[]> {
    return (await apiCall(collectionPath(collectionId), SavedSchema, { method: 'DELETE' })).data.changed;
  },
};
export type RepositoryApi = typeof repositoryApi;
