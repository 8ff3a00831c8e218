// The calls of the repository opened with `npm start -- --open <path>` (server area `files`).
import type { Collection } from '@courier/core';
import * as z from 'zod';
import { apiCall, ApiError, jsonBody } from '../../lib/api.js';
import type { CollectionPatch } from './collectionPatch.js';
import type { ItemsSave } from './itemsSave.js';

const FileProblemSchema = z.object({ file: z.string(), line: z.number(), message: z.string() });
export type FileProblem = z.infer<typeof FileProblemSchema>;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * A collection as the server's files area sends it. The server made it with core's importer, which
 * checks every field, and checks every save; checking 5,000 requests again here would hold the page
 * for seconds, so the page takes only its shape on trust.
 */
const ServerCollectionSchema = z.custom<Collection>(
  (value) => isRecord(value) && typeof value.id === 'string' && Array.isArray(value.items),
);
const CollectionPatchSchema = z.custom<CollectionPatch>(
  (value) => isRecord(value) && typeof value.id === 'string' && Array.isArray(value.items),
);

export const RepositoryViewSchema = z.object({
  root: z.string(),
  collections: z.array(ServerCollectionSchema),
  problems: z.array(FileProblemSchema),
});
export type RepositoryView = z.infer<typeof RepositoryViewSchema>;

/** What the files' live stream says changed (server: areas/files/repository.ts). */
export const RepositoryChangeSchema = z.object({
  collections: z.array(CollectionPatchSchema),
  removed: z.array(z.string()),
  problems: z.array(FileProblemSchema),
  origin: z.string().nullable(),
});

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
