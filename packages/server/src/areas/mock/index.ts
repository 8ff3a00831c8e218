// The mock area. The mock server: configurations, the routes that serve them, their logs and
// response scripts. What it offers the rest of the server: app.ts, main.ts and other areas import
// it from here only (docs/decisions/0037-areas-on-a-shared-floor.md).
export { mockActivityNotices } from './activityNotices.js';
export { responseScripts } from './responseScript.js';
export { mockRoutes } from './routes.js';
export { mockServeRoutes } from './serve.js';
export { createMockService } from './service.js';
