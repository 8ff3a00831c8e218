// The browser-only API of @courier/core: what needs a browser's globals (a dedicated Worker) to
// run. The web app imports it; Node code never does, and the isomorphic entry stays free of it.
export { createWorkerScriptHost } from '../script/worker/workerScriptHost.js';
