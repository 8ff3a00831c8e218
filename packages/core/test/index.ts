// Test doubles for core's run path (a scripted transport and script host, collection and run-result
// builders), shared by core's tests and the faces' tests as `@courier/core/testing`. The export has
// only the source condition, so a built or published core never carries it.
export * from './runFakes.js';
export * from './runResults.js';
