// Postman v2.1 collections of any size, shaped like a real team's: folders of about 20 requests three
// levels deep, each request with headers, a JSON body, a path variable, a query and a test script.
// The browser's big-collection tests and `npm run bench web` import these; the same size always gives
// the same file, so a figure measured on it can be reproduced.

export interface GeneratedCollectionShape {
  /** Requests in the whole collection. */
  readonly requests: number;
  /** Requests in one innermost folder. */
  readonly perFolder?: number;
  /** Folders in each folder above the innermost ones. */
  readonly fanOut?: number;
}

interface PostmanItem {
  name: string;
  item?: PostmanItem[];
  request?: unknown;
  event?: unknown[];
}

/** The name of the n-th request (0-based), as the generated file writes it. */
export function generatedRequestName(n: number): string {
  return `Request ${String(n).padStart(5, '0')}`;
}

function generatedRequest(n: number): PostmanItem {
  return {
    name: generatedRequestName(n),
    event: [
      {
        listen: 'test',
        script: {
          type: 'text/javascript',
          exec: [`pm.test("request ${n} answers", () => pm.response.to.have.status(200));`],
        },
      },
    ],
    request: {
      method: n % 4 === 0 ? 'GET' : 'POST',
      header: [
        { key: 'Content-Type', value: 'application/json' },
        { key: 'X-Request-Index', value: String(n) },
      ],
      body: {
        mode: 'raw',
        raw: JSON.stringify({ index: n, name: `item ${n}`, tags: ['generated', `group-${n % 10}`] }, null, 2),
        options: { raw: { language: 'json' } },
      },
      url: {
        raw: `{{baseUrl}}/items/:id?page=${n % 50}`,
        host: ['{{baseUrl}}'],
        path: ['items', ':id'],
        query: [{ key: 'page', value: String(n % 50) }],
        variable: [{ key: 'id', value: String(n) }],
      },
    },
  };
}

/**
 * A Postman v2.1 collection (as a parsed object) with exactly `requests` requests, in order:
 * request n is `generatedRequestName(n)`.
 */
export function generatedPostmanCollection(shape: GeneratedCollectionShape): Record<string, unknown> {
  const perFolder = shape.perFolder ?? 20;
  const fanOut = shape.fanOut ?? 10;
  let next = 0;
  const leafFolders: PostmanItem[] = [];
  while (next < shape.requests) {
    const items: PostmanItem[] = [];
    for (let i = 0; i < perFolder && next < shape.requests; i += 1) items.push(generatedRequest(next++));
    leafFolders.push({ name: `Folder ${leafFolders.length}`, item: items });
  }
  // Group the innermost folders under two more levels, so the tree is three folders deep.
  const group = (children: PostmanItem[], label: string): PostmanItem[] => {
    const groups: PostmanItem[] = [];
    for (let i = 0; i < children.length; i += fanOut) {
      groups.push({ name: `${label} ${groups.length}`, item: children.slice(i, i + fanOut) });
    }
    return groups;
  };
  return {
    info: {
      name: `Generated ${shape.requests} requests`,
      schema: 'https://schema.getpostman.com/json/collection/v2.1.0/collection.json',
    },
    variable: [{ key: 'baseUrl', value: 'http://127.0.0.1:1' }],
    item: group(group(leafFolders, 'Section'), 'Area'),
  };
}
