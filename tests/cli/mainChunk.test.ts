// The CLI's start-up time rests on what its entry loads before any work: isolated-vm, undici and
// httpsnippet are the heaviest parts and load only when a run needs scripts, sends, or generates
// code. A static import added anywhere on the entry's path would quietly load them at every start,
// which only a benchmark would notice; this test names the culprit instead.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const cliDir = fileURLToPath(new URL('../../packages/cli/', import.meta.url));
const dist = join(cliDir, 'dist');

/** Specifiers of the static imports and re-exports of an esbuild ESM chunk (minified or not). */
function staticImports(code: string): string[] {
  const specifiers: string[] = [];
  for (const match of code.matchAll(/(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{},\s]+?\s*from\s*)?["']([^"']+)["']/g)) {
    specifiers.push(match[1] as string);
  }
  return specifiers;
}

/**
 * The heavy packages a chunk carries: isolated-vm, a native addon, named as a module specifier
 * (an `import`, or a `require()` through `createRequire`, which runs when the chunk loads); undici,
 * bundled, by the prefix of its error codes, which every part of it loads.
 */
function heavyPackagesNamed(code: string): string[] {
  const named = [...code.matchAll(/["'](isolated-vm)(?:\/[^"']*)?["']/g)].map((match) => match[1] as string);
  return code.includes('undici.error.UND_ERR') ? [...named, 'undici'] : named;
}

/** Specifiers of `import("…")` calls, the chunks loaded only when needed. */
function dynamicImports(code: string): string[] {
  return [...code.matchAll(/import\(\s*["']([^"']+)["']\s*\)/g)].map((match) => match[1] as string);
}

/** Every chunk the entry loads before it runs. */
function loadedAtStart(entry: string): { chunks: Map<string, string> } {
  const chunks = new Map<string, string>();
  const visit = (file: string) => {
    if (chunks.has(file)) return;
    const code = readFileSync(join(dist, file), 'utf8');
    chunks.set(file, code);
    for (const specifier of staticImports(code)) if (specifier.startsWith('./')) visit(specifier.slice(2));
  };
  visit(entry);
  return { chunks };
}

/**
 * What only some commands and options need, by a string only its code carries: the mock server's
 * OpenAPI sampler, the HTML and JUnit report writers, the CSV parser of `-d` and `-r csv`, and
 * crypto-js, which only Digest, OAuth 1.0 and Hawk signing (and scripts that require it) use.
 */
const RARELY_NEEDED = {
  'openapi-sampler': '_registerSampler',
  'html report': '<!DOCTYPE html',
  papaparse: 'RECORD_SEP',
  'crypto-js': 'Malformed UTF-8 data',
};

/** Target titles that only httpsnippet's code carries. */
const HTTPSNIPPET_MARKERS = ['"OkHttp"', '"libcurl"'];
const hasHttpsnippet = (code: string) => HTTPSNIPPET_MARKERS.some((marker) => code.includes(marker));

describe("the CLI's entry chunk", () => {
  beforeAll(() => {
    execFileSync(process.execPath, [join(cliDir, 'scripts/build.mjs')]);
  }, 120_000);

  it('loads neither isolated-vm nor undici at start', () => {
    const { chunks } = loadedAtStart('main.js');
    expect([...chunks].filter(([, code]) => heavyPackagesNamed(code).length > 0).map(([file]) => file)).toEqual([]);
  });

  it('does not carry httpsnippet in any chunk loaded at start', () => {
    const { chunks } = loadedAtStart('main.js');
    expect([...chunks].filter(([, code]) => hasHttpsnippet(code)).map(([file]) => file)).toEqual([]);
  });

  it('leaves the mock server, the report writers, the CSV parser and crypto-js to chunks loaded on demand', () => {
    // Through core's barrel they would share a chunk with what a run uses (the build's
    // coreImportsPastBarrels) and load at every start.
    // main.js imports the program itself (index.ts) dynamically, after the early sandbox.
    const program = dynamicImports(readFileSync(join(dist, 'main.js'), 'utf8'));
    expect(program).toHaveLength(1);
    const atStart = [loadedAtStart('main.js'), ...program.map((specifier) => loadedAtStart(specifier.slice(2)))];
    const codes = atStart.flatMap(({ chunks }) => [...chunks.values()]);
    expect(codes.some((code) => code.includes('.command('))).toBe(true);
    const found = Object.entries(RARELY_NEEDED).filter(([, marker]) => codes.some((code) => code.includes(marker)));
    expect(found.map(([name]) => name)).toEqual([]);
  });

  it("starts `courier run`'s first isolate from a chunk without zod or the script hosts", () => {
    // main.js awaits this chunk before it loads the program: whatever it imports statically loads
    // before the isolate can start (zod and the model's schemas alone are some 15 ms).
    const early = [...loadedAtStart('main.js').chunks.values()]
      .flatMap(dynamicImports)
      .find((specifier) => specifier.startsWith('./sandboxStart-'));
    expect(early).toBeDefined();
    const { chunks } = loadedAtStart(early!.slice(2));
    expect([...chunks.values()].some((code) => heavyPackagesNamed(code).includes('isolated-vm'))).toBe(true);
    const heavy = (code: string) => code.includes('_zod') || code.includes('SCRIPT_HOST_DISPOSED');
    expect([...chunks].filter(([, code]) => heavy(code)).map(([file]) => file)).toEqual([]);
  });

  it('still reaches all of them through chunks loaded on demand (so the checks above can see them)', () => {
    const reachable = new Map<string, string>();
    const visit = (file: string) => {
      if (reachable.has(file)) return;
      const code = readFileSync(join(dist, file), 'utf8');
      reachable.set(file, code);
      for (const specifier of [...staticImports(code), ...dynamicImports(code)]) {
        if (specifier.startsWith('./')) visit(specifier.slice(2));
      }
    };
    visit('main.js');
    const all = [...reachable.values()];
    expect(all.some((code) => heavyPackagesNamed(code).includes('isolated-vm'))).toBe(true);
    expect(all.some((code) => heavyPackagesNamed(code).includes('undici'))).toBe(true);
    expect(all.some(hasHttpsnippet)).toBe(true);
    for (const marker of Object.values(RARELY_NEEDED)) expect(all.some((code) => code.includes(marker))).toBe(true);
  });
});
