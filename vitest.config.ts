import { defineConfig } from 'vitest/config';

// The repository's tests in projects, chosen by file name and folder (CONTRIBUTING.md, "Running
// tests"). Workspace packages resolve to their TypeScript source through the `courier-source`
// export condition, so no test needs a build first.

/** Tests that open sockets, databases or isolates: contract suites, core's Node adapters, the server. */
const NODE = [
  'packages/*/src/**/*.case.test.ts',
  'packages/core/src/node/**/*.test.ts',
  'packages/server/src/**/*.test.ts',
];
/** Opt-in suites, never part of `npm test`: screenshots for a person to look at, timing gates. */
const OPT_IN = ['**/*.visual.test.ts', '**/*.bench.test.ts'];
/** Tests of sizes that take a minute (reports larger than the longest string): `npm test` runs them, the unit project does not. */
const SCALE = ['packages/*/src/**/*.scale.test.ts'];
const ALWAYS_EXCLUDED = ['**/node_modules/**', '**/dist/**'];

// A process per file: isolated-vm needs Node started without its startup snapshot (isolated-vm
// README), and native modules (isolated-vm, better-sqlite3) and servers stay with their file.
const forks = { pool: 'forks', execArgv: ['--no-node-snapshot'] } as const;

export default defineConfig({
  resolve: { conditions: ['courier-source'] },
  ssr: { resolve: { conditions: ['courier-source'] } },
  test: {
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // The script sandbox's prelude is generated code (packages/core/scripts/build-prelude.mjs).
    globalSetup: ['packages/core/scripts/prelude.globalSetup.mjs'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'packages/*/src/**/*.test.tsx', 'tests/architecture/**/*.test.ts'],
          exclude: [...ALWAYS_EXCLUDED, ...NODE, ...OPT_IN, ...SCALE],
          pool: 'threads',
          // Files share their worker's modules, which makes the run several times faster: a unit
          // test leaves nothing behind (stores are created per test, timers and stubs restored).
          isolate: false,
          setupFiles: ['tests/setup/unitOpensNoSockets.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          include: [...NODE, 'tests/runner/**/*.test.ts'],
          exclude: [...ALWAYS_EXCLUDED, ...OPT_IN, ...SCALE],
          ...forks,
        },
      },
      {
        extends: true,
        // A process per file: each holds hundreds of megabytes while it runs.
        test: { name: 'scale', include: SCALE, exclude: ALWAYS_EXCLUDED, testTimeout: 120_000, ...forks },
      },
      {
        extends: true,
        test: { name: 'cli', include: ['tests/cli/**/*.test.ts'], exclude: [...ALWAYS_EXCLUDED, ...OPT_IN], ...forks },
      },
      {
        extends: true,
        test: { name: 'e2e', include: ['tests/e2e/**/*.test.ts'], exclude: [...ALWAYS_EXCLUDED, ...OPT_IN], ...forks },
      },
      {
        extends: true,
        test: { name: 'visual', include: ['tests/**/*.visual.test.ts'], exclude: ALWAYS_EXCLUDED, ...forks },
      },
      {
        extends: true,
        test: { name: 'bench', include: ['tests/**/*.bench.test.ts'], exclude: ALWAYS_EXCLUDED, ...forks },
      },
    ],
  },
});
