import { defineConfig } from 'vitest/config';

// One test run for the whole repository. Workspace packages resolve to their TypeScript source
// through the `courier-source` export condition, so no test needs a build first.
export default defineConfig({
  resolve: { conditions: ['courier-source'] },
  ssr: { resolve: { conditions: ['courier-source'] } },
  test: {
    include: ['packages/*/src/**/*.test.ts', 'packages/*/src/**/*.test.tsx', 'tests/**/*.test.ts'],
    exclude: ['**/node_modules/**', '**/dist/**'],
    pool: 'forks',
    // isolated-vm needs Node started without its startup snapshot (isolated-vm README).
    execArgv: ['--no-node-snapshot'],
    testTimeout: 20_000,
    // The script sandbox's prelude is generated code (packages/core/scripts/build-prelude.mjs).
    globalSetup: ['packages/core/scripts/prelude.globalSetup.mjs'],
    hookTimeout: 30_000,
  },
});
