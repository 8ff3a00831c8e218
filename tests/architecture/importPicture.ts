// The import picture of a package's sources, folder by folder: which folder imports which, how
// many layers that draws, which arrows run back up (a floor folder importing what stands on it, a
// feature or area importing what mounts it) and which pairs of folders import each other. Two
// packages are drawn: the server (areas on a shared floor, under the entry files) and the web app
// (`features/<name>` on a floor of `lib`, `ui`, `shell` and `styles`, under `app`, which mounts the
// views). The architecture test asserts on both; `node tests/architecture/importPicture.ts [--web]`
// prints one (`--list` lists the server's imports that pass an area's index.ts). Imports are read by
// TypeScript's own scanner (`ts.preProcessFile`), type-only and lazy ones included: a type is a
// dependency too, and so is a view loaded on demand.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const repository = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** How one package's sources are cut into folders and stacked into tiers. */
export interface Layout {
  sources: string;
  /** The folder a source file (relative to `sources`) belongs to. */
  folderOf(path: string): string;
  /** Higher tiers stand on lower ones: an arrow from a lower tier to a higher one runs back up. */
  tierOf(folder: string): number;
  /** The one file through which others must reach this folder, if the folder has one. */
  doorOf?(folder: string): string | undefined;
}

/** What starts and assembles the server: everything else lies below them. */
const SERVER_ENTRY_FILES = new Set(['main.ts', 'app.ts', 'unlock.ts']);

/** `entry` (main.ts, app.ts, unlock.ts) above `areas/<name>` above the floor (everything the areas share). */
export function serverLayout(sources = join(repository, 'packages/server/src')): Layout {
  return {
    sources,
    folderOf: (path) => {
      const [first = '', second = '', ...rest] = path.split(sep);
      return first === 'areas' && rest.length > 0 ? `areas/${second}` : first;
    },
    tierOf: (folder) => (SERVER_ENTRY_FILES.has(folder) ? 2 : folder.startsWith('areas/') ? 1 : 0),
    doorOf: (folder) => (folder.startsWith('areas/') ? `${folder}/index.ts` : undefined),
  };
}

/** What mounts the web app: `main.tsx` and `app/`; the features stand below them, the floor below all. */
const WEB_MOUNTS = new Set(['main.tsx', 'app']);

/** `app` (and main.tsx) above `features/<name>` above the floor (`lib`, `ui`, `shell`, `styles`). */
export function webLayout(sources = join(repository, 'packages/web/src')): Layout {
  return {
    sources,
    folderOf: (path) => {
      const [first = '', second = '', ...rest] = path.split(sep);
      return first === 'features' && rest.length > 0 ? `features/${second}` : first;
    },
    tierOf: (folder) => (WEB_MOUNTS.has(folder) ? 2 : folder.startsWith('features/') ? 1 : 0),
  };
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The source file an import names: `./x.js` is `x.ts` or `x.tsx`; other files (styles) as named. */
function sourceOf(specifier: string, from: string): string {
  const named = resolve(dirname(from), specifier);
  if (!named.endsWith('.js')) return named;
  const script = named.replace(/\.js$/, '.ts');
  return existsSync(script) ? script : `${script}x`;
}

/** Every relative import of every shipped file: `{ from, to, specifier }`, files absolute. */
export function sourceImports(sources: string): { from: string; to: string; specifier: string }[] {
  return sourceFiles(sources).flatMap((from) =>
    ts
      .preProcessFile(readFileSync(from, 'utf8'), true, true)
      .importedFiles.map((imported) => imported.fileName)
      .filter((specifier) => specifier.startsWith('.'))
      .map((specifier) => ({ from, specifier, to: sourceOf(specifier, from) })),
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
  /** Imports of a folder's file other than its door (an area's index.ts), from outside it: `file: specifier`. */
  pastIndex: string[];
  arrows: number;
  /** How many import lines draw each arrow: `from -> to` to a count. */
  importsPerArrow: Map<string, number>;
  layers: number;
  /**
   * Layers again with every floor folder drawn as one room: how many tiers and sibling steps a
   * newcomer climbs (entry, an area on another, the floor), whatever order the floor has inside.
   */
  layersOverTheFloor: number;
  cycles: string[][];
  /** `from -> to`, from a lower tier to a higher one. */
  upward: string[];
  /** `a <-> b`, folders that import each other. */
  pairs: string[];
}

export function importPicture(layout: Layout = serverLayout()): ImportPicture {
  const folderOf = (file: string) => layout.folderOf(relative(layout.sources, file));
  const imports = sourceImports(layout.sources);
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
    return layout.tierOf(target) > layout.tierOf(source);
  });
  const pastIndex = imports
    .filter(({ from, to }) => {
      const source = folderOf(from);
      const target = folderOf(to);
      const door = layout.doorOf?.(target);
      return source !== target && door !== undefined && relative(layout.sources, to) !== door;
    })
    .map(({ from, specifier }) => `${relative(layout.sources, from)}: ${specifier}`);
  const room = (folder: string) => (layout.tierOf(folder) === 0 ? 'floor' : folder);
  const overTheFloor = new Map<string, Set<string>>();
  for (const [source, targets] of edges)
    for (const target of targets)
      if (room(source) !== room(target))
        overTheFloor.set(room(source), (overTheFloor.get(room(source)) ?? new Set()).add(room(target)));
  return {
    folders: nodes,
    layersOverTheFloor: layerCount([...new Set(nodes.map(room))], overTheFloor).layers,
    pastIndex: pastIndex.sort(),
    arrows: arrows.size,
    importsPerArrow: arrows,
    ...layerCount(nodes, edges),
    upward: upward.sort(),
    pairs: pairs.map((pair) => pair.join(' <-> ')).sort(),
  };
}

// `node tests/architecture/importPicture.ts [--web] [sources folder] [--list]`
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const web = process.argv.includes('--web');
  const sources = process.argv.find((arg, i) => i > 1 && !arg.startsWith('--'));
  const named = sources === undefined ? undefined : resolve(sources);
  const picture = importPicture(web ? webLayout(named) : serverLayout(named));
  const imports = (arrows: string[]) => arrows.reduce((sum, arrow) => sum + picture.importsPerArrow.get(arrow)!, 0);
  const lines = [
    `folders: ${picture.folders.length}, arrows between folders: ${picture.arrows}`,
    `layers: ${picture.layers} (${picture.layersOverTheFloor} with the floor drawn as one room)`,
    `folders in a cycle: ${picture.cycles.map((cycle) => cycle.join(', ')).join(' | ') || 'none'}`,
    `arrows that run back up: ${picture.upward.length} (${imports(picture.upward)} imports)`,
    ...picture.upward.map((arrow) => `  ${arrow} (${imports([arrow])})`),
    `pairs of folders that import each other: ${picture.pairs.length}`,
    ...picture.pairs.map((pair) => `  ${pair}`),
    ...(web
      ? []
      : [
          `imports of an area that pass its index.ts: ${picture.pastIndex.length}`,
          ...(process.argv.includes('--list') ? picture.pastIndex.map((line) => `  ${line}`) : []),
        ]),
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}
