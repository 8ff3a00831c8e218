// Bundles the CLI, @courier/core and undici into dist/ for the published package. The native
// isolated-vm and the other dependencies stay external; the sandbox libraries stay separate chunks
// so a run loads only what its scripts require().
import { build } from 'esbuild';
import { existsSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

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
    build.onResolve({ filter: /^(\.|@courier\/core|\/)/ }, async (args) => {
      if (args.pluginData === coreSources) return undefined;
      const intoCore =
        args.path.startsWith('@courier/core') ||
        args.path.startsWith(coreSources) ||
        (args.path.startsWith('.') && args.importer.startsWith(coreSources));
      if (!intoCore) return undefined;
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

/** A module of core's that only re-exports others': `index.ts`, and so `@courier/core` itself. */
const isBarrel = (path) => path.startsWith(coreSources) && path.endsWith(`${sep}index.ts`);

/** The module a relative specifier of core's names: `./x.js` is `x.ts`, a folder its `index.ts`. */
function coreModule(importer, specifier) {
  const path = resolve(dirname(importer), specifier);
  const candidates = [path.replace(/\.js$/, '.ts'), join(path, 'index.ts'), path];
  const found = candidates.find((candidate) => candidate.endsWith('.ts') && existsSync(candidate));
  if (!found) throw new Error(`${importer}: cannot find ${specifier}`);
  return found;
}

const exported = (statement) =>
  ts.canHaveModifiers(statement) &&
  (ts.getModifiers(statement) ?? []).some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword);

/** The names a module declares and exports itself (values only: types leave no import behind). */
function ownExports(source) {
  const names = new Set();
  for (const statement of source.statements) {
    if (ts.isExportDeclaration(statement) && !statement.moduleSpecifier && statement.exportClause) {
      for (const element of statement.exportClause.elements) names.add(element.name.text);
    } else if (ts.isVariableStatement(statement) && exported(statement)) {
      for (const declaration of statement.declarationList.declarations)
        if (ts.isIdentifier(declaration.name)) names.add(declaration.name.text);
    } else if (
      (ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement) || ts.isEnumDeclaration(statement)) &&
      exported(statement) &&
      statement.name
    ) {
      names.add(statement.name.text);
    }
  }
  return names;
}

/**
 * Where a name core's barrels export is declared, through `export { … } from` and `export * from`.
 * esbuild's code splitting gives a chunk every module a chunk's files reach, used or not: a run
 * that imports the barrel would load the mock server's modules (openapi-sampler), the report
 * writers and the like in the chunk it shares with the commands that use them.
 */
function declarationFinder() {
  const sources = new Map();
  const parse = (file) => {
    if (!sources.has(file))
      sources.set(file, ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest));
    return sources.get(file);
  };
  const find = (file, name) => {
    const source = parse(file);
    const everything = [];
    for (const statement of source.statements) {
      if (!ts.isExportDeclaration(statement) || !statement.moduleSpecifier || statement.isTypeOnly) continue;
      const from = coreModule(file, statement.moduleSpecifier.text);
      if (!statement.exportClause) everything.push(from);
      else if (ts.isNamespaceExport(statement.exportClause)) {
        if (statement.exportClause.name.text === name) return { file, name };
      } else {
        const element = statement.exportClause.elements.find((candidate) => candidate.name.text === name);
        if (element) return find(from, element.propertyName?.text ?? name);
      }
    }
    if (ownExports(source).has(name)) return { file, name };
    for (const from of everything) {
      const found = find(from, name);
      if (found) return found;
    }
    return undefined;
  };
  return (barrel, name) => {
    const found = find(barrel, name);
    if (!found) throw new Error(`${barrel} exports no value named ${name}`);
    return found;
  };
}

/**
 * Imports from core's barrels (`@courier/core`, `@courier/core/node`, a folder's `index.ts`) become
 * imports from the modules that declare the names, so that a chunk reaches only the modules it
 * uses (see declarationFinder) and `courier run` loads none of what only `courier mock`, a report
 * or a baseline needs.
 */
const coreImportsPastBarrels = {
  name: 'core-imports-past-barrels',
  setup(build) {
    const declarationOf = declarationFinder();
    const cliSources = join(cliDir, 'src') + sep;
    build.onLoad({ filter: /\.ts$/ }, async ({ path }) => {
      if (!path.startsWith(cliSources) && !path.startsWith(coreSources)) return undefined;
      const text = readFileSync(path, 'utf8');
      if (!/from ['"](@courier\/core|[^'"]*index\.js)/.test(text)) return undefined;
      const barrelOf = async (specifier) => {
        if (!specifier.startsWith('@courier/core'))
          return specifier.startsWith('.') && /(^|\/)index\.js$/.test(specifier) ? coreModule(path, specifier) : '';
        const resolved = await build.resolve(specifier, { kind: 'import-statement', resolveDir: dirname(path) });
        return resolved.path;
      };
      const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest);
      const edits = [];
      for (const statement of source.statements) {
        const isImport = ts.isImportDeclaration(statement);
        if (!isImport && !(ts.isExportDeclaration(statement) && statement.moduleSpecifier)) continue;
        const barrel = await barrelOf(statement.moduleSpecifier.text);
        if (!isBarrel(barrel)) continue;
        if ((isImport ? statement.importClause : statement)?.isTypeOnly) continue;
        const named = isImport ? statement.importClause?.namedBindings : statement.exportClause;
        const namesOnly =
          named && (isImport ? ts.isNamedImports(named) && !statement.importClause.name : ts.isNamedExports(named));
        if (!namesOnly)
          throw new Error(`${path}: import names from ${statement.moduleSpecifier.text}, not the whole module`);
        const byModule = new Map();
        for (const element of named.elements) {
          if (element.isTypeOnly) continue;
          const wanted = element.propertyName?.text ?? element.name.text;
          const declared = declarationOf(barrel, wanted);
          const names = byModule.get(declared.file) ?? [];
          names.push(`${declared.name} as ${element.name.text}`);
          byModule.set(declared.file, names);
        }
        const keyword = isImport ? 'import' : 'export';
        const replacement = [...byModule]
          .map(([file, names]) => `${keyword} { ${names.join(', ')} } from ${JSON.stringify(file)};`)
          .join(' ');
        edits.push({ start: statement.getStart(source), end: statement.end, replacement });
      }
      let contents = text;
      for (const { start, end, replacement } of edits.reverse())
        contents = contents.slice(0, start) + replacement + contents.slice(end);
      return { contents, loader: 'ts', resolveDir: dirname(path) };
    });
  },
};

/**
 * Built-ins whose exports the bundle reads through getters. Some are named at the top of modules
 * and seldom called, or called only later, and so load when first used: commander's child_process
 * (for executable subcommands, which courier has none of), node:http (the cli reporter's reason
 * phrases), node:fs/promises (reports, baselines, file bodies), node:crypto (some 40 modules,
 * which would load before the first isolate starts) and node:zlib (compressed response bodies).
 * node:util is always loaded, but listing its exports, as a bundle's import of a built-in does,
 * loads its lazy ones: its argument parser, its diff and worker_threads, a dozen modules.
 */
const READ_THROUGH_GETTERS = new Set(['child_process', 'http', 'fs/promises', 'crypto', 'util', 'zlib']);

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

/**
 * undici's client requires its HTTP/2 half as it loads, and with it node:http2, tls and all of
 * node:crypto: some 35 built-ins, compiled from source at every start (see
 * builtinsWithoutImport), 10 to 20 ms of a one-request run. Courier never asks undici for
 * HTTP/2 (`allowH2` stays off), so the half is only reached if that changes. Bundled, undici's
 * client gets a stand-in for it that loads the real module at its first call; esbuild runs a
 * bundled CommonJS module's body at its first require(), so the real one costs nothing until then.
 * The build fails if undici's client stops requiring its HTTP/2 half under that name, rather than
 * quietly loading it again.
 */
const undiciHttp2OnFirstUse = {
  name: 'undici-http2-on-first-use',
  setup(build) {
    const client = join('undici', 'lib', 'dispatcher', 'client.js');
    let replaced = false;
    build.onResolve({ filter: /^\.\/client-h2\.js$/ }, (args) => {
      if (!args.importer.endsWith(client)) return undefined;
      replaced = true;
      return { path: join(dirname(args.importer), 'client-h2.js'), namespace: 'http2-on-first-use' };
    });
    build.onLoad({ filter: /.*/, namespace: 'http2-on-first-use' }, ({ path }) => ({
      contents: `module.exports = function connectH2(client, socket) {\n  return require(${JSON.stringify(path)})(client, socket);\n};`,
      resolveDir: dirname(path),
      loader: 'js',
    }));
    build.onEnd((result) => {
      if (result.errors.length === 0 && !replaced)
        throw new Error(`${client} no longer requires ./client-h2.js: update undiciHttp2OnFirstUse`);
    });
  },
};

/**
 * undici calls `assert(condition)` on its own invariants as its modules load and on every request,
 * and nothing else of node:assert; node:assert itself is six built-ins (its diff, its error
 * formatting), compiled at every start. undici's modules get a function that checks the condition
 * and, only when one fails, hands it to node:assert, which throws its own AssertionError.
 */
const undiciAssertOnFailure = {
  name: 'undici-assert-on-failure',
  setup(build) {
    const undiciSources = `${sep}undici${sep}lib${sep}`;
    build.onResolve({ filter: /^(node:)?assert$/ }, (args) =>
      args.importer.includes(undiciSources) ? { path: 'assert', namespace: 'undici-assert' } : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: 'undici-assert' }, () => ({
      contents: `module.exports = function assert(value, message) {\n  if (!value) process.getBuiltinModule('node:assert')(value, message);\n};`,
      loader: 'js',
    }));
  },
};

/**
 * uuid's Node build reads node:crypto's randomUUID as it loads, which loads all of node:crypto
 * (some 20 built-ins) at every start for the Postman importer's ids. Its browser build takes the
 * same generator from Web Crypto (`globalThis.crypto`, Node's own), which the run loads anyway.
 */
const uuidFromWebCrypto = {
  name: 'uuid-from-web-crypto',
  setup(build) {
    build.onResolve({ filter: /^uuid$/ }, async (args) => {
      if (args.pluginData === 'uuid') return undefined;
      const { importer, resolveDir, kind } = args;
      const resolved = await build.resolve('uuid', { importer, resolveDir, kind, pluginData: 'uuid' });
      const browser = resolved.path.replace(`${sep}dist${sep}esm${sep}`, `${sep}dist${sep}esm-browser${sep}`);
      if (resolved.errors.length > 0 || !existsSync(browser))
        throw new Error(`uuid resolved to ${resolved.path}, which has no esm-browser build beside it`);
      return { path: browser };
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
  // Less to parse at every start: the whole-process target for a 1-request run is 150 ms.
  minify: true,
  logLevel: 'warning',
  plugins: [
    coreWithoutSideEffects,
    coreImportsPastBarrels,
    undiciAssertOnFailure,
    builtinsWithoutImport,
    undiciHttp2OnFirstUse,
    uuidFromWebCrypto,
  ],
});
rmSync(join(cliDir, 'dist'), { recursive: true, force: true });
try {
  renameSync(staging, join(cliDir, 'dist'));
} catch (error) {
  // Another build swapped its own identical output in first.
  rmSync(staging, { recursive: true, force: true });
  if (error.code !== 'ENOTEMPTY' && error.code !== 'EEXIST') throw error;
}
