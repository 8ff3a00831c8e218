// Node started without its snapshot, as isolated-vm needs, compiles every built-in module it loads
// from source at each start. What a plain-HTTP run loads is what its start-up time is made of; the
// HTTP/2 client (with tls and all of node:crypto behind it), node:zlib and node:assert are loaded
// only by the runs that use them (the CLI's build defers them). A static import or a value read as a module
// loads would bring them back at every start, which only a benchmark would otherwise notice.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { execa } from 'execa';
import { describe, expect, it } from 'vitest';
import { collectionOf, requestItem, useCliStack } from './harness.js';

const MAIN = fileURLToPath(new URL('../../packages/cli/dist/main.js', import.meta.url));
const { server, ws } = useCliStack();

/** Runs the built CLI with a preload that writes the built-ins it loaded when it exits. */
async function builtinsLoadedBy(args: string[]): Promise<{ exitCode: number; builtins: Set<string> }> {
  const list = ws.path(`builtins-${Date.now()}.json`);
  const preload = await ws.write(
    'list-builtins.cjs',
    `process.on('exit', () => require('node:fs').writeFileSync(${JSON.stringify(list)}, JSON.stringify(process.moduleLoadList)));`,
  );
  const { exitCode } = await execa(process.execPath, ['--no-node-snapshot', '-r', preload, MAIN, ...args], {
    cwd: ws.dir,
    reject: false,
  });
  const loaded = JSON.parse(await readFile(list, 'utf8')) as string[];
  const builtins = new Set(loaded.filter((entry) => entry.startsWith('NativeModule ')).map((entry) => entry.slice(13)));
  return { exitCode: exitCode ?? 1, builtins };
}

describe('the built-ins a run loads', () => {
  it('a plain-HTTP run with scripts loads neither the HTTP/2 client, tls, node:crypto, node:zlib nor node:assert', async () => {
    const collection = await ws.write(
      'one.postman_collection.json',
      collectionOf('One', [
        requestItem('Ping', `${server.url}/ok`, {
          prerequest: ['pm.variables.set("id", pm.variables.replaceIn("{{$randomUUID}}"));'],
          test: ['pm.test("ok", () => pm.response.to.have.status(200));'],
        }),
      ]),
    );
    const { exitCode, builtins } = await builtinsLoadedBy(['run', collection, '--silent']);
    expect(exitCode).toBe(0);
    expect(builtins.has('http')).toBe(true);
    expect(['http2', 'tls', 'crypto', 'zlib', 'assert'].filter((name) => builtins.has(name))).toEqual([]);
  });

  it('a gzip response still decodes, loading node:zlib when it arrives', async () => {
    const collection = await ws.write(
      'gzip.postman_collection.json',
      collectionOf('Gzip', [
        requestItem('Compressed', `${server.url}/gzip`, {
          test: ['pm.test("decoded", () => pm.expect(pm.response.json().method).to.eql("GET"));'],
        }),
      ]),
    );
    const { exitCode, builtins } = await builtinsLoadedBy(['run', collection, '--silent']);
    expect(exitCode).toBe(0);
    expect(builtins.has('zlib')).toBe(true);
  });
});
