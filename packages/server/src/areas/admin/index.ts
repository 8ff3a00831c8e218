// The admin area. The admin panel's calls: statistics and user management, for administrators only.
// What it offers the rest of the server: app.ts, main.ts and other areas import it from here only
// (docs/decisions/0037-areas-on-a-shared-floor.md).
export { adminRoutes } from './routes.js';
export { createAdminService } from './service.js';
