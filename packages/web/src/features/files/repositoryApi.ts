// The calls of the repository opened with `npm start -- --open <path>` (server area `files`).
import { CollectionSchema, type Collection } from '@courier/core';
import * as z from 'zod';
import { apiCall, ApiError, jsonBody } from '../../lib/api.js';

const FileProblemSchema = z.object({ file: z.string(), line: z.number(), message: z.string() });
export type FileProblem = z.infer<typeof FileProblemSchema>;

export const RepositoryViewSchema = z.object({
  root: z.string(),
  collections: z.array(CollectionSchema),
  problems: z.array(FileProblemSchema),
});
export type RepositoryView = z.infer<typeof RepositoryViewSchema>;

const SavedSchema = z.object({ changed: z.array(z.string()) });

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
  /** Writes a collection to its files; resolves with the paths that changed. */
  async save(collection: Collection): Promise<string[]> {
    const path = `/files/collections/${encodeURIComponent(collection.id)}`;
    return (await apiCall(path, SavedSchema, jsonBody('PUT', collection))).data.changed;
  },
};
export type RepositoryApi = typeof repositoryApi;
