// The health area. The health check a load balancer polls. What it offers the rest of the server:
// app.ts, main.ts and other areas import it from here only
// (docs/decisions/0037-areas-on-a-shared-floor.md).
export { healthRoutes } from './routes.js';
