// The websocket area. The WebSocket tester: connections the server relays, their messages and
// statistics. What it offers the rest of the server: app.ts, main.ts and other areas import it from
// here only (docs/decisions/0037-areas-on-a-shared-floor.md).
export { createWebSocketRelay } from './relay.js';
export type { WebSocketRelay } from './relay.js';
export { websocketRoutes } from './routes.js';
export { createWebSocketService } from './service.js';
