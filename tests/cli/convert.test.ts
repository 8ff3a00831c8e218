// `courier convert` and `courier codegen` over core's converters, through the real bin.
import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { courier, shopCollection, shopEnvironment, useCliStack } from './harness.js';

const { ws } = useCliStack();

beforeAll(async () => {
  await ws.write('shop.json', shopCollection());
  await ws.write('local.json', shopEnvironment('http://127.0.0.1:4000'));
});

describe.concurrent('courier convert and codegen', { timeout: 60_000 }, () => {
  it('converts a Postman collection to a Courier export and back to Postman v2.1', async () => {
    const toNative = await courier(['convert', 'shop.json', '--to', 'native', '-o', 'native.json'], ws.dir);
    expect(toNative.exitCode).toBe(0);
    const native = JSON.parse(await readFile(ws.path('native.json'), 'utf8'));
    expect(native.info).toEqual({ format: 'courier', version: 3 });
    expect(native.collections[0].items.map((item: { name: string }) => item.name)).toEqual(['Users', 'Orders']);

    const back = await courier(['convert', 'native.json', '--to', 'postman'], ws.dir);
    expect(back.exitCode).toBe(0);
    const postman = JSON.parse(back.stdout);
    expect(postman.info.schema).toBe('https://schema.getpostman.com/json/collection/v2.1.0/collection.json');
    expect(postman.item[1].item[1].request.body.raw).toBe('{"user":"{{user}}"}');
  });

  it('converts a cURL command into a one-request collection', async () => {
    const run = await courier(
      ['convert', '--curl', "curl -X PUT https://api.example.com/items/7 -H 'X-Key: k1' -d 'qty=2'", '--to', 'postman'],
      ws.dir,
    );
    expect(run.exitCode).toBe(0);
    const [item] = JSON.parse(run.stdout).item;
    expect(item.request.method).toBe('PUT');
    expect(item.request.url.raw).toBe('https://api.example.com/items/7');
    expect(item.request.header).toContainEqual(expect.objectContaining({ key: 'X-Key', value: 'k1' }));
  });

  it('converts an environment file; a bad --to or a bad file is exit 2', async () => {
    const [env, badTarget, badFile] = await Promise.all([
      courier(['convert', 'local.json', '--to', 'postman'], ws.dir),
      courier(['convert', 'shop.json', '--to', 'insomnia'], ws.dir),
      courier(['convert', 'nothing.json', '--to', 'native'], ws.dir),
    ]);
    expect(JSON.parse(env.stdout).values).toContainEqual(
      expect.objectContaining({ key: 'baseUrl', value: 'http://127.0.0.1:4000' }),
    );
    expect(badTarget.exitCode).toBe(2);
    expect(badTarget.stderr.trim()).toBe('error: --to must be courier, postman or postman-v3, got "insomnia"');
    expect(badFile.exitCode).toBe(2);
  });

  it('prints a request as code with its variables resolved from the environment', async () => {
    const run = await courier(
      ['codegen', 'shop.json', '--request', 'Create order', '--lang', 'curl', '-e', 'local.json'],
      ws.dir,
    );
    expect(run.exitCode).toBe(0);
    expect(run.stdout).toContain('curl');
    expect(run.stdout).toContain('http://127.0.0.1:4000/orders');
    expect(run.stdout).toContain('{"user":"env-user"}');
  });

  it("prints a DELETE's body, as convert keeps it in the collection", async () => {
    await ws.write('delete.json', {
      info: { name: 'Delete', schema: 'https://schema.getpostman.com/json/collection/v2.1.0/collection.json' },
      item: [
        {
          name: 'Remove items',
          request: {
            method: 'DELETE',
            url: 'http://127.0.0.1:4000/items',
            body: { mode: 'raw', raw: '{"ids":[7,9]}', options: { raw: { language: 'json' } } },
          },
        },
      ],
    });
    const [code, converted] = await Promise.all([
      courier(['codegen', 'delete.json', '--request', 'Remove items', '--lang', 'curl'], ws.dir),
      courier(['convert', 'delete.json', '--to', 'postman'], ws.dir),
    ]);
    expect(code.exitCode).toBe(0);
    expect(code.stdout).toContain('--request DELETE');
    expect(code.stdout).toContain('--data \'{"ids":[7,9]}\'');
    expect(JSON.parse(converted.stdout).item[0].request.body.raw).toBe('{"ids":[7,9]}');
  });

  it('keeps unresolved {{variables}} and dynamic variables as written, their case too, in every language', async () => {
    await ws.write('vars.json', {
      info: { name: 'Vars', schema: 'https://schema.getpostman.com/json/collection/v2.1.0/collection.json' },
      item: [
        {
          name: 'Mixed',
          request: {
            method: 'POST',
            url: '{{BaseURL}}/Users/{{UserId}}?trace={{$guid}}',
            header: [{ key: 'X-Token', value: '{{AuthToken}}' }],
            body: { mode: 'raw', raw: '{"id":"{{$randomUUID}}","name":"{{Name}}"}' },
          },
        },
      ],
    });
    const languages = ['curl', 'python', 'node', 'go', 'javascript/fetch'];
    const runs = await Promise.all(
      languages.map((lang) => courier(['codegen', 'vars.json', '--request', 'Mixed', '--lang', lang], ws.dir)),
    );
    for (const run of runs) {
      expect(run.exitCode).toBe(0);
      for (const written of ['{{BaseURL}}', '{{UserId}}', '{{$guid}}', '{{AuthToken}}', '{{$randomUUID}}', '{{Name}}'])
        expect(run.stdout).toContain(written);
      expect(run.stdout).not.toContain('{{baseurl}}');
      expect(run.stdout).not.toMatch(/%7B%7B/i);
    }
  });

  it('finds a request by its folder path and refuses unknown requests and languages', async () => {
    const [byPath, unknownRequest, unknownLanguage] = await Promise.all([
      courier(['codegen', 'shop.json', '--request', 'Users / List users', '--lang', 'python'], ws.dir),
      courier(['codegen', 'shop.json', '--request', 'Nope', '--lang', 'curl'], ws.dir),
      courier(['codegen', 'shop.json', '--request', 'Create order', '--lang', 'cobol'], ws.dir),
    ]);
    expect(byPath.exitCode).toBe(0);
    expect(byPath.stdout).toContain('requests');
    expect(unknownRequest.exitCode).toBe(2);
    expect(unknownRequest.stderr.trim()).toBe('error: no request named "Nope" in Shop');
    expect(unknownLanguage.exitCode).toBe(2);
  });
});
