// Imported only dynamically, by run.ts, once the script sandbox has begun to start: undici's
// modules then load on the main thread while the isolate starts on its own.
export { createUndiciTransport, proxiesFromEnvironment } from '@courier/core/node';
