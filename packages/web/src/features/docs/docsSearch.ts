// Offline search over every page: a MiniSearch index built once, when the guide first opens (it is
// in the guide's own chunk, so the first load of the workbench does not pay for it).
import MiniSearch from 'minisearch';
import type { Catalog } from './catalog.js';
import { plainTextOf } from './markdownBlocks.js';
import type { DocPage } from './parsePage.js';

interface SearchDocument {
  address: string;
  title: string;
  summary: string;
  steps: string;
  text: string;
}

interface SearchHit {
  page: DocPage;
  score: number;
}

function documentOf(page: DocPage): SearchDocument {
  return {
    address: page.address,
    title: page.title,
    summary: page.summary,
    steps: page.steps.map((step) => `${step.title} ${plainTextOf(step.body)} ${step.code?.text ?? ''}`).join(' '),
    text: plainTextOf(page.body),
  };
}

export interface DocsSearch {
  search(query: string, limit?: number): SearchHit[];
}

export function createDocsSearch(catalog: Catalog): DocsSearch {
  const index = new MiniSearch<SearchDocument>({
    idField: 'address',
    fields: ['title', 'summary', 'steps', 'text'],
    searchOptions: { boost: { title: 3, summary: 2 }, prefix: true, fuzzy: 0.2, combineWith: 'AND' },
  });
  index.addAll(catalog.pages.map(documentOf));
  return {
    search(query, limit = 8) {
      if (!query.trim()) return [];
      return index
        .search(query)
        .slice(0, limit)
        .flatMap((result) => {
          const page = catalog.byAddress.get(String(result.id));
          return page ? [{ page, score: result.score }] : [];
        });
    },
  };
}
