import { readdirSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PieceJoiner } from '../../lib/valuePieces.js';
import { answerImportRequest, type ConvertedImport, type ImportReply } from './importRequest.js';

const coreFixtures = new URL('../../../../core/src/convert/', import.meta.url);
const blobOf = (url: URL) => new Blob([readFileSync(url)]);

/** The replies as the page gets them (each copied on its own, as postMessage does), joined. */
function convertedOf(replies: readonly ImportReply[]): ConvertedImport {
  const joiner = new PieceJoiner();
  for (const reply of replies.map((one) => structuredClone(one))) {
    if ('failure' in reply) throw new Error(`expected an import, got ${reply.failure.message}`);
    joiner.add(reply.piece);
  }
  expect(replies.at(-1)).toMatchObject({ last: true });
  return joiner.value() as ConvertedImport;
}

describe('the import worker answers', () => {
  it('an OpenAPI file with its collection, marked imported, and its text for the browser to store', async () => {
    const file = blobOf(new URL('openapi/fixtures/v2.0-petstore.json', coreFixtures));
    const replies = await answerImportRequest({
      id: 7,
      source: { kind: 'file', file, name: 'v2.0-petstore.json' },
      folderBy: 'path',
    });
    expect(replies.every((reply) => reply.id === 7)).toBe(true);
    const { result, texts } = convertedOf(replies);
    expect(result.kind).toBe('openapi');
    expect(result.summary.requests).toBe(3);
    const [collection] = result.collections;
    expect(collection?.imported).toBe(true);
    expect(JSON.parse(await texts[0]!.text())).toEqual(JSON.parse(JSON.stringify(collection)));
  });

  it('a large document in many replies, which join into the whole collection', async () => {
    const document = JSON.parse(readFileSync(new URL('openapi/fixtures/v3.0-uspto.json', coreFixtures), 'utf8')) as {
      paths: Record<string, unknown>;
    };
    const paths = Object.fromEntries(
      Array.from({ length: 100 }, (_, copy) =>
        Object.entries(document.paths).map(([path, item]) => [`/copy${copy}${path}`, item]),
      ).flat(),
    );
    const text = JSON.stringify({ ...document, paths });
    const replies = await answerImportRequest({
      id: 3,
      source: { kind: 'text', text, location: 'uspto.json' },
      folderBy: 'tag',
    });
    expect(replies.length).toBeGreaterThan(1);
    const { result, texts } = convertedOf(replies);
    expect(result.summary.requests).toBe(300);
    expect(JSON.parse(await texts[0]!.text())).toEqual(JSON.parse(JSON.stringify(result.collections[0])));
  });

  it('a file that is not valid JSON with its code and the line and column the tab shows', async () => {
    const replies = await answerImportRequest({
      id: 1,
      source: { kind: 'text', text: '{\n  "info": {,\n}', location: 'broken.json' },
      folderBy: 'tag',
    });
    expect(replies).toEqual([
      {
        id: 1,
        failure: { code: 'INVALID_JSON', message: 'Import failed: the file is not valid JSON (line 2, column 12)' },
      },
    ]);
  });

  it('a Bruno collection folder with its requests', async () => {
    const folder = new URL('bruno/fixtures/bruno-testbench/', coreFixtures);
    const files = readdirSync(folder, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.bru$|bruno\.json$/.test(entry.name))
      .map((entry) => {
        const path = `${entry.parentPath}/${entry.name}`;
        return {
          path: `bruno-testbench/${relative(fileURLToPath(folder), path)}`,
          file: new Blob([readFileSync(path)]),
        };
      });
    const { result } = convertedOf(
      await answerImportRequest({ id: 2, source: { kind: 'folder', files }, folderBy: 'tag' }),
    );
    expect(result.kind).toBe('bruno');
    expect(result.summary.requests).toBe(10);
  });
});
