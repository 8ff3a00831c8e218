// Finds the route that answers a request and the response it gives: the first enabled route, in
// the configuration's order, whose method and path match; then its response chosen by rules, in
// turn or at random.
import type { CompiledAlternative, CompiledConfig, CompiledResponse, CompiledRoute } from './compile.js';
import { jsonBodyOf, type MockRequest } from './mockRequest.js';
import { matchPath, requestSegments } from './pathPattern.js';
import { describeRule, ruleHolds, type RuleContext } from './rules.js';

export interface MockHit {
  config: CompiledConfig;
  route: CompiledRoute;
  context: RuleContext;
  response: CompiledResponse;
  /** Why this response: 'default', 'rule header x-tenant equals "acme"', 'turn 2 of 3'… */
  choice: string;
}

export function methodMatches(routeMethod: string, requestMethod: string): boolean {
  return routeMethod === 'ALL' || routeMethod === requestMethod || (routeMethod === 'GET' && requestMethod === 'HEAD');
}

/** The request's segments below the configuration's base path, or undefined when outside it. */
export function segmentsBelowBase(config: CompiledConfig, segments: readonly string[]): string[] | undefined {
  for (let i = 0; i < config.basePath.length; i += 1) if (segments[i] !== config.basePath[i]) return undefined;
  return segments.slice(config.basePath.length);
}

/** The candidates for a first segment, in route order: its literal bucket merged with the rest. */
function* candidates(config: CompiledConfig, first: string | undefined): Generator<CompiledRoute> {
  const literal = (first !== undefined && config.byFirstSegment.get(first)) || [];
  const any = config.anyFirstSegment;
  let i = 0;
  let j = 0;
  while (i < literal.length || j < any.length) {
    const a = literal[i];
    const b = any[j];
    if (b === undefined || (a !== undefined && a.order < b.order)) {
      i += 1;
      yield a!;
    } else {
      j += 1;
      yield b;
    }
  }
}

function allHold(alternative: CompiledAlternative, context: RuleContext): boolean {
  return alternative.rules.every((rule) => ruleHolds(rule, context));
}

function chooseResponse(route: CompiledRoute, context: RuleContext): { response: CompiledResponse; choice: string } {
  const { alternatives, defaultResponse } = route;
  if (alternatives.length === 0) return { response: defaultResponse, choice: 'default' };
  const all = [defaultResponse, ...alternatives.map((alternative) => alternative.response)];
  switch (route.route.mode) {
    case 'sequential': {
      const index = route.turn % all.length;
      route.turn += 1;
      return { response: all[index]!, choice: `turn ${index + 1} of ${all.length}` };
    }
    case 'random': {
      const index = Math.floor(Math.random() * all.length);
      return { response: all[index]!, choice: `random pick ${index + 1} of ${all.length}` };
    }
    case 'rules': {
      const chosen = alternatives.find((alternative) => allHold(alternative, context));
      if (!chosen) return { response: defaultResponse, choice: 'default: no alternative’s rules held' };
      const why = chosen.rules.length === 0 ? 'no rules' : chosen.rules.map(describeRule).join(' and ');
      return { response: chosen.response, choice: `${chosen.name || 'alternative'}: ${why}` };
    }
  }
}

/** The hit for a request on one configuration, or undefined when no route matches. */
export function matchRequest(config: CompiledConfig, request: MockRequest): MockHit | undefined {
  if (!config.config.enabled) return undefined;
  const below = segmentsBelowBase(config, requestSegments(request.path));
  if (!below) return undefined;
  const method = request.method.toUpperCase();
  for (const route of candidates(config, below[0])) {
    if (!methodMatches(route.route.method, method)) continue;
    const params = matchPath(route.pattern, below);
    if (!params) continue;
    let json: unknown;
    let parsed = false;
    const context: RuleContext = {
      request,
      params,
      get json() {
        if (!parsed) [json, parsed] = [jsonBodyOf(request), true];
        return json;
      },
    };
    return { config, route, context, ...chooseResponse(route, context) };
  }
  return undefined;
}
