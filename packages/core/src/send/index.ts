// The isomorphic half of sending: the Transport contract, request preparation, auth and errors.
export * from './errors.js';
export * from './prepare.js';
export type * from './transport.js';
export * from './authorize.js';
export * from './urlencoded.js';
