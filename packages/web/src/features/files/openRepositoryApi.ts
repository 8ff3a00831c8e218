// Opening another repository from the browser, and closing it (server: areas/files/openRoutes.ts).
import { apiCall, jsonBody } from '../../lib/api.js';
import { RepositoryViewSchema, type RepositoryView } from '@courier/core';
import * as z from 'zod';

export const openRepositoryApi = {
  /** Opens the folder at `path` on the server's machine; resolves with what it holds. */
  async open(path: string): Promise<RepositoryView> {
    return (await apiCall('/files/open', RepositoryViewSchema, jsonBody('POST', { path }))).data;
  },
  async close(): Promise<void> {
    await apiCall('/files/open', z.object({ closed: z.boolean() }), { method: 'DELETE' });
  },
};
