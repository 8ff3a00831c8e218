// The import picture of the server's sources, folder by folder: which folder imports which, how
// many layers that draws, which arrows run back up (a floor folder importing an area, anything
// importing the entry files) and which pairs of folders import each other. The architecture test
// asserts on it; `node tests/architecture/importPicture.ts` prints it (`--list` lists the imports
// that pass an area's index.ts). Imports are read by TypeScript's own
// scanner (`ts.preProcessFile`), type-only ones included: a type is a dependency too.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const repository = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
/** The server's sources, or another copy of them named on the command line (an older commit's, say). */
const SERVER_SOURCES = resolve(
  process.argv.find((arg, i) => i > 1 && !arg.startsWith('--')) ?? join(repository, 'packages/server/src'),
);

/** What starts and assembles the server: everything else lies below them. */
const ENTRY_FILES = new Set(['main.ts', 'app.ts', 'unlock.ts']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The folder a file belongs to: `areas/<name>` for an area, the first folder otherwise, the file itself at the top. */
export function folderOf(file: string): string {
  const [first = '', second = '', ...rest] = relative(SERVER_SOURCES, file).split(sep);
  return first === 'areas' && rest.length > 0 ? `areas/${second}` : first;
}

/** `entry` (main.ts, app.ts, unlock.ts) above `area` above `floor` (everything the areas share). */
export function tierOf(folder: string): number {
  if (ENTRY_FILES.has(folder)) return 2;
  return folder.startsWith('areas/') ? 1 : 0;
}

/** Every relative import of every shipped server file: `{ from, to, specifier }`, files absolute. */
export function serverImports(): { from: string; to: string; specifier: string }[] {
  return sourceFiles(SERVER_SOURCES).flatMap((from) =>
    ts
      .preProcessFile(readFileSync(from, 'utf8'), true, true)
      .importedFiles.map((imported) => imported.fileName)
      .filter((specifier) => specifier.startsWith('.'))
      .map((specifier) => ({
        from,
        specifier,
        to: resolve(dirname(from), specifier).replace(/\.js$/, '.ts'),
      })),
  );
}

/** Strongly connected folders (Tarjan), each a list of folder names. */
function stronglyConnected(nodes: string[], edges: Map<string, Set<string>>): string[][] {
  let index = 0;
  const indexOf = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (node: string): void => {
    indexOf.set(node, index);
    low.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!indexOf.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, indexOf.get(next)!));
    }
    if (low.get(node) === indexOf.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      components.push(component);
    }
  };
  for (const node of nodes) if (!indexOf.has(node)) visit(node);
  return components;
}

/**
 * Layers: the most folders on one chain of imports. Folders that import each other cannot be laid
 * one above the other, so a cycle of k folders counts as k layers on any chain through it.
 */
function layerCount(nodes: string[], edges: Map<string, Set<string>>): { layers: number; cycles: string[][] } {
  const components = stronglyConnected(nodes, edges);
  const componentOf = new Map<string, number>();
  components.forEach((component, i) => component.forEach((node) => componentOf.set(node, i)));
  const depth = new Map<number, number>();
  const depthOf = (i: number): number => {
    const known = depth.get(i);
    if (known !== undefined) return known;
    let below = 0;
    const component = components[i]!;
    for (const node of component)
      for (const next of edges.get(node) ?? []) {
        const j = componentOf.get(next)!;
        if (j !== i) below = Math.max(below, depthOf(j));
      }
    depth.set(i, component.length + below);
    return component.length + below;
  };
  return {
    layers: Math.max(...components.map((_, i) => depthOf(i))),
    cycles: components.filter((component) => component.length > 1).map((component) => component.sort()),
  };
}

export interface ImportPicture {
  folders: string[];
  /** Imports of an area's file other than its index.ts, from outside the area: `file: specifier`. */
  pastIndex: string[];
  arrows: number;
  layers: number;
  cycles: string[][];
  /** `from -> to`, from a lower tier to a higher one. */
  upward: string[];
  /** `a <-> b`, folders that import each other. */
  pairs: string[];
}

export function importPicture(): ImportPicture {
  const imports = serverImports();
  const edges = new Map<string, Set<string>>();
  const arrows = new Map<string, number>();
  for (const { from, to } of imports) {
    const source = folderOf(from);
    const target = folderOf(to);
    if (source === target) continue;
    edges.set(source, (edges.get(source) ?? new Set()).add(target));
    const key = `${source} -> ${target}`;
    arrows.set(key, (arrows.get(key) ?? 0) + 1);
  }
  const nodes = [...new Set([...edges.keys(), ...[...edges.values()].flatMap((set) => [...set])])].sort();
  const pairs: [string, string][] = [];
  for (const [source, targets] of edges)
    for (const target of targets) if (source < target && edges.get(target)?.has(source)) pairs.push([source, target]);
  const upward = [...arrows.keys()].filter((key) => {
    const [source = '', target = ''] = key.split(' -> ');
    return tierOf(target) > tierOf(source);
  });
  const pastIndex = imports
    .filter(({ from, to }) => {
      const source = folderOf(from);
      const target = folderOf(to);
      return source !== target && target.startsWith('areas/') && relative(SERVER_SOURCES, to) !== `${target}/index.ts`;
    })
    .map(({ from, specifier }) => `${relative(SERVER_SOURCES, from)}: ${specifier}`);
  return {
    folders: nodes,
    pastIndex: pastIndex.sort(),
    arrows: arrows.size,
    ...layerCount(nodes, edges),
    upward: upward.sort(),
    pairs: pairs.map((pair) => pair.join(' <-> ')).sort(),
  };
}

// `node tests/architecture/importPicture.ts [sources folder] [--list]`
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const picture = importPicture();
  const lines = [
    `folders: ${picture.folders.length}, arrows between folders: ${picture.arrows}`,
    `layers: ${picture.layers}`,
    `folders in a cycle: ${picture.cycles.map((cycle) => cycle.join(', ')).join(' | ') || 'none'}`,
    `arrows that run back up: ${picture.upward.length}`,
    ...picture.upward.map((arrow) => `  ${arrow}`),
    `pairs of folders that import each other: ${picture.pairs.length}`,
    ...picture.pairs.map((pair) => `  ${pair}`),
    `imports of an area that pass its index.ts: ${picture.pastIndex.length}`,
    ...(process.argv.includes('--list') ? picture.pastIndex.map((line) => `  ${line}`) : []),
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}
