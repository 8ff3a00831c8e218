import { getIntrospectionQuery } from 'graphql';
import type { HttpRequest } from '../model/request.js';

/**
 * Introspection is a normal request whose JSON body has a `query` field asking for
 * the schema's types with names, descriptions and fields. graphql-js's standard query also brings
 * arguments and type references, which the builder uses for completion.
 */
export const INTROSPECTION_QUERY = getIntrospectionQuery({ descriptions: true });

/**
 * The request that introspects the endpoint of `request`: same URL, headers and auth, POST with
 * Content-Type application/json. Disabled headers and any Content-Type of the original are dropped.
 */
export function introspectionRequest(request: Pick<HttpRequest, 'url' | 'headers' | 'auth'>): HttpRequest {
  const headers = request.headers.filter(
    (header) => header.enabled !== false && header.key.toLowerCase() !== 'content-type',
  );
  return {
    method: 'POST',
    url: request.url,
    headers: [...headers, { key: 'Content-Type', value: 'application/json', enabled: true }],
    pathVariables: [],
    body: { mode: 'raw', language: 'json', raw: JSON.stringify({ query: INTROSPECTION_QUERY }) },
    auth: request.auth,
  };
}
