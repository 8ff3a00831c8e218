// The web area. The web app's build, served on the API's port. What it offers the rest of the
// server: app.ts, main.ts and other areas import it from here only
// (docs/decisions/0037-areas-on-a-shared-floor.md).
export { webAppRoutes } from './routes.js';
