export type { LookupFunction } from './connector.js';
export { checkedLookup } from './connector.js';
export { sendErrorOf } from './sendErrorOf.js';
export type { RunCookieJar } from './cookieJar.js';
export { createUndiciTransport } from './createUndiciTransport.js';
export type { UndiciTransport } from './createUndiciTransport.js';
