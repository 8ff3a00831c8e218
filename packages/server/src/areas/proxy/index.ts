// The proxy area. The proxy the browser sends every request through, and its outbound transport.
// What it offers the rest of the server: app.ts, main.ts and other areas import it from here only
// (docs/decisions/0037-areas-on-a-shared-floor.md).
export { createOutboundTransport } from './outboundTransport.js';
export type { OutboundTransportSettings } from './outboundTransport.js';
export { proxyRoutes } from './routes.js';
export { createProxyService } from './service.js';
