import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import {
  describeInitialScripts,
  INITIAL_JAVASCRIPT_BUDGET,
  initialScripts,
  totalGzipBytes,
} from './initialJavaScript.js';

/** Prints what the first load downloads and fails the build past the budget. */
function initialJavaScriptBudget(): Plugin {
  let outDir = 'dist';
  return {
    name: 'courier-initial-javascript-budget',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const scripts = initialScripts(outDir);
      this.info(describeInitialScripts(scripts));
      const total = totalGzipBytes(scripts);
      if (total > INITIAL_JAVASCRIPT_BUDGET) {
        this.error(`Initial JavaScript is ${total} bytes gzip, over the budget of ${INITIAL_JAVASCRIPT_BUDGET}`);
      }
    },
  };
}

// The workbench builds to packages/web/dist, which the server serves on port 9000 (one server, one
// port). In development Vite serves it and forwards /api to that server.
export default defineConfig({
  plugins: [react(), initialJavaScriptBudget()],
  // Workspace packages (@courier/core) are compiled from their TypeScript source.
  resolve: {
    conditions: ['courier-source', 'module', 'browser', 'development|production'],
    // Bruno's .bru parser (CommonJS) requires ohm-js, whose ES build exports only a default: the
    // bundle would hand the parser that module's namespace. Its CommonJS build is what it expects.
    alias: [{ find: /^ohm-js$/, replacement: 'ohm-js/dist/ohm.cjs' }],
  },
  worker: { format: 'es' },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 4000,
    rollupOptions: {
      // Core's modules only define things (schemas, functions); nothing runs for its effect on
      // import. Saying so lets the bundler leave out what the first screen does not use.
      treeshake: { moduleSideEffects: (id: string) => !id.includes('/packages/core/src/') },
    },
  },
  server: { proxy: { '/api': 'http://127.0.0.1:9000' } },
});
