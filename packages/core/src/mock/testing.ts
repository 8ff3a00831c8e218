// Builds configurations for the mock tests: routes with the defaults a client would get.
import { MockRouteInputSchema, type MockRoute, type MockRouteInput } from './model.js';
import type { MockConfigSource } from './compile.js';

export function routeOf(input: MockRouteInput, id = `r-${input.method ?? 'GET'}-${input.path}`): MockRoute {
  return { ...MockRouteInputSchema.parse(input), id };
}

export function configOf(routes: MockRouteInput[], extra: Partial<MockConfigSource> = {}): MockConfigSource {
  return {
    id: 'c1',
    name: 'Shop',
    baseUrl: '',
    enabled: true,
    routes: routes.map((r, i) => routeOf(r, `r${i + 1}`)),
    ...extra,
  };
}
