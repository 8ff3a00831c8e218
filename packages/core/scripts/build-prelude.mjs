// Bundles the script sandbox: the `pm` prelude and, each as its own code string, the
// libraries scripts may `require()`. The output lands in src/script/prelude/generated/ (git-ignored)
// as `export default "<code>"` modules, importable by Node and by Vite alike. Runs from the root
// `prepare` script (so `npm ci` produces it), from vitest's global setup and from the benchmark;
// it rebuilds only when a source is newer than the output.
import { build } from 'esbuild';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const coreDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const preludeDir = join(coreDir, 'src/script/prelude');
const outDir = join(preludeDir, 'generated');

/** Sandbox module name → CommonJS source that sets `module.exports` as Postman's sandbox has it. */
const LIBRARIES = {
  lodash: `module.exports = require('lodash');`,
  // Postman's legacy `_` global is lodash 3 (postman-sandbox's legacy interface), while
  // `require('lodash')` is lodash 4: old collections call `_.pluck`, `_.contains`, `_.where`.
  lodash3: `module.exports = require('lodash3');`,
  moment: `module.exports = require('moment');`,
  'crypto-js': `module.exports = require('crypto-js');`,
  // ajv 6, as Postman's sandbox bundles: formats checked, ajv 6's options and error texts.
  ajv: `module.exports = require('ajv');`,
  tv4: `module.exports = require('tv4');`,
  // Postman's uuid is callable (v4) and carries v1/v4/… as properties.
  uuid: `const uuid = require('uuid'); const v4 = () => uuid.v4(); module.exports = Object.assign(v4, uuid);`,
  xml2js: `module.exports = require('xml2js');`,
  cheerio: `module.exports = require('cheerio');`,
  // Postman's path; csv-parse 5 exposes the synchronous parser as `csv-parse/sync`.
  'csv-parse/lib/sync': `module.exports = require('csv-parse/sync').parse;`,
  buffer: `module.exports = require('buffer');`,
  // Postman's `$random…` variables for `replaceIn` in scripts: faker with the table the send
  // pipeline resolves them by, as one function `(name) → value | undefined`.
  'faker-variables': `const { faker } = require('@faker-js/faker/locale/en');
const { fakerVariableWith } = require('./src/variables/fakerVariables.ts');
module.exports = (name) => fakerVariableWith(faker, name);`,
  // Node's modules that Postman's sandbox offers too, as their browser ports.
  url: `module.exports = require('url/');`,
  querystring: `module.exports = require('querystring-es3');`,
  util: `module.exports = require('util/');`,
  path: `module.exports = require('path-browserify');`,
  assert: `module.exports = require('assert/');`,
  punycode: `module.exports = require('punycode/');`,
  string_decoder: `module.exports = require('string_decoder/');`,
};

/**
 * Sugar.js as Postman's sandbox ships it (postman-sandbox/lib/vendor/sugar.js, MIT): loaded into
 * every context before scripts run, because Postman collections call its String/Array/Date
 * extensions (`responseBody.has('…')`) without requiring anything.
 */
const SUGAR_PATH = join(
  dirname(createRequire(import.meta.url).resolve('postman-sandbox/package.json')),
  'lib/vendor/sugar.js',
);

/** The `process` that libraries written for Node read (sandbox-process.js), and the libraries that read it. */
const PROCESS_SHIM = join(coreDir, 'scripts/sandbox-process.js');
const READ_PROCESS = new Set(['util', 'path', 'assert']);

/** File-name-safe form of a module name. */
function libraryFileName(name) {
  return `lib-${name.replace(/[^a-z0-9]+/gi, '-')}.generated.js`;
}

function newestSource(dir) {
  let newest = statSync(fileURLToPath(import.meta.url)).mtimeMs;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'generated') continue;
    const path = join(dir, entry.name);
    const time = entry.isDirectory() ? newestSource(path) : statSync(path).mtimeMs;
    if (time > newest) newest = time;
  }
  return newest;
}

const common = {
  bundle: true,
  write: false,
  platform: 'browser',
  // es2022 keeps #private fields native (isolated-vm's V8 and every current browser have them).
  target: 'es2022',
  minify: true,
  legalComments: 'none',
  absWorkingDir: coreDir,
  define: { 'process.env.NODE_ENV': '"production"', global: 'globalThis' },
  logLevel: 'error',
};

async function bundle(options) {
  const result = await build({ ...common, ...options });
  return result.outputFiles[0].text;
}

// Write-then-rename, so a test run importing the files while another run rebuilds them never
// reads half a file.
function writeAtomically(path, text) {
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, text);
  renameSync(temporary, path);
}

function writeModule(fileName, code) {
  writeAtomically(
    join(outDir, fileName.replace(/\.js$/, '.d.ts')),
    'declare const code: string;\nexport default code;\n',
  );
  writeAtomically(join(outDir, fileName), `export default ${JSON.stringify(code)};\n`);
}

/** Builds everything when any output is missing or older than the prelude sources. */
export async function ensurePrelude({ force = false } = {}) {
  const outputs = ['prelude.generated.js', 'sugar.generated.js', ...Object.keys(LIBRARIES).map(libraryFileName)];
  // The prelude also bundles the `{{…}}` substitution it shares with the send pipeline, and a
  // library the table of `$random…` variables.
  const shared = ['substitute.ts', 'fakerVariables.ts'].map(
    (file) => statSync(join(coreDir, 'src/variables', file)).mtimeMs,
  );
  const sourceTime = Math.max(newestSource(preludeDir), ...shared);
  const fresh = outputs.every((file) => {
    const path = join(outDir, file);
    return existsSync(path) && statSync(path).mtimeMs >= sourceTime;
  });
  if (fresh && !force) return false;
  mkdirSync(outDir, { recursive: true });
  // The prelude is a strict function body returning `install`; the host calls it with its hooks.
  const prelude = await bundle({
    entryPoints: [join(preludeDir, 'index.js')],
    format: 'iife',
    globalName: '__courierPrelude',
  });
  writeModule('prelude.generated.js', `'use strict';\n${prelude}\nreturn __courierPrelude.install;`);
  // Sugar is a classic script that extends the built-ins of the realm it runs in: kept as is.
  writeModule('sugar.generated.js', readFileSync(SUGAR_PATH, 'utf8'));
  for (const [name, source] of Object.entries(LIBRARIES)) {
    // Each library is the body of `function (module, exports, require)`, evaluated on first use.
    const code = await bundle({
      stdin: { contents: source, resolveDir: coreDir, loader: 'js' },
      format: 'cjs',
      // Node modules the sandbox's `require` answers itself; a library that is one is bundled.
      external: ['events', 'timers', 'stream', 'string_decoder'].filter((module) => module !== name),
      ...(READ_PROCESS.has(name) ? { inject: [PROCESS_SHIM] } : {}),
    });
    writeModule(libraryFileName(name), code);
  }
  return true;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const built = await ensurePrelude({ force: process.argv.includes('--force') });
  console.log(built ? 'Built the script prelude.' : 'The script prelude is up to date.');
}
