export type { CheckAddress, LookupFunction } from './connector.js';
export { checkedLookup } from './connector.js';
export { sendErrorOf } from './sendErrorOf.js';
export type { ErrorContext } from './sendErrorOf.js';
export { createCookieJar } from './cookieJar.js';
export type { RunCookieJar } from './cookieJar.js';
export { createUndiciTransport } from './createUndiciTransport.js';
export type { UndiciTransport, UndiciTransportOptions } from './createUndiciTransport.js';
