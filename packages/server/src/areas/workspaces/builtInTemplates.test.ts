// The shipped templates run as they are: each collection, pointed at a local stand-in for the service
// it is written for, passes its own tests.
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CollectionSchema, runCollection } from '@courier/core';
import { createNodeScriptHost, createUndiciTransport } from '@courier/core/node';
import { BUILT_IN_TEMPLATES } from './builtInTemplates.js';

const readBody = async (req: IncomingMessage) => {
  let text = '';
  for await (const chunk of req) text += String(chunk);
  return text;
};

/** Stand-ins: a JSON CRUD service with pages, an OAuth 2.0 token endpoint and API, a GraphQL API. */
async function standIns(): Promise<Server> {
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const body = await readBody(req);
    const json = (status: number, value: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(value));
    };
    if (url.pathname === '/posts' && req.method === 'GET') {
      const page = Number(url.searchParams.get('_page') ?? 1);
      const limit = Number(url.searchParams.get('_limit') ?? 100);
      const all = Array.from({ length: 45 }, (_, i) => ({ id: i + 1, title: `Post ${i + 1}` }));
      return json(200, all.slice((page - 1) * limit, page * limit));
    }
    if (url.pathname === '/posts' && req.method === 'POST') return json(201, { ...JSON.parse(body), id: 101 });
    if (url.pathname === '/posts/1') {
      if (req.method === 'GET') return json(200, { id: 1, title: 'Post 1' });
      if (req.method === 'PUT') return json(200, JSON.parse(body));
      if (req.method === 'DELETE') return json(200, {});
    }
    if (url.pathname === '/oauth/token' && new URLSearchParams(body).get('grant_type') === 'client_credentials') {
      return json(200, { access_token: 'stand-in-token', token_type: 'Bearer', expires_in: 3600 });
    }
    if (url.pathname === '/me') {
      return req.headers.authorization === 'Bearer stand-in-token' ? json(200, { id: 'client' }) : json(401, {});
    }
    if (url.pathname === '/graphql') {
      const { variables } = JSON.parse(body) as { variables: { code: string } };
      return json(200, { data: { country: { name: `Country ${variables.code}`, capital: 'Oslo', currency: 'NOK' } } });
    }
    json(404, {});
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return server;
}

describe('built-in templates', () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    server = await standIns();
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => server.close());

  const pointedAt: Record<string, () => Record<string, string>> = {
    'builtin-crud': () => ({ baseUrl: base }),
    'builtin-pagination': () => ({ baseUrl: base }),
    'builtin-oauth2-client-credentials': () => ({
      tokenUrl: `${base}/oauth/token`,
      apiUrl: `${base}/me`,
      clientId: 'client',
      clientSecret: 'secret',
    }),
    'builtin-graphql': () => ({ graphqlUrl: `${base}/graphql` }),
  };

  it.each(BUILT_IN_TEMPLATES.map((template) => [template.name, template] as const))(
    '%s passes its own tests',
    async (_name, template) => {
      const overrides = pointedAt[template.id]!();
      const variables = template.content.environment!.variables.map((variable) =>
        variable.key in overrides ? { ...variable, value: overrides[variable.key]! } : variable,
      );
      const scripts = createNodeScriptHost();
      const transport = createUndiciTransport();
      try {
        const { result } = await runCollection(
          {
            collection: CollectionSchema.parse({ ...template.content.collection, id: template.id }),
            environment: variables,
          },
          { transport, scripts },
        );
        expect(result.summary.requests.failed).toBe(0);
        expect(result.summary.tests.failed).toBe(0);
        expect(result.summary.tests.total).toBeGreaterThan(0);
        if (template.id === 'builtin-pagination') expect(result.requests).toHaveLength(4);
      } finally {
        await scripts.dispose();
        await transport.close();
      }
    },
  );
});
