// The Documentation view (/docs, /docs/<address>): the guide's navigation beside the page, and the
// hint bar of its shortcuts. Ctrl+F, Ctrl+P and Esc are the guide's only while focus is inside it.
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useShell } from '../../shell/shellStore.js';
import { catalog as bundledCatalog } from './content.js';
import { addressOfPath, OVERVIEW_ADDRESS } from './docsAddress.js';
import { createDocsSearch } from './docsSearch.js';
import { DocPageView } from './DocPageView.js';
import { DocsNav } from './DocsNav.js';
import { fillCatalog } from './fillCatalog.js';
import { OverviewLead } from './OverviewLead.js';
import { progressOf, stepKeysOf } from './progress.js';
import { templateValues } from './templateValues.js';
import { useDocsProgress } from './useDocsProgress.js';
import './docs.css';

function useAddress(): string {
  const [address, setAddress] = useState(() => addressOfPath(window.location.pathname));
  useEffect(() => {
    const follow = () => setAddress(addressOfPath(window.location.pathname));
    window.addEventListener('popstate', follow);
    return () => window.removeEventListener('popstate', follow);
  }, []);
  return address;
}

export function DocsView() {
  const catalog = useMemo(() => fillCatalog(bundledCatalog, templateValues(window.location.origin)), []);
  const search = useMemo(() => createDocsSearch(catalog), [catalog]);
  const stepKeys = useMemo(() => stepKeysOf(catalog.pages), [catalog]);
  const completedSteps = useDocsProgress((state) => state.completedSteps);
  const progress = useMemo(() => progressOf(stepKeys, new Set(completedSteps)), [stepKeys, completedSteps]);
  const guidePercent = (completed: ReadonlySet<string>) => progressOf(stepKeys, completed).percent;
  const address = useAddress();
  const page = catalog.byAddress.get(address);
  const rootRef = useRef<HTMLDivElement>(null);
  const mainRef = useRef<HTMLDivElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);

  // The guide takes focus when it opens, so its shortcuts work at once; a new page starts at the top.
  useEffect(() => {
    if (!rootRef.current?.contains(document.activeElement)) rootRef.current?.focus();
  }, []);
  useEffect(() => {
    mainRef.current?.scrollTo({ top: 0 });
  }, [address]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const mod = event.ctrlKey || event.metaKey;
    if (mod && !event.shiftKey && event.key.toLowerCase() === 'f') {
      event.preventDefault();
      searchRef.current?.focus();
      searchRef.current?.select();
    } else if (mod && !event.shiftKey && event.key.toLowerCase() === 'p') {
      event.preventDefault();
      window.print();
    } else if (event.key === 'Escape' && !event.defaultPrevented && !document.querySelector('.modal-overlay')) {
      useShell.getState().setView('builder');
    }
  };

  return (
    <div className="docs-view" ref={rootRef} tabIndex={-1} onKeyDown={onKeyDown}>
      <DocsNav catalog={catalog} search={search} current={address} progress={progress} searchRef={searchRef} />
      <div className="docs-main" ref={mainRef}>
        {page ? (
          <DocPageView
            key={page.address}
            page={page}
            catalog={catalog}
            guidePercent={guidePercent}
            {...(page.address === OVERVIEW_ADDRESS && { lead: <OverviewLead catalog={catalog} /> })}
          />
        ) : (
          <div className="docs-page">
            <h1>Page not found</h1>
            <p>The guide has no page at “{address}”. Pick one in the navigation, or search for what you need.</p>
          </div>
        )}
      </div>
      <footer className="docs-hints" aria-label="Keyboard shortcuts">
        <span>
          <kbd>Ctrl</kbd>+<kbd>F</kbd> search
        </span>
        <span>
          <kbd>Ctrl</kbd>+<kbd>P</kbd> print
        </span>
        <span>
          <kbd>Esc</kbd> close
        </span>
      </footer>
    </div>
  );
}
