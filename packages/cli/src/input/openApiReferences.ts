// An OpenAPI document split over several files (`$ref: ../common/Error.yaml`) is put together here,
// where the files can be read: json-magic's bundler embeds each referenced file in the document,
// so core's importer (which reads one document, in the browser too) resolves every reference.
import { resolve } from 'node:path';
import { detectFormat, messageOf } from '@courier/core';
import { parseImportText } from '@courier/core/import';
import { CliError } from '../errors.js';
import { isUrl } from './postmanApi.js';

/** A `$ref` whose target is not inside the same document. */
const EXTERNAL_REFERENCE = /["']?\$ref["']?\s*:\s*["']?(?!#)[^\s"']/;

/** The document's text with the files it references embedded; any other text as it is. */
export async function withReferencedFiles(text: string, path: string): Promise<string> {
  if (isUrl(path) || !EXTERNAL_REFERENCE.test(text)) return text;
  let parsed: unknown;
  try {
    parsed = parseImportText(text);
  } catch {
    return text; // the importer says what is wrong with it
  }
  if (detectFormat(parsed) !== 'openapi') return text;
  const [{ bundle }, { readFiles, parseJson, parseYaml }] = await Promise.all([
    import('@scalar/json-magic/bundle'),
    import('@scalar/json-magic/bundle/plugins/node'),
  ]);
  try {
    const bundled = await bundle(resolve(path), { plugins: [readFiles(), parseJson(), parseYaml()], treeShake: false });
    return JSON.stringify(bundled);
  } catch (error) {
    throw new CliError('INPUT_FILE', `cannot read the files ${path} references: ${messageOf(error)}`, { cause: error });
  }
}
