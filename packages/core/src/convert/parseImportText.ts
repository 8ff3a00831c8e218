// Import files are JSON or YAML: OpenAPI documents and Insomnia's newer exports are YAML, the rest
// JSON. What the text is written in is told by its first character, so a JSON file with a typo is
// reported as broken JSON (with the JSON parser's words) rather than as odd YAML. Almost any text is
// valid YAML as a bare word or sentence; no import file is one, so such text is reported as JSON
// that does not parse, the format nearly every import file is in.
import { parse as parseYaml } from 'yaml';
import { messageOf } from '../errors.js';
import { ImportError } from './errors.js';
import { parseJson } from './parseJson.js';

function parseYamlText(text: string): unknown {
  try {
    // Documents of tens of thousands of lines reuse anchors heavily; the default alias limit
    // guards against "billion laughs" expansion and stays on.
    return parseYaml(text, { prettyErrors: true });
  } catch (error) {
    throw new ImportError('INVALID_YAML', `the file is not valid JSON or YAML (${messageOf(error)})`, {
      cause: error,
    });
  }
}

/** The value a JSON or YAML import file holds. */
export function parseImportText(text: string): unknown {
  // A byte order mark is how some editors start a UTF-8 file; JSON.parse refuses it.
  const content = text.replace(/^\uFEFF/, '');
  if (/^\s*[[{]/.test(content)) return parseJson(content);
  const value = parseYamlText(content);
  return typeof value === 'object' && value !== null ? value : parseJson(content);
}
