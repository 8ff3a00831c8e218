// Every example document of readme.io's `@readme/oas-examples` (Swagger 2.0, OpenAPI 3.0 and 3.1,
// written by others to show the specification's corners) imports with one request per operation it
// declares, and none is refused or crashes the importer.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { listRequests } from '../../model/walk.js';
import { importAny } from '../importAny.js';
import { declaredOperations } from './declaredOperations.test-support.js';

function documentsUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return documentsUnder(path);
    return /\.(json|ya?ml)$/.test(name) ? [path] : [];
  });
}

const examples = dirname(createRequire(import.meta.url).resolve('@readme/oas-examples/package.json'));
const documents = ['2.0', '3.0', '3.1'].flatMap((version) => documentsUnder(join(examples, version)));

describe('public OpenAPI documents', () => {
  it('finds the examples', () => {
    expect(documents.length).toBeGreaterThan(100);
  });

  it.each(documents.map((path) => [relative(examples, path), path]))('%s: one request per operation', (_, path) => {
    const text = readFileSync(path, 'utf8');
    const { collections } = importAny(text, path, { openapi: { folderBy: 'tag' } });
    const requests = collections.reduce((count, collection) => count + listRequests(collection.items).length, 0);
    expect(requests).toBe(declaredOperations(text));
  });
});
