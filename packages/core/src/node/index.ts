// Node-only adapters of @courier/core, exported as "@courier/core/node".
export * from './transport/index.js';
export * from './script/index.js';
