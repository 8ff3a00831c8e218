// The files area: a repository of Postman 3.0.0 collection folders opened by the workbench in local
// mode. What it offers the rest of the server: app.ts, main.ts and other areas import it from here only
// (docs/decisions/0037-areas-on-a-shared-floor.md).
export { openRepository, type Repository } from './repository.js';
export { filesRoutes } from './routes.js';
export { environmentRoutes } from './environmentRoutes.js';
