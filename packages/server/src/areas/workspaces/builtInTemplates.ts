// The templates Courier ships: each makes a collection that runs as it is (requests with tests) and
// the environment it reads, in the workspace it is used in. Secret values are left for the user.
import { CollectionSchema, type Collection, type Environment, type Template } from '@courier/core';

export interface TemplateContent {
  collection: Omit<Collection, 'id'>;
  environment: Pick<Environment, 'name' | 'variables'> | null;
}

export interface BuiltInTemplate extends Template {
  content: TemplateContent;
}

const request = (name: string, method: string, url: string, extra: Record<string, unknown> = {}) => ({
  type: 'request',
  id: name,
  name,
  method,
  url,
  ...extra,
});
const json = (value: unknown) => ({ mode: 'raw', raw: JSON.stringify(value, null, 2), language: 'json' });
const jsonHeader = [{ key: 'Content-Type', value: 'application/json', enabled: true }];
const variable = (key: string, value: string, type?: 'secret') => ({
  key,
  value,
  enabled: true,
  ...(type && { type }),
});

function collection(name: string, description: string, items: unknown[], extra: Record<string, unknown> = {}) {
  const { id: _id, ...parsed } = CollectionSchema.parse({ id: 'template', name, description, items, ...extra });
  return parsed;
}

export const BUILT_IN_TEMPLATES: BuiltInTemplate[] = [
  {
    id: 'builtin-crud',
    name: 'CRUD API',
    description: 'Create, read, update and delete a resource, each checked by a test.',
    category: 'crud',
    tags: ['rest', 'json', 'tests'],
    builtIn: true,
    content: {
      collection: collection('CRUD API', 'A resource through its whole life: list, create, read, update, delete.', [
        request('List posts', 'GET', '{{baseUrl}}/posts', {
          postRequestScript: "pm.test('lists posts', () => pm.expect(pm.response.json()).to.be.an('array'));",
        }),
        request('Create post', 'POST', '{{baseUrl}}/posts', {
          headers: jsonHeader,
          body: json({ title: 'Hello', body: 'From Courier', userId: 1 }),
          postRequestScript:
            "pm.test('created', () => pm.response.to.have.status(201));\npm.environment.set('postId', pm.response.json().id);",
        }),
        request('Read post', 'GET', '{{baseUrl}}/posts/1', {
          postRequestScript: "pm.test('found', () => pm.response.to.have.status(200));",
        }),
        request('Update post', 'PUT', '{{baseUrl}}/posts/1', {
          headers: jsonHeader,
          body: json({ id: 1, title: 'Changed', body: 'Edited in Courier', userId: 1 }),
          postRequestScript: "pm.test('updated', () => pm.expect(pm.response.json().title).to.eql('Changed'));",
        }),
        request('Delete post', 'DELETE', '{{baseUrl}}/posts/1', {
          postRequestScript: "pm.test('deleted', () => pm.response.to.have.status(200));",
        }),
      ]),
      environment: { name: 'CRUD API', variables: [variable('baseUrl', 'https://jsonplaceholder.typicode.com')] },
    },
  },
  {
    id: 'builtin-oauth2-client-credentials',
    name: 'OAuth 2.0 client credentials',
    description: 'Fetch a token with the client credentials grant, then call an API with it.',
    category: 'auth',
    tags: ['oauth2', 'token'],
    builtIn: true,
    content: {
      collection: collection('OAuth 2.0 client credentials', 'Token first, then the protected call.', [
        request('Get token', 'POST', '{{tokenUrl}}', {
          body: {
            mode: 'urlencoded',
            urlencoded: [
              { key: 'grant_type', value: 'client_credentials', enabled: true },
              { key: 'client_id', value: '{{clientId}}', enabled: true },
              { key: 'client_secret', value: '{{clientSecret}}', enabled: true },
              { key: 'scope', value: '{{scope}}', enabled: true },
            ],
          },
          auth: { type: 'none' },
          postRequestScript:
            "pm.test('token issued', () => pm.expect(pm.response.json().access_token).to.be.a('string'));\npm.environment.set('accessToken', pm.response.json().access_token);",
        }),
        request('Call the API', 'GET', '{{apiUrl}}', {
          auth: { type: 'bearer', token: '{{accessToken}}' },
          postRequestScript: "pm.test('authorised', () => pm.expect(pm.response.code).to.not.eql(401));",
        }),
      ]),
      environment: {
        name: 'OAuth 2.0 client credentials',
        variables: [
          variable('tokenUrl', 'https://auth.example.com/oauth/token'),
          variable('apiUrl', 'https://api.example.com/me'),
          variable('clientId', ''),
          variable('clientSecret', '', 'secret'),
          variable('scope', ''),
          variable('accessToken', '', 'secret'),
        ],
      },
    },
  },
  {
    id: 'builtin-pagination',
    name: 'Pagination',
    description: 'Walk every page of a list by following the page number until a page comes back empty.',
    category: 'api',
    tags: ['pagination', 'runner'],
    builtIn: true,
    content: {
      collection: collection('Pagination', 'Run it in the runner: it repeats itself until the last page.', [
        request('Next page', 'GET', '{{baseUrl}}/posts?_page={{page}}&_limit={{pageSize}}', {
          preRequestScript: "if (!pm.environment.get('page')) pm.environment.set('page', 1);",
          postRequestScript: [
            'const items = pm.response.json();',
            "pm.test('a page is a list', () => pm.expect(items).to.be.an('array'));",
            'if (items.length > 0) {',
            "  pm.environment.set('page', Number(pm.environment.get('page')) + 1);",
            "  pm.execution.setNextRequest('Next page');",
            '} else {',
            "  pm.environment.set('page', 1);",
            '}',
          ].join('\n'),
        }),
      ]),
      environment: {
        name: 'Pagination',
        variables: [
          variable('baseUrl', 'https://jsonplaceholder.typicode.com'),
          variable('page', '1'),
          variable('pageSize', '20'),
        ],
      },
    },
  },
  {
    id: 'builtin-graphql',
    name: 'GraphQL',
    description: 'A GraphQL query with variables, checked for data and no errors.',
    category: 'integration',
    tags: ['graphql'],
    builtIn: true,
    content: {
      collection: collection('GraphQL', 'Queries against a public GraphQL API.', [
        request('Country by code', 'POST', '{{graphqlUrl}}', {
          body: {
            mode: 'graphql',
            query: 'query Country($code: ID!) {\n  country(code: $code) {\n    name\n    capital\n    currency\n  }\n}',
            variables: JSON.stringify({ code: '{{countryCode}}' }),
          },
          postRequestScript: [
            'const reply = pm.response.json();',
            "pm.test('no errors', () => pm.expect(reply.errors).to.be.undefined);",
            "pm.test('has a name', () => pm.expect(reply.data.country.name).to.be.a('string'));",
          ].join('\n'),
        }),
      ]),
      environment: {
        name: 'GraphQL',
        variables: [
          variable('graphqlUrl', 'https://countries.trevorblades.com/graphql'),
          variable('countryCode', 'NO'),
        ],
      },
    },
  },
];
