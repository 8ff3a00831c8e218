// Which variable names scripts set, read from their source without running them: the builder's
// check for undefined variables counts a name a script in scope sets as defined, because at send
// time it will be (a pre-request script that computes a signature or an index is common in real
// collections).

/** The `pm` scopes whose `set` defines a variable, and Postman's legacy setters. */
const SETTER =
  /\b(?:pm\s*\.\s*(?:variables|environment|collectionVariables|globals)\s*\.\s*set|postman\s*\.\s*set(?:Environment|Global)Variable)\s*\(\s*/g;
const QUOTED_NAME = /^(['"])((?:\\.|(?!\1)[^\\\r\n])*)\1\s*,/;
const TEMPLATE_NAME = /^`([^`$\\]*)`\s*,/;

export interface NamesSetByScripts {
  /** The names given as string literals. */
  names: ReadonlySet<string>;
  /** True when some script sets a name computed at run time (`pm.variables.set(key, …)`): no check can know it. */
  computedNames: boolean;
}

export function namesSetByScripts(sources: readonly string[]): NamesSetByScripts {
  const names = new Set<string>();
  let computedNames = false;
  for (const source of sources) {
    for (const match of source.matchAll(SETTER)) {
      const rest = source.slice(match.index + match[0].length);
      const quoted = QUOTED_NAME.exec(rest);
      const template = quoted ? undefined : TEMPLATE_NAME.exec(rest);
      const name = quoted ? unescapeQuoted(quoted[2] ?? '') : template?.[1];
      if (name === undefined) computedNames = true;
      else names.add(name);
    }
  }
  return { names, computedNames };
}

function unescapeQuoted(text: string): string {
  return text.replace(/\\(.)/g, '$1');
}
