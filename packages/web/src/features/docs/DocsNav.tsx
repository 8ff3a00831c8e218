// The guide's left navigation: overall progress, search, quick-start links, bookmarks and the tree
// of sections and their pages.
import { Search } from 'lucide-react';
import { useMemo, useState, type RefObject } from 'react';
import type { Catalog } from './catalog.js';
import type { DocsSearch } from './docsSearch.js';
import { GuideLink } from './GuideLink.js';
import type { Progress } from './progress.js';
import { useDocsProgress } from './useDocsProgress.js';

export interface DocsNavProps {
  catalog: Catalog;
  search: DocsSearch;
  current: string;
  progress: Progress;
  searchRef: RefObject<HTMLInputElement | null>;
}

export function DocsNav({ catalog, search, current, progress, searchRef }: DocsNavProps) {
  const [query, setQuery] = useState('');
  const hits = useMemo(() => search.search(query), [search, query]);
  const bookmarks = useDocsProgress((state) => state.bookmarks);
  const quickStart = catalog.pages.filter((page) => page.quickStart);
  const bookmarked = bookmarks.flatMap((address) => {
    const page = catalog.byAddress.get(address);
    return page ? [page] : [];
  });

  return (
    <nav className="docs-nav" aria-label="Documentation">
      <div className="docs-nav-progress">
        <div className="docs-nav-progress-text">
          <span>Guide progress</span>
          <span>{progress.percent}%</span>
        </div>
        <div
          className="docs-progress-bar"
          role="progressbar"
          aria-label="Guide progress"
          aria-valuenow={progress.percent}
          aria-valuemin={0}
          aria-valuemax={100}
        >
          <div style={{ width: `${progress.percent}%` }} />
        </div>
        <span className="muted">
          {progress.completed} of {progress.total} steps
        </span>
      </div>
      <label className="docs-search">
        <Search size={14} aria-hidden="true" />
        <input
          ref={searchRef}
          type="search"
          aria-label="Search the documentation"
          placeholder="Search the guide…"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && query) {
              event.stopPropagation();
              setQuery('');
            }
          }}
        />
      </label>
      {query.trim() ? (
        <section aria-label="Search results" className="docs-nav-group">
          {hits.length === 0 ? (
            <p className="muted docs-nav-empty">No pages match “{query.trim()}”</p>
          ) : (
            <ul>
              {hits.map(({ page }) => (
                <li key={page.address}>
                  <GuideLink address={page.address} className="docs-nav-link" current={page.address === current}>
                    <span>{page.title}</span>
                    <small className="muted">{page.summary}</small>
                  </GuideLink>
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
      <NavGroup title="Quick start" pages={quickStart} current={current} />
      <NavGroup title="Bookmarks" pages={bookmarked} current={current} empty="Bookmark a page to keep it here" />
      <section aria-label="Sections" className="docs-nav-group">
        <h2 className="docs-nav-heading">Sections</h2>
        <ul className="docs-tree">
          {catalog.sections.map((section) => (
            <li key={section.id}>
              <GuideLink
                address={section.page.address}
                className="docs-nav-link docs-tree-section"
                current={section.page.address === current}
              >
                {section.page.title}
              </GuideLink>
              {section.subsections.length > 0 ? (
                <ul>
                  {section.subsections.map((page) => (
                    <li key={page.address}>
                      <GuideLink address={page.address} className="docs-nav-link" current={page.address === current}>
                        {page.title}
                      </GuideLink>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      </section>
    </nav>
  );
}

function NavGroup({
  title,
  pages,
  current,
  empty,
}: {
  title: string;
  pages: ReadonlyArray<{ address: string; title: string }>;
  current: string;
  empty?: string;
}) {
  if (pages.length === 0 && !empty) return null;
  return (
    <section aria-label={title} className="docs-nav-group">
      <h2 className="docs-nav-heading">{title}</h2>
      {pages.length === 0 ? (
        <p className="muted docs-nav-empty">{empty}</p>
      ) : (
        <ul>
          {pages.map((page) => (
            <li key={page.address}>
              <GuideLink address={page.address} className="docs-nav-link" current={page.address === current}>
                {page.title}
              </GuideLink>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
