// The analysis area. Response analysis: recording proxied responses, the cache, baselines, drift
// and comparisons, and the retention sweep. What it offers the rest of the server: app.ts, main.ts
// and other areas import it from here only (docs/decisions/0037-areas-on-a-shared-floor.md).
export { responseRecorder } from './recorder.js';
export type { ProxiedSend } from './recorder.js';
export { analysisRetentionJob } from './retentionJob.js';
export { analysisRoutes } from './routes.js';
export { createAnalysisService } from './service.js';
