// Bodies of the mock calls that are not core models.
import * as z from 'zod';
export const RouteOrderSchema = z.object({ routeIds: z.array(z.string()).max(5000) });

/** The Tester's request: a URL (absolute, /mock/<slug>/… or a path under a base path), headers and a body. */
export const MockTestSchema = z.object({
  method: z.string().trim().min(1).max(20).default('GET'),
  url: z.string().trim().min(1, 'URL is required').max(8000),
  headers: z.record(z.string(), z.string()).default({}),
  body: z.json().optional(),
});

export const LogListQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(2000).default(200) });

/**
 * A configuration made from what users have: a Postman collection's examples, an OpenAPI 3
 * document, or a courier-mock.json (what the web app makes from a collection in browser storage).
 */
export const MockImportSchema = z.object({
  format: z.enum(['collection', 'openapi', 'courier']),
  document: z.json(),
  name: z.string().trim().max(200).optional(),
  workspaceId: z.string().trim().min(1).max(64).optional(),
});
