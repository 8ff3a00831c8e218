// What the browser downloads before the workbench can start: the entry script of dist/index.html
// and the modules it preloads. The web build prints its gzip size and fails past the budget, and
// tests/e2e/bundleBudget.test.ts holds the same line.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Initial JavaScript, gzip, in bytes: above it first load on a slow link starts to drag. */
export const INITIAL_JAVASCRIPT_BUDGET = 410 * 1024;

export interface InitialScript {
  file: string;
  bytes: number;
  gzipBytes: number;
}

/** The scripts index.html loads at once (entry and module preloads), largest first. */
export function initialScripts(distDir: string): InitialScript[] {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
  const files = tags.flatMap((tag) => {
    const isEntry = tag.startsWith('<script') && /type="module"/.test(tag);
    const isPreload = tag.startsWith('<link') && /rel="modulepreload"/.test(tag);
    const address = /(?:src|href)="\/?([^"]+\.js)"/.exec(tag)?.[1];
    return (isEntry || isPreload) && address ? [address] : [];
  });
  return files
    .map((file) => {
      const code = readFileSync(join(distDir, file));
      // Level 9, as Vite's own size report.
      return { file, bytes: code.length, gzipBytes: gzipSync(code, { level: 9 }).length };
    })
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
}

export function totalGzipBytes(scripts: readonly InitialScript[]): number {
  return scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
}

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

/** 'Initial JavaScript: 12 files, 1.10 MB, 391.2 KB gzip (budget 400.0 KB)', then one line per file. */
export function describeInitialScripts(scripts: readonly InitialScript[]): string {
  const raw = scripts.reduce((sum, script) => sum + script.bytes, 0);
  const lines = scripts.map((script) => `  ${kb(script.gzipBytes).padStart(9)} gzip  ${script.file}`);
  return [
    `Initial JavaScript: ${scripts.length} files, ${kb(raw)}, ${kb(totalGzipBytes(scripts))} gzip (budget ${kb(INITIAL_JAVASCRIPT_BUDGET)})`,
    ...lines,
  ].join('\n');
}
