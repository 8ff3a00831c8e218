// `courier convert` on public OpenAPI documents through the real bin: a Swagger 2.0 document split
// over several files, and a collection kept in step from the Petstore's 1.0.3 release to 1.0.26.
import { cp, readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { courier, useCliStack } from './harness.js';

const { ws } = useCliStack();
const FIXTURES = fileURLToPath(new URL('../../packages/core/src/convert/openapi/fixtures/', import.meta.url));

interface Request {
  name: string;
  url: string;
  body: { raw?: string };
  postRequestScript: string;
  openapi?: { key: string };
}
interface Folder {
  name: string;
  items: (Request | Folder)[];
}
const requestsIn = (items: (Request | Folder)[]): Request[] =>
  items.flatMap((item) => ('items' in item ? requestsIn(item.items) : [item]));

describe('courier convert with OpenAPI documents', { timeout: 60_000 }, () => {
  it('reads a Swagger 2.0 document whose schemas live in other files', async () => {
    await cp(`${FIXTURES}petstore-separate`, ws.path('petstore-separate'), { recursive: true });
    const run = await courier(['convert', 'petstore-separate/spec/swagger.yaml', '--to', 'courier'], ws.dir);
    expect(run.exitCode).toBe(0);
    expect(run.stderr).toBe('OpenAPI document: 1 collection, 4 requests');
    const [collection] = JSON.parse(run.stdout).collections as Folder[];
    const requests = requestsIn(collection!.items);
    expect(requests.map((request) => request.openapi?.key)).toEqual([
      'GET /pets',
      'POST /pets',
      'GET /pets/{id}',
      'DELETE /pets/{id}',
    ]);
    // POST /pets sends a NewPet, which spec/NewPet.yaml defines.
    const addPet = requests.find((request) => request.openapi?.key === 'POST /pets');
    expect(JSON.parse(addPet!.body.raw!)).toMatchObject({ name: 'string', tag: 'string' });
  });

  it('converts to a Postman collection, folders by path', async () => {
    await cp(`${FIXTURES}v2.0-uber.yaml`, ws.path('uber.yaml'));
    const run = await courier(['convert', 'uber.yaml', '--to', 'postman', '--folders', 'path'], ws.dir);
    expect(run.exitCode).toBe(0);
    const collection = JSON.parse(run.stdout) as { item: { name: string }[] };
    expect(collection.item.map((item) => item.name)).toEqual(['products', 'estimates', 'me', 'history']);
  });

  it('updates a converted collection from a newer release, previewing first and keeping the user’s script', async () => {
    await cp(`${FIXTURES}petstore-1.0.3.yaml`, ws.path('petstore.yaml'));
    expect(
      (await courier(['convert', 'petstore.yaml', '--to', 'courier', '-o', 'petstore.json'], ws.dir)).exitCode,
    ).toBe(0);
    const file = JSON.parse(await readFile(ws.path('petstore.json'), 'utf8'));
    const getPet = requestsIn(file.collections[0].items).find(
      (request) => request.openapi?.key === 'GET /pet/{petId}',
    )!;
    getPet.postRequestScript = "pm.test('found', () => pm.response.to.have.status(200));";
    await writeFile(ws.path('petstore.json'), JSON.stringify(file));
    await cp(`${FIXTURES}petstore-1.0.26.yaml`, ws.path('petstore.yaml'));

    const preview = await courier(
      ['convert', 'petstore.yaml', '--to', 'courier', '--sync', 'petstore.json', '--dry-run'],
      ws.dir,
    );
    expect(preview.exitCode).toBe(0);
    expect(preview.stderr).toContain('~ changed  GET /pet/{petId}  Find pet by ID. (name, description');
    expect(JSON.parse(await readFile(ws.path('petstore.json'), 'utf8'))).toEqual(file);

    const applied = await courier(['convert', 'petstore.yaml', '--to', 'courier', '--sync', 'petstore.json'], ws.dir);
    expect(applied.exitCode).toBe(0);
    const updated = JSON.parse(await readFile(ws.path('petstore.json'), 'utf8'));
    const after = requestsIn(updated.collections[0].items).find(
      (request) => request.openapi?.key === 'GET /pet/{petId}',
    )!;
    expect(after.name).toBe('Find pet by ID.');
    expect(after.postRequestScript).toBe(getPet.postRequestScript);
    const again = await courier(
      ['convert', 'petstore.yaml', '--to', 'courier', '--sync', 'petstore.json', '--dry-run'],
      ws.dir,
    );
    expect(again.stderr.trim()).toBe('up to date: the document is the one imported');
  });

  it('refuses to update a file that holds no OpenAPI collection, in one line', async () => {
    await cp(`${FIXTURES}v3.0-petstore.json`, ws.path('v3.json'));
    await writeFile(
      ws.path('plain.json'),
      JSON.stringify({ info: { format: 'courier', version: 3 }, collections: [{ id: 'c1', name: 'Plain' }] }),
    );
    const run = await courier(['convert', 'v3.json', '--to', 'courier', '--sync', 'plain.json'], ws.dir);
    expect(run.exitCode).toBe(2);
    expect(run.stderr.trim()).toBe(
      'error: cannot update plain.json: it holds no collection imported from OpenAPI (convert the document with --to courier first)',
    );
  });
});
