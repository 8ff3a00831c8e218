// The code strings of the libraries scripts may `require()`, each in its own module
// so bundlers split them and a host loads only what a script asks for.
type CodeModule = Promise<{ default: string }>;

const LOADERS: Record<string, () => CodeModule> = {
  lodash: () => import('./prelude/generated/lib-lodash.generated.js'),
  lodash3: () => import('./prelude/generated/lib-lodash3.generated.js'),
  moment: () => import('./prelude/generated/lib-moment.generated.js'),
  'crypto-js': () => import('./prelude/generated/lib-crypto-js.generated.js'),
  ajv: () => import('./prelude/generated/lib-ajv.generated.js'),
  tv4: () => import('./prelude/generated/lib-tv4.generated.js'),
  uuid: () => import('./prelude/generated/lib-uuid.generated.js'),
  xml2js: () => import('./prelude/generated/lib-xml2js.generated.js'),
  cheerio: () => import('./prelude/generated/lib-cheerio.generated.js'),
  'csv-parse/lib/sync': () => import('./prelude/generated/lib-csv-parse-lib-sync.generated.js'),
  buffer: () => import('./prelude/generated/lib-buffer.generated.js'),
  'faker-variables': () => import('./prelude/generated/lib-faker-variables.generated.js'),
  url: () => import('./prelude/generated/lib-url.generated.js'),
  querystring: () => import('./prelude/generated/lib-querystring.generated.js'),
  util: () => import('./prelude/generated/lib-util.generated.js'),
  path: () => import('./prelude/generated/lib-path.generated.js'),
  assert: () => import('./prelude/generated/lib-assert.generated.js'),
  punycode: () => import('./prelude/generated/lib-punycode.generated.js'),
  string_decoder: () => import('./prelude/generated/lib-string-decoder.generated.js'),
};

export const LIBRARY_NAMES = Object.keys(LOADERS);

// Words in a script that mean it may need a library: its module name or its legacy global.
const MENTIONS: Record<string, RegExp> = {
  lodash: /lodash/,
  // The `_` global, anywhere as an identifier: `_.map(…)`, `_[name]`, `const lo = _`.
  lodash3: /(^|[^\w$.])_(?![\w$])/,
  moment: /moment/,
  'crypto-js': /crypto-js|CryptoJS/,
  ajv: /ajv|jsonSchema/,
  tv4: /tv4/,
  uuid: /uuid/,
  xml2js: /xml2js|xml2Json/,
  cheerio: /cheerio/,
  'csv-parse/lib/sync': /csv-parse/,
  // `pm.response.stream` is a Buffer too.
  buffer: /Buffer|buffer|\.stream\b/,
  // `replaceIn` meets a `{{$random…}}` variable from wherever its template came.
  'faker-variables': /replaceIn|\$random/,
  // Node's modules by their quoted name only: `pm.request.url` must not load a URL parser.
  url: quoted('url'),
  querystring: quoted('querystring'),
  util: quoted('util'),
  path: quoted('path'),
  assert: quoted('assert'),
  punycode: quoted('punycode'),
  string_decoder: /string_decoder/,
};

function quoted(name: string): RegExp {
  return new RegExp(`(['"\`])${name}\\1`);
}

export async function loadLibraryCode(name: string): Promise<string> {
  const loader = LOADERS[name];
  if (!loader) throw new Error(`Unknown sandbox library '${name}'`);
  return (await loader()).default;
}

// `require(name)` with anything but a string literal: which library it asks for is unknowable here.
const COMPUTED_REQUIRE = /\brequire\s*\(\s*[^'"`\s)]/;
const NEEDED_CACHE_LIMIT = 500;
const neededBySource = new Map<string, readonly string[]>();

function librariesNeededBy(source: string): readonly string[] {
  let names = neededBySource.get(source);
  if (!names) {
    names = COMPUTED_REQUIRE.test(source)
      ? LIBRARY_NAMES
      : LIBRARY_NAMES.filter((name) => MENTIONS[name]!.test(source));
    if (neededBySource.size >= NEEDED_CACHE_LIMIT) neededBySource.clear();
    neededBySource.set(source, names);
  }
  return names;
}

/**
 * Libraries a set of scripts may need, for hosts whose `require` cannot wait for a load: each is
 * loaded before the scripts run, and only those, since all of them together are over 1 MB of
 * code, and a run should pay only for the ones its scripts ask for. Over-inclusive on
 * purpose: a false hit costs a load, a miss costs the script; a computed `require(name)` asks
 * for every library.
 */
export function librariesMentionedIn(sources: readonly string[]): string[] {
  const needed = new Set<string>();
  for (const source of sources) for (const name of librariesNeededBy(source)) needed.add(name);
  // Libraries reach for the `Buffer` global, which requires 'buffer': lodash as it loads,
  // csv-parse and xml2js's sax as they run.
  if (needed.size > 0) needed.add('buffer');
  // lodash 4 reads the `_` global as it loads (to give it back on `noConflict()`), and `_` is lodash 3.
  if (needed.has('lodash')) needed.add('lodash3');
  return [...needed];
}
