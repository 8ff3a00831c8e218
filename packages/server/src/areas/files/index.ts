// The files area: a repository of Postman 3.0.0 collection folders opened by the workbench in local
// mode, or in hosted mode inside the root an administrator set. What it offers the rest of the server:
// app.ts, main.ts and other areas import it from here only (docs/decisions/0037-areas-on-a-shared-floor.md).
export { filesAccess } from './filesAccess.js';
export { createOpenedRepositoryHolder, type OpenedRepositoryHolder } from './openedRepositoryHolder.js';
export { openRoutes } from './openRoutes.js';
export { openRepository, type Repository } from './repository.js';
export { filesRoutes } from './routes.js';
export { environmentRoutes } from './environmentRoutes.js';
