// Bundles the CLI and @courier/core into dist/ for the published package. Native and
// runtime-heavy packages stay external dependencies; the sandbox libraries stay separate chunks
// so a run loads only what its scripts require().
import { build } from 'esbuild';
import { readFileSync, renameSync, rmSync } from 'node:fs';
import { isBuiltin } from 'node:module';
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

/**
 * Built-ins whose exports the bundle reads through getters. Some are named at the top of modules
 * and seldom called, or called only later, and so load when first used: commander's child_process
 * (for executable subcommands, which courier has none of), node:http (the cli reporter's reason
 * phrases), node:fs/promises (reports, baselines, file bodies) and node:crypto (some 40 modules,
 * which would load before the first isolate starts). node:util is always loaded, but listing its
 * exports, as a bundle's import of a built-in does, loads its lazy ones: its argument parser, its
 * diff and worker_threads, a dozen modules.
 */
const READ_THROUGH_GETTERS = new Set(['child_process', 'http', 'fs/promises', 'crypto', 'util']);

/**
 * Node's built-ins through getBuiltinModule(), not `import`. Node started without its snapshot, as
 * isolated-vm needs, compiles every built-in module it loads from source, at each start (some
 * 0.3 ms each), and an ES module import of a built-in reads all its exports, which loads what the
 * lazy ones stand for (node:fs: fs/promises and readline; node:http: Node's own undici). The
 * built-ins of READ_THROUGH_GETTERS become an object of getters over their exports' names, which
 * takes the module when one of them is first read.
 */
const builtinsWithoutImport = {
  name: 'builtins-without-import',
  setup(build) {
    build.onResolve({ filter: /^(node:)?[a-z_/0-9]+$/ }, (args) =>
      (args.kind === 'import-statement' || args.kind === 'require-call') && isBuiltin(args.path)
        ? { path: args.path.replace(/^node:/, ''), namespace: 'builtin' }
        : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: 'builtin' }, ({ path }) => {
      const specifier = JSON.stringify(`node:${path}`);
      // getBuiltinModule, a call esbuild leaves alone, where a require() would come back here.
      if (!READ_THROUGH_GETTERS.has(path))
        return { contents: `module.exports = process.getBuiltinModule(${specifier});`, loader: 'js' };
      const names = Object.getOwnPropertyNames(process.getBuiltinModule(path)).filter((name) => name !== 'default');
      const getters = names.map(
        (name) => `${JSON.stringify(name)}: { get: () => load()[${JSON.stringify(name)}], enumerable: true }`,
      );
      return {
        contents: `let loaded;\nconst load = () => (loaded ??= process.getBuiltinModule(${specifier}));\nmodule.exports = Object.defineProperties({}, {\n${getters.join(',\n')}\n});`,
        loader: 'js',
      };
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
  plugins: [coreWithoutSideEffects, builtinsWithoutImport],
});
rmSync(join(cliDir, 'dist'), { recursive: true, force: true });
try {
  renameSync(staging, join(cliDir, 'dist'));
} catch (error) {
  // Another build swapped its own identical output in first.
  rmSync(staging, { recursive: true, force: true });
  if (error.code !== 'ENOTEMPTY' && error.code !== 'EEXIST') throw error;
}
