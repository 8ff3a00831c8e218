// A mock configuration from an OpenAPI 3 document: one route per operation, `{id}` path
// parameters as `:id`. Each response's body is its example when the document has one (`example`,
// then the first of `examples`), else a sample generated from its schema by openapi-sampler. The
// operation answers its first success response; the others answer a request that names their
// status in x-mock-response-code, or that asks for it as Prism is asked, with a `Prefer: code=404`
// header; `Prefer: example=name` (alone or with a code) answers that named example.
import { sample } from 'openapi-sampler';
import { ValidationError } from '../errors.js';
import {
  MOCK_MAX_ALTERNATIVES,
  MOCK_METHODS,
  type MockAlternative,
  type MockMethod,
  type MockResponse,
  type MockRouteInput,
  type MockRule,
} from './model.js';

type JsonRecord = Record<string, unknown>;

export const isRecord = (value: unknown): value is JsonRecord =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

export interface OpenApiMock {
  name: string;
  baseUrl: string;
  routes: MockRouteInput[];
}

/** '/users/{id}/orders/{orderId}' → '/users/:id/orders/:orderId'. */
export function routePathOfTemplate(template: string): string {
  return template.replace(/\{([^}/]+)\}/g, (_match, name: string) => `:${name.replace(/[^\w-]/g, '_')}`);
}

/** The document's `$ref` target, for a reference that points inside it ('#/components/…'). */
export function resolve(document: JsonRecord, value: unknown): unknown {
  let current = value;
  for (let hops = 0; hops < 20 && isRecord(current) && typeof current.$ref === 'string'; hops += 1) {
    const ref = current.$ref;
    if (!ref.startsWith('#/')) return undefined;
    let target: unknown = document;
    for (const part of ref.slice(2).split('/')) {
      const key = part.replace(/~1/g, '/').replace(/~0/g, '~');
      target = isRecord(target) && Object.hasOwn(target, key) ? target[key] : undefined;
    }
    current = target;
  }
  return current;
}

function exampleOf(document: JsonRecord, media: JsonRecord): { found: true; value: unknown } | { found: false } {
  if (media.example !== undefined) return { found: true, value: media.example };
  if (isRecord(media.examples)) {
    const first = resolve(document, Object.values(media.examples)[0]);
    if (isRecord(first) && first.value !== undefined) return { found: true, value: first.value };
  }
  return { found: false };
}

function bodyOf(document: JsonRecord, media: JsonRecord, contentType: string): MockResponse['body'] {
  const example = exampleOf(document, media);
  if (example.found) return example.value as MockResponse['body'];
  if (!isRecord(media.schema)) return contentType.includes('json') ? {} : '';
  const generated = sample(
    media.schema as Parameters<typeof sample>[0],
    { skipWriteOnly: true, quiet: true },
    document,
  );
  return (generated ?? {}) as MockResponse['body'];
}

/** A response and its named examples, each answered when a request's Prefer header names it. */
export interface DocumentedResponse {
  response: MockResponse;
  examples: { name: string; response: MockResponse }[];
}

function namedExamplesOf(document: JsonRecord, media: JsonRecord): { name: string; value: unknown }[] {
  if (!isRecord(media.examples)) return [];
  return Object.entries(media.examples).flatMap(([name, example]) => {
    const resolved = resolve(document, example);
    return isRecord(resolved) && resolved.value !== undefined ? [{ name, value: resolved.value }] : [];
  });
}

export function responseOf(document: JsonRecord, status: number, definition: unknown): DocumentedResponse {
  const response = resolve(document, definition);
  const content = isRecord(response) && isRecord(response.content) ? response.content : {};
  const types = Object.keys(content);
  const contentType = types.find((type) => type.includes('json')) ?? types[0];
  if (contentType === undefined) return { response: { status, headers: {}, body: '', delay: 0 }, examples: [] };
  const media = resolve(document, content[contentType]);
  const body = isRecord(media) ? bodyOf(document, media, contentType) : '';
  const headers = { 'Content-Type': contentType };
  const examples = (isRecord(media) ? namedExamplesOf(document, media) : []).map(({ name, value }) => ({
    name,
    response: { status, headers, body: value as MockResponse['body'], delay: 0 },
  }));
  return { response: { status, headers, body, delay: 0 }, examples };
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A rule that holds when the Prefer header carries `key=value` among its comma- or semicolon-separated preferences. */
function preferRule(key: 'code' | 'example', value: string): MockRule {
  return {
    source: 'header',
    field: 'prefer',
    operator: 'regex',
    value: `(?:^|[,;])\\s*${key}=${escapeRegex(value)}\\s*(?:[,;]|$)`,
  };
}

/**
 * The answers other than the first response, most specific first: a code and an example, then an
 * example of the first response, then a code alone; cut at the number of answers a route may hold.
 */
function alternativesOf([first, ...others]: DocumentedResponse[]): MockAlternative[] {
  if (!first) return [];
  const status = (documented: DocumentedResponse) => String(documented.response.status);
  const byMockCode = others.map((documented): MockAlternative => ({
    name: status(documented),
    rules: [{ source: 'header', field: 'x-mock-response-code', operator: 'equals', value: status(documented) }],
    response: documented.response,
  }));
  const byCodeAndExample = [first, ...others].flatMap((documented) =>
    documented.examples.map((example) => ({
      name: `${status(documented)} ${example.name}`,
      rules: [preferRule('code', status(documented)), preferRule('example', example.name)],
      response: example.response,
    })),
  );
  const byExample = first.examples.map((example) => ({
    name: example.name,
    rules: [preferRule('example', example.name)],
    response: example.response,
  }));
  const byPreferCode = others.map((documented) => ({
    name: status(documented),
    rules: [preferRule('code', status(documented))],
    response: documented.response,
  }));
  return [...byMockCode, ...byCodeAndExample, ...byExample, ...byPreferCode].slice(0, MOCK_MAX_ALTERNATIVES);
}

function statusOf(code: string): number {
  if (code === 'default') return 200;
  const status = Number(code.replace(/X/gi, '0'));
  return Number.isInteger(status) && status >= 100 && status <= 599 ? status : 200;
}

/** The path of the first server's URL: '/v1' from 'https://api.example.com/v1'. */
function basePathOfServers(servers: unknown): string {
  const first = Array.isArray(servers) && isRecord(servers[0]) ? servers[0].url : undefined;
  if (typeof first !== 'string') return '';
  const path = first.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '').replace(/\{[^}]*\}/g, '');
  return path === '/' ? '' : path.replace(/\/+$/, '');
}

export function mockFromOpenApi(document: unknown): OpenApiMock {
  if (!isRecord(document) || typeof document.openapi !== 'string' || !document.openapi.startsWith('3')) {
    throw new ValidationError('Not an OpenAPI 3 document: it needs an "openapi": "3.x" field');
  }
  const info = isRecord(document.info) ? document.info : {};
  const paths = isRecord(document.paths) ? document.paths : {};
  const routes: MockRouteInput[] = [];
  for (const [template, pathItem] of Object.entries(paths)) {
    if (!isRecord(pathItem)) continue;
    for (const [key, operation] of Object.entries(pathItem)) {
      const method = key.toUpperCase();
      if (!(MOCK_METHODS as readonly string[]).includes(method) || method === 'ALL' || !isRecord(operation)) continue;
      const responses = isRecord(operation.responses) ? Object.entries(operation.responses) : [];
      const ordered = [
        ...responses.filter(([code]) => code.startsWith('2')),
        ...responses.filter(([code]) => !code.startsWith('2')),
      ];
      const documented = ordered.map(([code, definition]) => responseOf(document, statusOf(code), definition));
      routes.push({
        method: method as MockMethod,
        path: routePathOfTemplate(template),
        ...(documented[0] && { response: documented[0].response }),
        alternatives: alternativesOf(documented),
      });
    }
  }
  return {
    name: typeof info.title === 'string' && info.title.trim() !== '' ? info.title.trim() : 'OpenAPI mock',
    baseUrl: basePathOfServers(document.servers),
    routes,
  };
}
