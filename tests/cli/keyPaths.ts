// The key paths of a JSON document with array indices folded (`$.run.executions[].item.request`),
// each with the types found there: what a program reading the document can rely on.

export type KeyPaths = Map<string, Set<string>>;

const typeOf = (value: unknown): string => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);

export function keyPaths(document: unknown): KeyPaths {
  const paths: KeyPaths = new Map();
  const visit = (value: unknown, path: string): void => {
    const types = paths.get(path) ?? new Set<string>();
    types.add(typeOf(value));
    paths.set(path, types);
    if (Array.isArray(value)) for (const element of value) visit(element, `${path}[]`);
    else if (value !== null && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) visit(child, `${path}.${key}`);
    }
  };
  visit(document, '$');
  return paths;
}

/**
 * What `theirs` has that `ours` lacks: paths missing from ours, and paths whose types there are
 * not all found in ours (`path: string,boolean ≠ string`).
 */
export function missingKeyPaths(theirs: KeyPaths, ours: KeyPaths): string[] {
  const missing: string[] = [];
  for (const [path, types] of theirs) {
    const found = ours.get(path);
    if (!found) missing.push(path);
    else if ([...types].some((type) => !found.has(type))) {
      missing.push(`${path}: ${[...types].sort().join(',')} ≠ ${[...found].sort().join(',')}`);
    }
  }
  return missing.sort();
}
