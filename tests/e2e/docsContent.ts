// The guide's pages as the walk test reads them: the same files and parser the web app bundles,
// and every `courier …` command its shell blocks hold.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { buildCatalog, type Catalog } from '../../packages/web/src/features/docs/catalog.js';
import { markdownPieces } from '../../packages/web/src/features/docs/markdownBlocks.js';
import { ROOT } from './harness.js';

const CONTENT_DIR = join(ROOT, 'packages/web/src/features/docs/content');

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? markdownFiles(join(dir, entry.name))
      : entry.name.endsWith('.md')
        ? [join(dir, entry.name)]
        : [],
  );
}

export function contentFiles(): Record<string, string> {
  return Object.fromEntries(
    markdownFiles(CONTENT_DIR).map((path) => [`./content/${relative(CONTENT_DIR, path)}`, readFileSync(path, 'utf8')]),
  );
}

export function loadCatalog(): Catalog {
  return buildCatalog(contentFiles());
}

const SHELL_LANGUAGES = new Set(['sh', 'bash', 'shell', 'console']);

/** Splits a shell line into words as a POSIX shell would for these examples (quotes, escapes). */
export function shellWords(line: string): string[] {
  const words: string[] = [];
  let word: string | undefined;
  let quote: '"' | "'" | undefined;
  for (let i = 0; i < line.length; i += 1) {
    const char = line[i]!;
    if (quote) {
      if (char === quote) quote = undefined;
      else if (char === '\\' && quote === '"' && i + 1 < line.length) word = (word ?? '') + line[++i];
      else word = (word ?? '') + char;
    } else if (char === '"' || char === "'") {
      quote = char;
      word = word ?? '';
    } else if (char === '\\' && i + 1 < line.length) {
      word = (word ?? '') + line[++i];
    } else if (/\s/.test(char)) {
      if (word !== undefined) words.push(word);
      word = undefined;
    } else {
      word = (word ?? '') + char;
    }
  }
  if (word !== undefined) words.push(word);
  return words;
}

/** Each `courier …` command of a shell block, as its arguments after `courier`. */
export function courierCommands(shell: string): string[][] {
  const joined = shell.replace(/\\\r?\n/g, ' ');
  return joined.split(/\r?\n/).flatMap((raw) => {
    const line = raw
      .replace(/^\s*\$\s+/, '')
      .replace(/\s#.*$/, '')
      .trim();
    if (line.startsWith('#')) return [];
    // One command per segment of `a && b`, `a; b`, `a | b`; redirections end a command.
    return line.split(/\s*(?:&&|\|\||;|\|)\s*/).flatMap((segment) => {
      const words = shellWords(segment.replace(/\s[12]?>>?\s*\S+/g, ''));
      while (words[0] !== undefined && /^[A-Z_][A-Z0-9_]*=/.test(words[0])) words.shift();
      if (words[0] === 'npx') words.shift();
      return words[0] === 'courier' ? [words.slice(1)] : [];
    });
  });
}

/** Every shell block of a page: step code and fenced blocks in its prose and steps. */
export function shellBlocksOf(page: Catalog['pages'][number]): string[] {
  const fenced = [page.body, ...page.steps.map((step) => step.body)]
    .flatMap(markdownPieces)
    .flatMap((piece) => (piece.kind === 'code' && SHELL_LANGUAGES.has(piece.language) ? [piece.text] : []));
  const stepCode = page.steps.flatMap((step) => (step.code?.language === 'sh' ? [step.code.text] : []));
  return [...stepCode, ...fenced];
}
