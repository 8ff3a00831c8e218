// Test doubles for core's run path: a scripted transport and script host, collection and run-result
// builders. Pure code, for unit tests anywhere; loopback servers are '@courier/testkit/servers' and
// the browser '@courier/testkit/chromium'.
export * from './runFakes.js';
export * from './runResults.js';
export * from './generatedPostmanCollection.js';
