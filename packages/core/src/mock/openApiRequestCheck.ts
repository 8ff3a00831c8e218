// Requests to a mock made from an OpenAPI 3 document are checked against the operation they reach,
// as Prism checks them: path, query and header parameters (required, and of their schema's type once
// read from text) and the JSON body (required, and valid against its schema). A request that breaks
// them gets the operation's documented 422 response, else its 400, else a 422 with Prism's
// problem+json body listing each violation: a client's mistake shows instead of an example hiding it.
import { validateAgainstSchema } from '../analysis/validateAgainstSchema.js';
import { serialiseBody } from './compile.js';
import { isRecord, resolve, responseOf, routePathOfTemplate } from './fromOpenApi.js';
import { jsonBodyOf, type MockRequest } from './mockRequest.js';
import { MOCK_METHODS, type MockResponse } from './model.js';
import type { MockReply } from './reply.js';

type JsonRecord = Record<string, unknown>;

/** One thing wrong with a request, in Prism's words: where ('path', 'id'), the keyword and ajv's message. */
interface RequestViolation {
  location: string[];
  severity: 'Error';
  code: string;
  message: string;
}

export interface OpenApiRequestCheck {
  /** The violations of a request that reached the operation, with the path parameters its route read. */
  violations(request: MockRequest, params: Record<string, string>): RequestViolation[];
  /** The answer to a request with violations. */
  reply(violations: RequestViolation[]): MockReply;
}

const PARAMETER_PLACES = ['path', 'query', 'header'] as const;
type ParameterPlace = (typeof PARAMETER_PLACES)[number];

interface Parameter {
  name: string;
  place: ParameterPlace;
  required: boolean;
  schema: JsonRecord | undefined;
}

/** A request's text read as the schema's type, so '7' passes as an integer and 'abc' does not. */
function typedValue(text: string, schema: JsonRecord | undefined): unknown {
  const type = schema?.type;
  if ((type === 'integer' || type === 'number') && text.trim() !== '' && Number.isFinite(Number(text)))
    return Number(text);
  if (type === 'boolean' && (text === 'true' || text === 'false')) return text === 'true';
  return text;
}

function parametersOf(document: JsonRecord, ...lists: unknown[]): Parameter[] {
  const byKey = new Map<string, Parameter>();
  for (const list of lists) {
    if (!Array.isArray(list)) continue;
    for (const entry of list) {
      const parameter = resolve(document, entry);
      if (!isRecord(parameter) || typeof parameter.name !== 'string') continue;
      const place = parameter.in as ParameterPlace;
      if (!PARAMETER_PLACES.includes(place)) continue;
      const schema = resolve(document, parameter.schema);
      // An operation's parameter replaces the path item's of the same name and place.
      byKey.set(`${place} ${parameter.name}`, {
        name: place === 'header' ? parameter.name.toLowerCase() : parameter.name,
        place,
        required: place === 'path' || parameter.required === true,
        schema: isRecord(schema) ? schema : undefined,
      });
    }
  }
  return [...byKey.values()];
}

function rawValues(parameter: Parameter, request: MockRequest, params: Record<string, string>): string[] {
  switch (parameter.place) {
    case 'path':
      return Object.hasOwn(params, parameter.name) ? [params[parameter.name]!] : [];
    case 'query':
      return request.query[parameter.name] ?? [];
    case 'header': {
      const value = request.headers[parameter.name];
      return value === undefined ? [] : [value];
    }
  }
}

/** Ajv's errors for a value, each placed under `location` and the error's own path inside the value. */
function violationsOf(
  document: JsonRecord,
  schema: JsonRecord,
  value: unknown,
  location: string[],
): RequestViolation[] {
  // The document's components travel with the schema, so its '#/components/…' references resolve.
  const result = validateAgainstSchema({ ...schema, components: document.components }, value);
  return result.errors.map((error) => ({
    location: [
      ...location,
      ...error.path
        .replace(/^\$/, '')
        .split(/[.[\]]+/)
        .filter(Boolean),
    ],
    severity: 'Error',
    code: error.keyword,
    message: error.message,
  }));
}

function parameterViolations(
  document: JsonRecord,
  parameter: Parameter,
  request: MockRequest,
  params: Record<string, string>,
): RequestViolation[] {
  const location = [parameter.place, parameter.name];
  const texts = rawValues(parameter, request, params);
  if (texts.length === 0) {
    if (!parameter.required) return [];
    return [
      { location, severity: 'Error', code: 'required', message: `must have required property '${parameter.name}'` },
    ];
  }
  if (!parameter.schema) return [];
  const itemSchema = resolve(document, parameter.schema.items);
  const value =
    parameter.schema.type === 'array'
      ? texts
          .flatMap((text) => text.split(','))
          .map((text) => typedValue(text, isRecord(itemSchema) ? itemSchema : undefined))
      : typedValue(texts[0]!, parameter.schema);
  return violationsOf(document, parameter.schema, value, location);
}

function bodyViolations(document: JsonRecord, definition: unknown, request: MockRequest): RequestViolation[] {
  const requestBody = resolve(document, definition);
  if (!isRecord(requestBody)) return [];
  if (request.body === '') {
    if (requestBody.required !== true) return [];
    return [{ location: ['body'], severity: 'Error', code: 'required', message: 'Body parameter is required' }];
  }
  const content = isRecord(requestBody.content) ? requestBody.content : {};
  const jsonType = Object.keys(content).find((type) => type.includes('json'));
  const media = jsonType === undefined ? undefined : resolve(document, content[jsonType]);
  const schema = isRecord(media) ? resolve(document, media.schema) : undefined;
  if (!isRecord(schema)) return [];
  const json = jsonBodyOf(request);
  if (json === undefined) return [{ location: ['body'], severity: 'Error', code: 'type', message: 'must be JSON' }];
  return violationsOf(document, schema, json, ['body']);
}

/** Each operation's check, keyed by its route's method and path ('GET /pets/:petId'). */
export function openApiRequestChecks(document: JsonRecord): Map<string, OpenApiRequestCheck> {
  const checks = new Map<string, OpenApiRequestCheck>();
  const paths = isRecord(document.paths) ? document.paths : {};
  for (const [template, pathItem] of Object.entries(paths)) {
    if (!isRecord(pathItem)) continue;
    for (const [key, operation] of Object.entries(pathItem)) {
      const method = key.toUpperCase();
      if (!(MOCK_METHODS as readonly string[]).includes(method) || !isRecord(operation)) continue;
      const parameters = parametersOf(document, pathItem.parameters, operation.parameters);
      const responses = isRecord(operation.responses) ? operation.responses : {};
      const invalid = ['422', '400'].find((code) => Object.hasOwn(responses, code));
      const documented = invalid && responseOf(document, Number(invalid), responses[invalid]).response;
      checks.set(`${method} ${routePathOfTemplate(template)}`, {
        violations: (request, params) => [
          ...parameters.flatMap((parameter) => parameterViolations(document, parameter, request, params)),
          ...bodyViolations(document, operation.requestBody, request),
        ],
        reply: (violations) => (documented ? documentedReply(documented) : unprocessableReply(violations)),
      });
    }
  }
  return checks;
}

function documentedReply(response: MockResponse): MockReply {
  return { status: response.status, headers: response.headers, body: serialiseBody(response.body), delay: 0 };
}

/** Prism's answer to a request that breaks an operation's declaration that documents no answer to it. */
function unprocessableReply(violations: RequestViolation[]): MockReply {
  const problem = {
    type: 'https://stoplight.io/prism/errors#UNPROCESSABLE_ENTITY',
    title: 'Invalid request.',
    status: 422,
    detail:
      'Your request is not valid and no HTTP validation response was found in the spec, so the mock is generating this error for you.',
    validation: violations,
  };
  return {
    status: 422,
    headers: { 'Content-Type': 'application/problem+json' },
    body: JSON.stringify(problem),
    delay: 0,
  };
}
