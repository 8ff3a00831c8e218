// The calls of an opened repository's environments (server: areas/files/environmentRoutes.ts).
import { EnvironmentSchema, type Environment } from '@courier/core';
import * as z from 'zod';
import { apiCall, jsonBody } from '../../lib/api.js';

const SecretsSchema = z.object({ folder: z.string(), ignored: z.boolean() });
export type RepositorySecrets = z.infer<typeof SecretsSchema>;

const EnvironmentsViewSchema = z.object({
  environments: z.array(EnvironmentSchema),
  problems: z.array(z.object({ message: z.string() })),
  secrets: SecretsSchema,
});
export type RepositoryEnvironmentsView = z.infer<typeof EnvironmentsViewSchema>;

export const repositoryEnvironmentsApi = {
  async read(): Promise<RepositoryEnvironmentsView> {
    return (await apiCall('/files/environments', EnvironmentsViewSchema)).data;
  },
  /** Writes an environment to its file, its secret values to the untracked local file. */
  async save(environment: Environment): Promise<void> {
    const path = `/files/environments/${encodeURIComponent(environment.id)}`;
    await apiCall(path, z.unknown(), jsonBody('PUT', environment));
  },
  /** Adds the secrets folder to the repository's `.gitignore`: only ever from the offer clicked. */
  async ignoreSecrets(): Promise<RepositorySecrets> {
    return (await apiCall('/files/gitignore', z.object({ secrets: SecretsSchema }), { method: 'POST' })).data.secrets;
  },
};
export type RepositoryEnvironmentsApi = typeof repositoryEnvironmentsApi;
