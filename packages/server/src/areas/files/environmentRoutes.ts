// /api/files/environments: the opened repository's environments (app.ts mounts these routes beside
// filesRoutes, behind the same access rule). GET lists them with the secrets folder and whether `.gitignore` ignores
// it; PUT writes one back to its files; POST /files/gitignore adds the secrets folder to `.gitignore`,
// the one way Courier changes that file. A change on disk reaches browsers on GET /files/live, whose
// watcher sees the whole repository.
import { realpathSync } from 'node:fs';
import { Router } from 'express';
import { EnvironmentSchema, ValidationError } from '@courier/core';
import { jsonBody } from '../../http/jsonBody.js';
import { validateBody } from '../../http/validateBody.js';
import type { OpenedRepositoryHolder } from './openedRepositoryHolder.js';
import { readRepositoryEnvironments, saveRepositoryEnvironment } from './repositoryEnvironments.js';
import { ignoreSecrets, SECRETS_FOLDER, secretsIgnored } from './secretsIgnored.js';

export interface EnvironmentRouteOptions {
  bodyLimitBytes: number;
}

export function environmentRoutes(
  repositories: OpenedRepositoryHolder,
  { bodyLimitBytes }: EnvironmentRouteOptions,
): Router {
  const router = Router();
  const saved = validateBody(EnvironmentSchema);
  const root = () => realpathSync(repositories.opened().view().root);
  const secrets = () => ({ folder: SECRETS_FOLDER, ignored: secretsIgnored(root()) });

  router.get('/files/environments', (_req, res) => {
    res.json({ success: true, data: { ...readRepositoryEnvironments(root()), secrets: secrets() } });
  });

  router.put('/files/environments/:id', ...jsonBody(bodyLimitBytes), saved, (req, res) => {
    const environment = saved.of(req);
    if (environment.id !== req.params.id) throw new ValidationError('The environment id does not match the path');
    res.json({ success: true, data: { changed: saveRepositoryEnvironment(root(), environment) } });
  });

  router.post('/files/gitignore', (_req, res) => {
    ignoreSecrets(root());
    res.json({ success: true, data: { secrets: secrets() } });
  });
  return router;
}
