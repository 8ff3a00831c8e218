// How many operations an OpenAPI or Swagger document declares, counted from the document itself
// rather than by Courier's importer: what the importer's one-request-per-operation is checked
// against, in tests and in `npm run bench import`.
import { parse as parseYaml } from 'yaml';

const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

/** The operations under `paths`; a path item may be a `$ref` to another place in the document. */
export function declaredOperations(text: string): number {
  const document = (/^\s*[{[]/.test(text) ? JSON.parse(text) : parseYaml(text)) as { paths?: object };
  const resolved = (item: unknown): object => {
    const ref = (item as { $ref?: unknown }).$ref;
    if (typeof ref !== 'string' || !ref.startsWith('#/')) return item as object;
    const pointer = ref
      .slice(2)
      .split('/')
      .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'));
    return pointer.reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], document) as object;
  };
  return Object.values(document.paths ?? {}).reduce(
    (count: number, item) => count + Object.keys(resolved(item)).filter((key) => HTTP_METHODS.has(key)).length,
    0,
  );
}
