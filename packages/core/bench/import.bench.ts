// `npm run bench import`: OpenAPI and Swagger documents nobody here wrote — every example document of
// readme.io's `@readme/oas-examples` and the OpenAPI fixtures Courier's importer is tested with —
// converted by Courier and, in the same run, by Postman's own converter `openapi-to-postmanv2` (the
// anchor, folders by tag as Courier's default). Per document: the operations it declares, the
// requests each converter made, and the median of 5 conversions. The targets: every document the
// anchor converts, Courier converts too, with one request per operation; none crashes Courier's
// importer; Courier is at least twice as fast over the whole set.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import Converter from 'openapi-to-postmanv2';
import { declaredOperations } from '../src/convert/openapi/declaredOperations.test-support.js';
import { importAny } from '../src/import.js';
import { listRequests } from '../src/model/walk.js';

const DOCUMENT = /\.(json|ya?ml)$/;

function documentsUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return documentsUnder(path);
    return DOCUMENT.test(name) ? [path] : [];
  });
}

const examples = dirname(createRequire(import.meta.url).resolve('@readme/oas-examples/package.json'));
const fixtures = fileURLToPath(new URL('../src/convert/openapi/fixtures/', import.meta.url));
// The examples come in JSON and YAML alike: the JSON copy of each is enough. The fixtures folder's
// separate-file document needs its other files beside it, which a text import cannot have.
const documents = [
  ...['2.0', '3.0', '3.1'].flatMap((version) => documentsUnder(join(examples, version, 'json'))),
  ...documentsUnder(fixtures).filter((path) => !path.includes('petstore-separate')),
];

function postmanRequests(items: unknown[] = []): number {
  return items.reduce<number>((count, item) => {
    const node = item as { item?: unknown[]; request?: unknown };
    return count + (node.item ? postmanRequests(node.item) : node.request ? 1 : 0);
  }, 0);
}

/** The anchor's requests, or why it refused the document. */
function anchorConvert(text: string): Promise<number | string> {
  return new Promise((resolve) => {
    try {
      Converter.convertV2({ type: 'string', data: text }, { folderStrategy: 'Tags' }, (error, result) => {
        if (error) resolve(error.message);
        else if (!result.result) resolve(result.reason ?? 'refused');
        else resolve(postmanRequests(result.output?.[0]?.data.item));
      });
    } catch (error) {
      resolve(error instanceof Error ? error.message : String(error));
    }
  });
}

function courierConvert(text: string, name: string): number | string {
  try {
    return importAny(text, name, { openapi: { folderBy: 'tag' } }).collections.reduce(
      (count, collection) => count + listRequests(collection.items).length,
      0,
    );
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

async function median(work: () => unknown): Promise<number> {
  const times: number[] = [];
  for (let run = 0; run < 5; run += 1) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[2]!;
}

const rows: Record<string, string | number>[] = [];
const misses: string[] = [];
let courierTotal = 0;
let anchorTotal = 0;
for (const path of documents) {
  const text = readFileSync(path, 'utf8');
  const name = relative(path.startsWith(examples) ? examples : fixtures, path);
  const operations = declaredOperations(text);
  const courier = courierConvert(text, name);
  const anchor = await anchorConvert(text);
  const courierMs = await median(() => courierConvert(text, name));
  const anchorMs = await median(() => anchorConvert(text));
  courierTotal += courierMs;
  anchorTotal += anchorMs;
  if (typeof anchor === 'number' && courier !== operations) {
    misses.push(`${name}: ${operations} operations, Courier ${courier}, anchor ${anchor}`);
  }
  rows.push({
    document: name,
    KB: Math.round(text.length / 1024),
    operations,
    Courier: typeof courier === 'number' ? courier : `refused: ${courier.slice(0, 40)}`,
    anchor: typeof anchor === 'number' ? anchor : `refused: ${anchor.slice(0, 40)}`,
    'Courier ms': courierMs.toFixed(1),
    'anchor ms': anchorMs.toFixed(1),
  });
}
console.table(rows);
console.log(
  `${documents.length} documents: Courier ${courierTotal.toFixed(0)} ms, openapi-to-postmanv2 ${anchorTotal.toFixed(0)} ms ` +
    `(${(anchorTotal / courierTotal).toFixed(1)}× faster; target at least 2×)`,
);
console.log(
  misses.length === 0
    ? 'Every document the anchor converts, Courier converts with one request per operation.'
    : `Documents the anchor converts where Courier's requests are not one per operation:\n  ${misses.join('\n  ')}`,
);
if (misses.length > 0) process.exitCode = 1;
