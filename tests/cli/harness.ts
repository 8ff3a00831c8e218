// Runs the real `courier` bin against a local server on port 0, as a user's shell would.
import { execFileSync } from 'node:child_process';
import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { httpUpstream } from '@courier/testkit/servers';
import { execa, type Result } from 'execa';
import { afterAll, beforeAll } from 'vitest';

export const BIN = fileURLToPath(new URL('../../packages/cli/bin/courier.js', import.meta.url));

/** A Node older than 24 installed on the machine, as on CI's machines (Node 20), if there is one. */
export const olderNode = ['/usr/bin/node', '/usr/local/bin/node']
  .map((path) => {
    try {
      return { path, version: execFileSync(path, ['-p', 'process.versions.node'], { encoding: 'utf8' }).trim() };
    } catch {
      return undefined;
    }
  })
  .find((found) => found !== undefined && Number(found.version.split('.')[0]) < 24);

export interface TestServer {
  url: string;
  /** Requests received, per path. */
  hits: Map<string, number>;
  close(): Promise<void>;
}

/**
 * `/status/<code>` answers that status; `/html/<code>` answers that status with an HTML page (a
 * proxy's 502); `/delay/<ms>` answers after that long; `/set-cookie?name=value` sets those
 * cookies; `/response-headers?Name=value` sends those headers; every other answer echoes method,
 * path, query, body and the request's headers as JSON (the Cookie header also as `cookie`),
 * gzip-compressed for `/gzip`.
 */
export async function startServer(): Promise<TestServer> {
  const hits = new Map<string, number>();
  const upstream = await httpUpstream((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    hits.set(url.pathname, (hits.get(url.pathname) ?? 0) + 1);
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const html = /^\/html\/(\d{3})$/.exec(url.pathname)?.[1];
      if (html) {
        res.writeHead(Number(html), { 'content-type': 'text/html' });
        res.end('<html><body><h1>502 Bad Gateway</h1></body></html>');
        return;
      }
      const delay = /^\/delay\/(\d+)$/.exec(url.pathname)?.[1];
      if (delay) {
        const timer = setTimeout(() => res.end('{"delayed":true}'), Number(delay));
        res.on('close', () => clearTimeout(timer));
        return;
      }
      const status = /^\/status\/(\d{3})$/.exec(url.pathname)?.[1];
      const query = Object.fromEntries(url.searchParams);
      const cookies =
        url.pathname === '/set-cookie' ? [...url.searchParams].map(([name, value]) => `${name}=${value}`) : [];
      const extra = url.pathname === '/response-headers' ? query : {};
      const { headers } = req;
      const echo = JSON.stringify({
        method: req.method,
        path: url.pathname,
        query,
        body,
        headers,
        cookie: headers.cookie,
      });
      const gzip = url.pathname === '/gzip' ? { 'content-encoding': 'gzip' } : {};
      res.writeHead(Number(status ?? 200), {
        ...extra,
        ...gzip,
        'content-type': 'application/json',
        'set-cookie': cookies,
      });
      res.end(url.pathname === '/gzip' ? gzipSync(echo) : echo);
    });
  });
  return { url: upstream.url, hits, close: upstream.close };
}

export interface Workspace {
  dir: string;
  path(name: string): string;
  write(name: string, content: unknown): Promise<string>;
  remove(): Promise<void>;
}

export async function workspace(): Promise<Workspace> {
  const dir = await mkdtemp(join(tmpdir(), 'courier-cli-'));
  return {
    dir,
    path: (name) => join(dir, name),
    async write(name, content) {
      const path = join(dir, name);
      await writeFile(path, typeof content === 'string' ? content : JSON.stringify(content));
      return path;
    },
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}

/** The bin as CI runs it: no terminal, CI set, colours off. */
export function courier(args: string[], cwd: string): Promise<Result<{ reject: false; cwd: string }>> {
  return execa(BIN, args, { reject: false, cwd, env: { CI: '1', NO_COLOR: '1' } });
}

const script = (lines: string[]) => ({ exec: lines, type: 'text/javascript' });

/** A Postman v2.1 request item with optional pre-request and test script lines. */
export function requestItem(name: string, url: string, scripts: { prerequest?: string[]; test?: string[] } = {}) {
  return {
    name,
    request: { method: 'GET', url },
    event: (['prerequest', 'test'] as const).flatMap((listen) =>
      scripts[listen] ? [{ listen, script: script(scripts[listen]) }] : [],
    ),
  };
}

/** A Postman v2.1 collection of these items. */
export function collectionOf(name: string, items: unknown[]) {
  return {
    info: { name, schema: 'https://schema.getpostman.com/json/collection/v2.1.0/collection.json' },
    item: items,
  };
}

/** A Postman v2.1 collection: two folders, scripts at every level, variables from env and data. */
export function shopCollection() {
  return {
    info: {
      name: 'Shop',
      schema: 'https://schema.getpostman.com/json/collection/v2.1.0/collection.json',
    },
    variable: [{ key: 'apiPath', value: 'api' }],
    event: [{ listen: 'prerequest', script: script(['pm.variables.set("trace", "t" + pm.info.iteration);']) }],
    item: [
      {
        name: 'Users',
        item: [
          {
            name: 'List users',
            request: { method: 'GET', url: '{{baseUrl}}/{{apiPath}}/users?user={{user}}&trace={{trace}}' },
            event: [
              {
                listen: 'test',
                script: script([
                  'const body = pm.response.json();',
                  'pm.test("status is 200", () => pm.response.to.have.status(200));',
                  'pm.test("user from data", () => pm.expect(body.query.user).to.eql(String(pm.iterationData.get("user") ?? pm.environment.get("user"))));',
                  'pm.environment.set("lastUser", body.query.user);',
                ]),
              },
            ],
          },
        ],
      },
      {
        name: 'Orders',
        item: [
          {
            name: 'Get order',
            request: { method: 'GET', url: '{{baseUrl}}/status/{{orderStatus}}' },
            event: [
              { listen: 'test', script: script(['pm.test("order found", () => pm.response.to.have.status(200));']) },
            ],
          },
          {
            name: 'Create order',
            request: {
              method: 'POST',
              url: '{{baseUrl}}/orders',
              body: { mode: 'raw', raw: '{"user":"{{user}}"}', options: { raw: { language: 'json' } } },
            },
            event: [
              {
                listen: 'test',
                script: script(['pm.test("echoed", () => pm.expect(pm.response.json().method).to.eql("POST"));']),
              },
            ],
          },
        ],
      },
    ],
  };
}

export function shopEnvironment(baseUrl: string) {
  return {
    id: 'env-local',
    name: 'Local',
    values: [
      { key: 'baseUrl', value: baseUrl, enabled: true },
      { key: 'orderStatus', value: '200', enabled: true },
      { key: 'user', value: 'env-user', enabled: true },
    ],
    _postman_variable_scope: 'environment',
  };
}

const CLI_DIR = fileURLToPath(new URL('../../packages/cli/', import.meta.url));
const SOURCES = ['../../packages/cli/src', '../../packages/core/src'].map((dir) =>
  fileURLToPath(new URL(dir, import.meta.url)),
);

async function newestSource(dir: string): Promise<number> {
  let newest = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) newest = Math.max(newest, (await stat(join(entry.parentPath, entry.name))).mtimeMs);
  }
  return newest;
}

/** The bin runs dist/ when present: rebuild it when a source is newer, so tests never see stale code. */
export async function ensureBuilt(): Promise<void> {
  const built = await stat(join(CLI_DIR, 'dist/main.js')).then(
    (s) => s.mtimeMs,
    () => 0,
  );
  const newest = Math.max(...(await Promise.all(SOURCES.map(newestSource))));
  if (newest > built) await execa('node', [join(CLI_DIR, 'scripts/build.mjs')]);
}

export interface CliStack {
  /** The echo server of `startServer`, started once for the file. */
  server: TestServer;
  /** A temporary folder the bin runs in, removed after the file. */
  ws: Workspace;
}

/**
 * What nearly every CLI test file needs, started in `beforeAll` and closed in `afterAll`: a built
 * bin, the echo server and a temporary folder. The returned objects may be kept in constants at the
 * top of the file; they reach the started ones once the hooks have run.
 */
export function useCliStack(): CliStack {
  let started: CliStack | undefined;
  beforeAll(async () => {
    await ensureBuilt();
    const [server, ws] = await Promise.all([startServer(), workspace()]);
    started = { server, ws };
  }, 120_000);
  afterAll(async () => {
    await Promise.all([started?.server.close(), started?.ws.remove()]);
  });
  const current = (): CliStack => {
    if (!started) throw new Error('The CLI stack starts in beforeAll: use it inside a hook or a test');
    return started;
  };
  return {
    server: {
      get url() {
        return current().server.url;
      },
      get hits() {
        return current().server.hits;
      },
      close: () => current().server.close(),
    },
    ws: {
      get dir() {
        return current().ws.dir;
      },
      path: (name) => current().ws.path(name),
      write: (name, content) => current().ws.write(name, content),
      remove: () => current().ws.remove(),
    },
  };
}
