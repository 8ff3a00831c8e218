import { buildSchema, graphqlSync } from 'graphql';
import { describe, expect, it } from 'vitest';
import { GraphQLSchemaError } from './errors.js';
import { INTROSPECTION_QUERY, introspectionRequest } from './introspection.js';
import { clientSchema, readIntrospection, summarizeSchema } from './schemaSummary.js';
import { queryForOperation } from './templates.js';

const extraTypes = Array.from({ length: 12 }, (_, index) => `type Thing${index} { id: ID! }`).join('\n');
const schema = buildSchema(`
  """A person"""
  type User { id: ID! name: String friends(first: Int): [User!]! }
  type Query { me: User users(limit: Int = 10): [User!]! }
  type Mutation { rename(id: ID!, name: String!): User }
  type Subscription { userChanged: User }
  input UserFilter { name: String }
  ${extraTypes}
`);

function introspect() {
  return graphqlSync({ schema, source: INTROSPECTION_QUERY });
}

describe('introspection request', () => {
  it('posts the introspection query as JSON to the same endpoint with the same auth', () => {
    const request = introspectionRequest({
      url: '{{baseUrl}}/graphql',
      headers: [
        { key: 'X-Team', value: 'a', enabled: true },
        { key: 'Content-Type', value: 'text/plain', enabled: true },
        { key: 'X-Off', value: 'b', enabled: false },
      ],
      auth: { type: 'bearer', token: 't' },
    });
    expect(request.method).toBe('POST');
    expect(request.url).toBe('{{baseUrl}}/graphql');
    expect(request.headers.map((header) => header.key)).toEqual(['X-Team', 'Content-Type']);
    expect(request.headers[1]?.value).toBe('application/json');
    expect(request.auth).toEqual({ type: 'bearer', token: 't' });
    const body = request.body.mode === 'raw' ? JSON.parse(request.body.raw) : undefined;
    expect(body.query).toContain('__schema');
  });
});

describe('schema summary', () => {
  it('lists Query, Mutation, Subscription and at most 10 other non-internal types', () => {
    const summary = summarizeSchema(readIntrospection(JSON.stringify(introspect())));
    expect(summary.query?.fields.map((field) => `${field.name}: ${field.type}`)).toEqual([
      'me: User',
      'users: [User!]!',
    ]);
    expect(summary.query?.fields[1]?.args).toEqual([{ name: 'limit', type: 'Int' }]);
    expect(summary.mutation?.name).toBe('Mutation');
    expect(summary.subscription?.fields[0]?.name).toBe('userChanged');
    expect(summary.types).toHaveLength(10);
    expect(summary.totalTypes).toBe(14);
    const names = summary.types.map((type) => type.name);
    expect(names.some((name) => name.startsWith('__'))).toBe(false);
    expect(names).not.toContain('String');
    expect(summary.types.find((type) => type.name === 'User')?.description).toBe('A person');
  });

  it('omits the roots a schema does not have', () => {
    const small = buildSchema('type Query { ok: Boolean }');
    const summary = summarizeSchema(readIntrospection(graphqlSync({ schema: small, source: INTROSPECTION_QUERY })));
    expect(summary.mutation).toBeUndefined();
    expect(summary.subscription).toBeUndefined();
    expect(summary.types).toEqual([]);
  });

  it('builds a schema for completion', () => {
    expect(clientSchema(readIntrospection(introspect()))?.getQueryType()?.name).toBe('Query');
  });

  it('reports GraphQL errors and non-JSON answers as GraphQLSchemaError', () => {
    expect(() => readIntrospection('<html>')).toThrow(GraphQLSchemaError);
    expect(() => readIntrospection({ errors: [{ message: 'Introspection is disabled' }] })).toThrow(
      'Introspection failed: Introspection is disabled',
    );
    expect(() => readIntrospection({ data: {} })).toThrow('The response holds no GraphQL schema');
  });
});

describe('starter templates', () => {
  it('inserts a starter only into an empty editor', () => {
    expect(queryForOperation('', 'mutation')).toMatch(/^mutation /);
    expect(queryForOperation('  \n', 'subscription')).toMatch(/^subscription /);
    expect(queryForOperation('query Mine { me { id } }', 'mutation')).toBe('query Mine { me { id } }');
  });
});
