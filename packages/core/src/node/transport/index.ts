export type { LookupFunction } from './connector.js';
export { checkedLookup } from './connector.js';
export { sendErrorOf } from './sendErrorOf.js';
export { createUndiciTransport } from './createUndiciTransport.js';
export type { UndiciTransport } from './createUndiciTransport.js';
export { hostMatcher, proxiesFromEnvironment } from './outboundRoute.js';
export type { ClientCertificate, OutboundProxies } from './outboundRoute.js';
export { inspectCaCertificate, inspectClientCertificate } from './inspectCertificate.js';
export type { CertificateSummary } from './inspectCertificate.js';
