import { describe, expect, it } from 'vitest';
import { catalogProblems } from './catalog.js';
import { CONTENT_FILES, catalog } from './content.js';
import { SECTION_IDS } from './sections.js';

describe('the guide content', () => {
  it('parses every page and lists the eleven sections in the guide’s order', () => {
    expect(catalog.sections.map((section) => section.id)).toEqual(SECTION_IDS);
    for (const address of [
      'getting-started.setup',
      'api-builder.basic-requests',
      'mock-server.creating-mocks',
      'tips-tricks.productivity-tips',
    ]) {
      expect(catalog.byAddress.has(address), address).toBe(true);
    }
  });

  it('has no link or related topic that leads nowhere', () => {
    expect(catalogProblems(catalog, CONTENT_FILES)).toEqual([]);
  });
});
