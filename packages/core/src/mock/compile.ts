// A configuration compiled once for matching: path patterns split into segments, regex rules
// built, static bodies serialised, and routes indexed by their first literal segment so that a
// configuration of a thousand routes tests only the few that could match.
import { ValidationError } from '../errors.js';
import { MOCK_BODY_LIMIT_BYTES, type MockConfig, type MockResponse, type MockRoute } from './model.js';
import { compilePathPattern, splitPath, type PathPattern } from './pathPattern.js';
import { hasPlaceholders } from './render.js';
import { compileRule, type CompiledRule } from './rules.js';

export interface CompiledResponse {
  response: MockResponse;
  /** The body as sent, when it holds no placeholder; rendered per request otherwise. */
  staticBody?: string;
  dynamic: boolean;
}

export interface CompiledAlternative {
  name: string;
  rules: CompiledRule[];
  response: CompiledResponse;
}

export interface CompiledRoute {
  route: MockRoute;
  /** Position in the configuration: the first matching route answers. */
  order: number;
  pattern: PathPattern;
  defaultResponse: CompiledResponse;
  alternatives: CompiledAlternative[];
  /** Next turn in sequential mode; lives as long as the compiled configuration. */
  turn: number;
}

export type MockConfigSource = Pick<MockConfig, 'id' | 'name' | 'baseUrl' | 'enabled' | 'routes'>;

export interface CompiledConfig {
  config: MockConfigSource;
  basePath: string[];
  /** Enabled routes in order. */
  routes: CompiledRoute[];
  /** Routes whose pattern starts with this literal segment. */
  byFirstSegment: Map<string, CompiledRoute[]>;
  /** Routes whose pattern starts with a parameter or a wildcard, or is '/'. */
  anyFirstSegment: CompiledRoute[];
  /** Duplicate method+path pairs: the first one answers. */
  warnings: string[];
}

/** The path part of a configuration's baseUrl: a URL's pathname, or the text itself. */
export function basePathOf(baseUrl: string): string[] {
  const text = baseUrl.trim();
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(text)) {
    try {
      return splitPath(new URL(text).pathname);
    } catch {
      throw new ValidationError(`Base URL '${baseUrl}' is not a valid URL`);
    }
  }
  return splitPath(text.split(/[?#]/)[0] ?? '');
}

/** The body as sent: a string as written, anything else as JSON. */
export function serialiseBody(body: unknown): string {
  return typeof body === 'string' ? body : JSON.stringify(body);
}

/** Refuses a body past the documented limit, with a message that says it. */
export function assertBodyWithinLimit(response: MockResponse): void {
  const bytes = new TextEncoder().encode(serialiseBody(response.body)).length;
  if (bytes > MOCK_BODY_LIMIT_BYTES) {
    const mb = (n: number) => (n / (1024 * 1024)).toFixed(1);
    throw new ValidationError(`Response body is ${mb(bytes)} MB; a mock response body may be at most 10 MB`);
  }
}

function compileResponse(response: MockResponse): CompiledResponse {
  const dynamic = hasPlaceholders(response.body) || Object.values(response.headers).some((v) => v.includes('{{'));
  return dynamic ? { response, dynamic } : { response, dynamic, staticBody: serialiseBody(response.body) };
}

/** Compiles one route; throws a ValidationError for a pattern or a regex that cannot compile. */
export function compileRoute(route: MockRoute, order = 0): CompiledRoute {
  return {
    route,
    order,
    pattern: compilePathPattern(route.path),
    defaultResponse: compileResponse(route.response),
    alternatives: route.alternatives.map((alternative) => ({
      name: alternative.name,
      rules: alternative.rules.map(compileRule),
      response: compileResponse(alternative.response),
    })),
    turn: 0,
  };
}

/** 'GET /users/:' — the shape two routes share when they would answer the same requests. */
function shapeOf(compiled: CompiledRoute): string {
  const shape = compiled.pattern.segments.map((segment) =>
    segment.kind === 'literal' ? segment.text : segment.kind === 'param' ? ':' : '*',
  );
  return `${compiled.route.method} /${shape.join('/')}`;
}

export function compileConfig(config: MockConfigSource): CompiledConfig {
  const routes = config.routes
    .map((route, order) => ({ route, order }))
    .filter(({ route }) => route.enabled)
    .map(({ route, order }) => compileRoute(route, order));
  const byFirstSegment = new Map<string, CompiledRoute[]>();
  const anyFirstSegment: CompiledRoute[] = [];
  const seen = new Set<string>();
  const warnings: string[] = [];
  for (const compiled of routes) {
    const shape = shapeOf(compiled);
    if (seen.has(shape)) {
      warnings.push(
        `${compiled.route.method} ${compiled.pattern.source} repeats an earlier route; the first one answers`,
      );
    }
    seen.add(shape);
    const first = compiled.pattern.segments[0];
    if (first?.kind === 'literal') {
      const bucket = byFirstSegment.get(first.text);
      if (bucket) bucket.push(compiled);
      else byFirstSegment.set(first.text, [compiled]);
    } else {
      anyFirstSegment.push(compiled);
    }
  }
  return { config, basePath: basePathOf(config.baseUrl), routes, byFirstSegment, anyFirstSegment, warnings };
}
