// The outbound area: Settings › Certificates and proxy of local mode, and the transports they make.
// What it offers the rest of the server: app.ts imports it from here only
// (docs/decisions/0037-areas-on-a-shared-floor.md).
export { outboundSettingsRoutes } from './routes.js';
export { createOutboundSettingsService } from './service.js';
export type { OutboundSettingsService } from './service.js';
export { proxyTransportOf } from './proxyTransportOf.js';
