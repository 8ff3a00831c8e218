import { readdirSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { answerImportRequest, type ImportReply } from './importRequest.js';

const coreFixtures = new URL('../../../../core/src/convert/', import.meta.url);
const blobOf = (url: URL) => new Blob([readFileSync(url)]);

function importedOf(reply: ImportReply) {
  if (!('imported' in reply)) throw new Error(`expected an import, got ${reply.failure.message}`);
  return reply.imported;
}

describe('the import worker answers', () => {
  it('an OpenAPI file with its collection, as plain data that survives the trip back to the page', async () => {
    const file = blobOf(new URL('openapi/fixtures/v2.0-petstore.json', coreFixtures));
    const reply = await answerImportRequest({
      id: 7,
      source: { kind: 'file', file, name: 'v2.0-petstore.json' },
      folderBy: 'path',
    });
    expect(reply.id).toBe(7);
    const imported = importedOf(reply);
    expect(imported.kind).toBe('openapi');
    expect(imported.summary.requests).toBe(3);
    expect(structuredClone(reply)).toEqual(reply);
  });

  it('a file that is not valid JSON with its code and the line and column the tab shows', async () => {
    const reply = await answerImportRequest({
      id: 1,
      source: { kind: 'text', text: '{\n  "info": {,\n}', location: 'broken.json' },
      folderBy: 'tag',
    });
    expect(reply).toEqual({
      id: 1,
      failure: { code: 'INVALID_JSON', message: 'Import failed: the file is not valid JSON (line 2, column 12)' },
    });
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
    const imported = importedOf(
      await answerImportRequest({ id: 2, source: { kind: 'folder', files }, folderBy: 'tag' }),
    );
    expect(imported.kind).toBe('bruno');
    expect(imported.summary.requests).toBe(10);
  });
});
