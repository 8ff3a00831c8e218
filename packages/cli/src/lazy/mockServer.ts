// Imported only dynamically, by commands/mock.ts: the converters (openapi-sampler among them) and
// the HTTP server load only for `courier mock`. Serves a collection's saved examples, an OpenAPI 3
// document or a courier-mock configuration (JSON or YAML), a line per request on stdout, until
// interrupted. Routes with a response script run it in the isolated-vm sandbox, as the server does.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parse as parseYaml } from 'yaml';
import {
  MOCK_SCRIPT_MEMORY_MB,
  compileConfig,
  explainMiss,
  matchRequest,
  messageOf,
  mockFromCollection,
  mockFromOpenApi,
  mockRequestFrom,
  openApiRequestChecks,
  MockDocumentSchema,
  MockRouteInputSchema,
  replyFor,
  runResponseScript,
  type CompiledConfig,
  type MockReply,
  type MockRouteInput,
  type OpenApiRequestCheck,
  type ScriptHost,
} from '@courier/core';
import { CliError } from '../errors.js';
import { loadCollection } from '../input/loadCollection.js';
import { readInputFile } from '../input/readInputFile.js';
import type { CliIo } from '../io.js';
import { terminalLine } from '../reporters/terminalText.js';

/** Request bodies past this are refused with 413, as the server's mocks refuse them. */
const BODY_LIMIT_BYTES = 1024 * 1024;

interface LoadedMock {
  name: string;
  baseUrl: string;
  routes: MockRouteInput[];
  /** An OpenAPI document's checks of the requests each operation accepts, keyed 'GET /pets/:petId'. */
  requestChecks?: Map<string, OpenApiRequestCheck>;
}

/** The file's JSON, else its YAML (OpenAPI documents are mostly written in it); undefined when neither. */
function parseDocument(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    // Not JSON: YAML next, then the collection importers, which read further formats.
  }
  try {
    return parseYaml(text, { maxAliasCount: 100 });
  } catch {
    return undefined;
  }
}

async function loadMock(path: string): Promise<LoadedMock> {
  const text = await readInputFile(path, 'mock');
  const parsed = parseDocument(text);
  const record = parsed !== null && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : undefined;
  try {
    if (record && 'openapi' in record)
      return { ...mockFromOpenApi(record), requestChecks: openApiRequestChecks(record) };
    if (record && Array.isArray(record.routes)) return MockDocumentSchema.parse(record);
  } catch (error) {
    throw new CliError('INPUT_FILE', `cannot load mock file ${path}: ${messageOf(error)}`, { cause: error });
  }
  const { collection } = await loadCollection(path);
  const mock = mockFromCollection(collection);
  if (mock.routes.length === 0) {
    throw new CliError('INPUT_FILE', `cannot serve ${path}: its requests have no saved example responses`);
  }
  return { ...mock, baseUrl: '' };
}

function readBody(req: IncomingMessage): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > BODY_LIMIT_BYTES) {
        resolve(undefined);
        req.resume();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function headersOf(req: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return headers;
}

function sendJson(res: ServerResponse, status: number, value: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(value));
}

/** The sandboxes for response scripts, started by the first route that has one. */
type ScriptHosts = () => Promise<ScriptHost>;

function scriptHosts(): { get: ScriptHosts; dispose(): Promise<void> } {
  let pool: Promise<ScriptHost> | undefined;
  return {
    get: () =>
      (pool ??= import('./scriptHostPool.js').then(({ createScriptHostPool }) =>
        createScriptHostPool({ size: 2, memoryLimitMb: MOCK_SCRIPT_MEMORY_MB }),
      )),
    async dispose() {
      await (await pool)?.dispose();
    },
  };
}

function answer(config: CompiledConfig, mock: LoadedMock, io: CliIo, hosts: ScriptHosts) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const started = performance.now();
    const method = req.method ?? 'GET';
    const url = req.url ?? '/';
    res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*');
    res.setHeader('Access-Control-Expose-Headers', '*');
    const log = (text: string) =>
      io.out.write(`${terminalLine(`${method} ${url} → ${text} (${Math.round(performance.now() - started)} ms)`)}\n`);
    if (method === 'OPTIONS' && req.headers['access-control-request-method']) {
      res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS');
      res.setHeader('Access-Control-Allow-Headers', req.headers['access-control-request-headers'] ?? '*');
      res.writeHead(204).end();
      return;
    }
    const body = await readBody(req);
    if (body === undefined) {
      sendJson(res, 413, { success: false, message: `Request body is larger than ${BODY_LIMIT_BYTES} bytes` });
      log('413 body too large');
      return;
    }
    const request = mockRequestFrom(method, url, headersOf(req), body);
    const hit = matchRequest(config, request);
    if (!hit) {
      const explanation = explainMiss([config], request);
      sendJson(res, 404, { success: false, message: 'No Mock Match Found', explanation });
      log(`404 no match: ${explanation.message}`);
      return;
    }
    const check = mock.requestChecks?.get(`${hit.route.route.method} ${hit.route.route.path}`);
    const violations = check?.violations(request, hit.context.params) ?? [];
    if (check && violations.length > 0) {
      const reply = check.reply(violations);
      res.writeHead(reply.status, reply.headers);
      res.end(reply.body);
      const wrong = violations.map((violation) => `${violation.location.join('.')} ${violation.message}`);
      log(`${reply.status} invalid request: ${wrong.join('; ')}`);
      return;
    }
    let reply: MockReply = await replyFor(hit);
    let failure: string | undefined;
    const script = hit.route.route.script;
    if (script.trim() !== '')
      ({ reply, error: failure } = await runResponseScript(await hosts(), script, request, url, reply));
    if (reply.delay > 0) await new Promise((resolve) => setTimeout(resolve, reply.delay));
    res.writeHead(reply.status, reply.headers);
    res.end(reply.body);
    const route = `${hit.route.route.method} ${hit.route.pattern.source} (${hit.choice})`;
    log(failure ? `${reply.status} ${route}: ${failure}` : `${reply.status} ${route}`);
  };
}

/** Resolves when the process is asked to stop. */
function interrupted(): Promise<void> {
  return new Promise((resolve) => {
    const stop = () => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      resolve();
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
}

/** Loads the file, serves it on `host:port` and resolves once interrupted and closed. */
export async function serveMock(file: string, host: string, port: number, io: CliIo): Promise<void> {
  const mock = await loadMock(file);
  let config: CompiledConfig;
  try {
    const routes = mock.routes.map((route, index) => ({
      ...MockRouteInputSchema.parse(route),
      id: `r${index + 1}`,
    }));
    config = compileConfig({ id: 'cli', name: mock.name, baseUrl: mock.baseUrl, enabled: true, routes });
  } catch (error) {
    throw new CliError('INPUT_FILE', `cannot serve ${file}: ${messageOf(error)}`, { cause: error });
  }
  for (const warning of config.warnings) io.err.write(`${terminalLine(`warning: ${warning}`)}\n`);
  const hosts = scriptHosts();
  const handle = answer(config, mock, io, hosts.get);
  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) sendJson(res, 500, { success: false, message: messageOf(error) });
      else res.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error) =>
      reject(new CliError('USAGE', `cannot listen on ${host}:${port}: ${messageOf(error)}`)),
    );
    server.listen(port, host, resolve);
  });
  const address = server.address() as AddressInfo;
  const shown = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  const base = config.basePath.map((segment) => `/${segment}`).join('');
  io.out.write(
    `${terminalLine(`Mock "${mock.name}": ${config.routes.length} routes at http://${shown}:${address.port}${base}`)}\n`,
  );
  await interrupted();
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await hosts.dispose();
}
