// The guide's pages, bundled at build time from content/**/*.md (Vite's import.meta.glob), in the
// guide's own chunk. A page that does not parse fails here, and in the unit test that loads it.
import { buildCatalog, type Catalog } from './catalog.js';

export const CONTENT_FILES: Readonly<Record<string, string>> = import.meta.glob<string>('./content/**/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});

export const catalog: Catalog = buildCatalog(CONTENT_FILES);
