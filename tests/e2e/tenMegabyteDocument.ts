// A 10 MB OpenAPI document for the tests of big imports: its import is about 7,700 requests, and
// the browser stores it as 25 MB of JSON.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './harness.js';

/** A real public document (USPTO's, from the OpenAPI examples) with its paths repeated under new prefixes to 10 MB. */
export function tenMegabyteDocument(): { text: string; operations: number } {
  const source = JSON.parse(
    readFileSync(join(ROOT, 'packages/core/src/convert/openapi/fixtures/v3.0-uspto.json'), 'utf8'),
  ) as { paths: Record<string, Record<string, unknown>> };
  const methods = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace']);
  const perCopy = Object.values(source.paths).flatMap((item) =>
    Object.keys(item).filter((key) => methods.has(key)),
  ).length;
  const paths: Record<string, unknown> = {};
  let copies = 0;
  let size = 0;
  while (size < 10 * 1024 * 1024) {
    copies += 1;
    for (const [path, item] of Object.entries(source.paths)) {
      // Each copy's operations need their own ids, as a real document's do.
      const renamed = JSON.parse(JSON.stringify(item).replaceAll('"operationId":"', `"operationId":"copy${copies}-`));
      paths[`/copy${copies}${path}`] = renamed;
      size += JSON.stringify(renamed).length;
    }
  }
  return { text: JSON.stringify({ ...source, paths }, null, 2), operations: copies * perCopy };
}
