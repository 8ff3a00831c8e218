// The WebSocket tester's models and helpers, shared by the server relay and the web view.
export * from './model.js';
export { bytesFromText, hexOf } from './binary.js';
export { WEBSOCKET_AUTH_TYPES, authorizeHandshake, isWebSocketAuth, savedHandshakeAuth } from './handshakeAuth.js';
export type { WebSocketAuth } from './handshakeAuth.js';
