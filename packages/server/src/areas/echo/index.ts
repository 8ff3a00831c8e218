// The echo area. The echo endpoint a user can send test requests to. What it offers the rest of the
// server: app.ts, main.ts and other areas import it from here only
// (docs/decisions/0037-areas-on-a-shared-floor.md).
export { echoRoutes } from './routes.js';
