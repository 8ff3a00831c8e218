export type { CheckAddress, LookupFunction } from './connector.js';
export { createCookieJar } from './cookieJar.js';
export type { RunCookieJar } from './cookieJar.js';
export { createUndiciTransport } from './createUndiciTransport.js';
export type { UndiciTransport, UndiciTransportOptions } from './createUndiciTransport.js';
