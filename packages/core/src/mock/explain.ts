// Why a request matched nothing: every route is compared with the request criterion by criterion
// (configuration enabled, method, base path, each path segment, number of segments), and the one
// that agrees on the most is reported as the closest, with what it wanted and what it got.
import type { CompiledConfig } from './compile.js';
import { methodMatches, segmentsBelowBase } from './match.js';
import type { MockCriterion, MockMissExplanation } from './model.js';
import type { MockRequest } from './mockRequest.js';
import { compilePathPattern, requestSegments, type PatternSegment, type PathPattern } from './pathPattern.js';

function criterion(kind: MockCriterion['criterion'], ok: boolean, expected: string, actual: string, message: string) {
  return { criterion: kind, ok, expected, actual, message };
}

function segmentText(segment: PatternSegment): string {
  return segment.kind === 'literal' ? segment.text : segment.kind === 'param' ? `:${segment.name}` : '*';
}

/** Path criteria of a pattern against a request's segments (below the base path). */
function pathCriteria(pattern: PathPattern, segments: readonly string[]): MockCriterion[] {
  const criteria: MockCriterion[] = [];
  const wanted = pattern.segments;
  for (let i = 0; i < wanted.length; i += 1) {
    const segment = wanted[i]!;
    if (segment.kind === 'wildcard' && segment.rest) return criteria;
    const actual = segments[i];
    const expected = segmentText(segment);
    const position = `Path segment ${i + 1}`;
    if (actual === undefined) {
      criteria.push(
        criterion(
          'segment',
          false,
          expected,
          '(none)',
          `${position}: the route wants '${expected}', the request ends before it`,
        ),
      );
    } else if (segment.kind === 'literal' && segment.text !== actual) {
      criteria.push(
        criterion(
          'segment',
          false,
          expected,
          actual,
          `${position}: the route wants '${expected}', the request has '${actual}'`,
        ),
      );
    } else {
      criteria.push(criterion('segment', true, expected, actual, `${position}: '${actual}' matches '${expected}'`));
    }
  }
  if (segments.length > wanted.length) {
    const extra = segments.slice(wanted.length).join('/');
    criteria.push(
      criterion(
        'length',
        false,
        `${wanted.length} segments`,
        `${segments.length} segments`,
        `The request goes on past the route with '/${extra}'`,
      ),
    );
  }
  return criteria;
}

interface Candidate {
  config: CompiledConfig;
  routeId: string;
  method: string;
  path: string;
  criteria: MockCriterion[];
  score: number;
}

/** Agreeing on the path counts double: a route with the same path and another method is closer than a shorter one. */
function score(criteria: MockCriterion[]): number {
  return criteria.reduce((total, item) => {
    const weight = item.criterion === 'segment' || item.criterion === 'length' ? 2 : 1;
    return total + (item.ok ? weight : -weight);
  }, 0);
}

/** The closest route to a request none answered, with every criterion of the comparison. */
export function explainMiss(configs: readonly CompiledConfig[], request: MockRequest): MockMissExplanation {
  const method = request.method.toUpperCase();
  const segments = requestSegments(request.path);
  let best: Candidate | undefined;
  for (const config of configs) {
    const below = segmentsBelowBase(config, segments);
    const common: MockCriterion[] = [];
    if (!config.config.enabled) {
      common.push(
        criterion('config', false, 'enabled', 'disabled', `Configuration '${config.config.name}' is disabled`),
      );
    }
    const base = `/${config.basePath.join('/')}`;
    if (config.basePath.length > 0) {
      common.push(
        below
          ? criterion('basePath', true, base, base, `The request is under the base path ${base}`)
          : criterion('basePath', false, base, request.path, `The request is not under the base path ${base}`),
      );
    }
    const routes = config.config.routes;
    for (const route of routes) {
      let pattern: PathPattern;
      try {
        pattern = compilePathPattern(route.path);
      } catch {
        continue; // Stored routes compiled when saved; one that no longer does cannot be the closest.
      }
      const criteria = [...common];
      if (!route.enabled) criteria.push(criterion('route', false, 'enabled', 'disabled', 'This route is disabled'));
      criteria.push(
        methodMatches(route.method, method)
          ? criterion('method', true, route.method, method, `Method ${method} matches ${route.method}`)
          : criterion(
              'method',
              false,
              route.method,
              method,
              `The route answers ${route.method}, the request is ${method}`,
            ),
      );
      criteria.push(...pathCriteria(pattern, below ?? segments.slice(config.basePath.length)));
      const candidate = {
        config,
        routeId: route.id,
        method: route.method,
        path: pattern.source,
        criteria,
        score: score(criteria),
      };
      if (!best || candidate.score > best.score) best = candidate;
    }
  }
  const target = `${method} ${request.path}`;
  if (!best) {
    return {
      message:
        configs.length === 0 ? `No mock configuration is enabled for ${target}` : `No route is defined for ${target}`,
      criteria: [],
    };
  }
  const failed = best.criteria.filter((item) => !item.ok).map((item) => item.message);
  return {
    message: `No route matches ${target}. Closest: ${best.method} ${best.path} — ${failed.join('; ') || 'it matches'}`,
    closest: {
      configId: best.config.config.id,
      configName: best.config.config.name,
      routeId: best.routeId,
      method: best.method,
      path: best.path,
    },
    criteria: best.criteria,
  };
}
