// Bundles the CLI and @courier/core into dist/ for the published package. Native and
// runtime-heavy packages stay external dependencies; the sandbox libraries stay separate chunks
// so a run loads only what its scripts require().
import { build } from 'esbuild';
import { readFileSync, renameSync, rmSync } from 'node:fs';
import { dirname, join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const cliDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(readFileSync(join(cliDir, 'package.json'), 'utf8'));
const coreSources = join(cliDir, '../core/src') + sep;

/**
 * @courier/core's modules only declare things, so a module none of whose exports the CLI uses
 * can be left out (what `"sideEffects": false` in a package.json says). Without this, esbuild
 * keeps every module the barrels re-export, since a schema built at module level looks like a
 * call with effects: GraphQL, the web-only parts and the like would be parsed at every start.
 */
const coreWithoutSideEffects = {
  name: 'core-without-side-effects',
  setup(build) {
    build.onResolve({ filter: /^(\.|@courier\/core)/ }, async (args) => {
      if (args.pluginData === coreSources) return undefined;
      if (!args.path.startsWith('@courier/core') && !args.importer.startsWith(coreSources)) return undefined;
      const resolved = await build.resolve(args.path, {
        kind: args.kind,
        importer: args.importer,
        resolveDir: args.resolveDir,
        pluginData: coreSources,
      });
      if (resolved.errors.length > 0 || !resolved.path.startsWith(coreSources)) return resolved;
      return { ...resolved, sideEffects: false };
    });
  },
};

// Built beside dist/ and swapped in, so a concurrent build or a running bin never sees half a dist.
const staging = join(cliDir, `dist.${process.pid}.tmp`);
await build({
  entryPoints: { main: join(cliDir, 'src/main.ts') },
  outdir: staging,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node24',
  conditions: ['courier-source'],
  external: Object.keys(pkg.dependencies ?? {}),
  // Bundled CommonJS packages call require() for Node built-ins; ESM output has none of its own.
  banner: {
    js: "import { createRequire as __courierRequire } from 'node:module'; const require = __courierRequire(import.meta.url);",
  },
  legalComments: 'none',
  // Less to parse at every start: the whole-process target for a 1-request run is 250 ms.
  minify: true,
  logLevel: 'warning',
  plugins: [coreWithoutSideEffects],
});
rmSync(join(cliDir, 'dist'), { recursive: true, force: true });
try {
  renameSync(staging, join(cliDir, 'dist'));
} catch (error) {
  // Another build swapped its own identical output in first.
  rmSync(staging, { recursive: true, force: true });
  if (error.code !== 'ENOTEMPTY' && error.code !== 'EEXIST') throw error;
}
