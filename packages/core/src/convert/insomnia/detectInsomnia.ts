import { isRecord } from '../untrusted.js';

/** v4 exports (JSON or YAML) say `_type: export` over a flat `resources` list; v5 files name their type. */
export function isInsomniaExport(file: unknown): boolean {
  if (!isRecord(file)) return false;
  if (file['_type'] === 'export' && 'resources' in file) return true;
  return typeof file['type'] === 'string' && file['type'].startsWith('collection.insomnia.rest/');
}

/** Insomnia writes YAML as well as JSON; its first lines say which tool wrote it. */
export function looksLikeInsomniaYaml(text: string): boolean {
  return (
    /^\s*(_type:\s*export|type:\s*collection\.insomnia\.rest\/)/m.test(text.slice(0, 2000)) && !/^\s*[{[]/.test(text)
  );
}
