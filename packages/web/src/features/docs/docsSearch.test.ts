import { describe, expect, it } from 'vitest';
import { buildCatalog } from './catalog.js';
import { createDocsSearch } from './docsSearch.js';

const page = (title: string, summary: string, body: string) =>
  `---\ntitle: ${title}\nsummary: ${summary}\ndifficulty: beginner\norder: 1\n---\n${body}\n`;

const catalog = buildCatalog({
  'content/overview/index.md': page('Overview', 'What Courier is.', 'An API workbench.'),
  'content/mock-server/index.md': page('Mock server', 'Serve routes over HTTP.', 'Routes answer any client.'),
  'content/mock-server/creating-mocks.md': page('Creating mocks', 'Make a configuration.', 'Add a route with a delay.'),
  'content/websocket/index.md': page('WebSocket', 'Test sockets.', 'The server relays the connection.'),
});

describe('guide search', () => {
  const search = createDocsSearch(catalog);

  it('finds pages by title first, then by their text, with prefixes and small typos', () => {
    expect(search.search('mock').map((hit) => hit.page.address)).toEqual(['mock-server', 'mock-server.creating-mocks']);
    expect(search.search('relays')[0]?.page.address).toBe('websocket');
    expect(search.search('webso')[0]?.page.address).toBe('websocket');
    expect(search.search('delat')[0]?.page.address).toBe('mock-server.creating-mocks');
  });

  it('finds nothing for an empty query or words no page has', () => {
    expect(search.search('  ')).toEqual([]);
    expect(search.search('kubernetes')).toEqual([]);
  });
});
