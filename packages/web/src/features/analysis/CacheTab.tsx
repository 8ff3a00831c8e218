// The recorded responses: search and filters, a limited-height list that brings the next page from the server
// as it is scrolled to its end, selection for Compare and Infer schema, and Clear cache.
import { searchWords } from '@courier/core';
import { GitCompareArrows, Trash2, Wand2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../ui/Button.js';
import { ConfirmDialog } from '../../ui/ConfirmDialog.js';
import { ErrorMessage } from '../../ui/ErrorMessage.js';
import { ANALYSIS_TEXT } from './analysisMessages.js';
import type { CachedResponse } from '@courier/core/analysis-replies';
import { CachedResponseDialog } from './CachedResponseDialog.js';
import { CacheRow } from './CacheRow.js';
import { CacheFilterBar, useCacheSearch } from './CacheFilterBar.js';
import { useAnalysis } from './useAnalysis.js';

/** Infer schema reads at most this many responses at once. */
const MAX_INFER_SAMPLES = 20;

/** Brings the next page when the end of the list scrolls into view. */
function useLoadMoreAtEnd(enabled: boolean, loadMore: () => void) {
  const sentinel = useRef<HTMLLIElement>(null);
  useEffect(() => {
    const element = sentinel.current;
    if (!enabled || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) loadMore();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled, loadMore]);
  return sentinel;
}

export function CacheTab({ onInfer }: { onInfer: (schemaText: string) => void }) {
  const cache = useAnalysis((state) => state.cache);
  const total = useAnalysis((state) => state.cacheTotal);
  const cacheState = useAnalysis((state) => state.cacheState);
  const nextCursor = useAnalysis((state) => state.nextCursor);
  const loadingMore = useAnalysis((state) => state.loadingMore);
  const loadMore = useAnalysis((state) => state.loadMore);
  const selected = useAnalysis((state) => state.selected);
  const toggleSelected = useAnalysis((state) => state.toggleSelected);
  const compareSelected = useAnalysis((state) => state.compareSelected);
  const inferSchema = useAnalysis((state) => state.inferSchema);
  const clearCache = useAnalysis((state) => state.clearCache);
  const filtered = useAnalysis((state) => Object.values(state.filters).some(Boolean));
  const searchedText = useAnalysis((state) => state.filters.text);
  const clearFilters = useAnalysis((state) => state.clearFilters);
  const [text, setText] = useState(searchedText);
  const search = useCacheSearch();
  const words = searchWords(searchedText);
  const clearSearch = () => {
    search.cancel();
    setText('');
    void clearFilters();
  };
  const [message, setMessage] = useState<string>();
  const [busy, setBusy] = useState<'compare' | 'infer' | null>(null);
  const [clearing, setClearing] = useState(false);
  const [opened, setOpened] = useState<CachedResponse | null>(null);
  const sentinel = useLoadMoreAtEnd(Boolean(nextCursor) && !loadingMore, () => void loadMore());

  const compare = async () => {
    setBusy('compare');
    setMessage(await compareSelected());
    setBusy(null);
  };
  const infer = async () => {
    if (selected.length === 0 || selected.length > MAX_INFER_SAMPLES) {
      setMessage(`Select between 1 and ${MAX_INFER_SAMPLES} responses to infer a schema from`);
      return;
    }
    setBusy('infer');
    const inferred = await inferSchema(selected);
    setBusy(null);
    if ('error' in inferred) setMessage(inferred.error);
    else {
      setMessage(undefined);
      onInfer(JSON.stringify(inferred.schema, null, 2));
    }
  };

  return (
    <div className="collab-panel analysis-cache">
      <div className="collab-toolbar">
        <CacheFilterBar search={search} text={text} setText={setText} />
        <div className="collab-toolbar-end analysis-cache-actions">
          <span className="muted" aria-live="polite">
            {selected.length} selected
          </span>
          <Button
            variant="primary"
            icon={<GitCompareArrows size={16} />}
            isDisabled={busy !== null}
            onPress={() => void compare()}
          >
            {busy === 'compare' ? 'Comparing…' : 'Compare'}
          </Button>
          <Button icon={<Wand2 size={16} />} isDisabled={busy !== null} onPress={() => void infer()}>
            {busy === 'infer' ? 'Inferring…' : 'Infer schema'}
          </Button>
          <Button
            icon={<Trash2 size={16} />}
            variant="danger"
            isDisabled={cache.length === 0}
            onPress={() => setClearing(true)}
          >
            Clear cache
          </Button>
        </div>
      </div>
      <ErrorMessage message={message} />
      {cacheState === 'loading' && cache.length === 0 ? (
        <p className="muted" role="status">
          Loading recorded responses…
        </p>
      ) : cache.length === 0 && cacheState !== 'failed' ? (
        filtered ? (
          <div className="collab-empty analysis-no-match" role="status">
            <p>
              {words.length > 0
                ? `No recorded response matches “${searchedText.trim()}”.`
                : 'No recorded response matches these filters.'}
            </p>
            <p className="muted">Clear the search and filters to see every recorded response.</p>
            <Button size="sm" onPress={clearSearch}>
              Clear search and filters
            </Button>
          </div>
        ) : (
          <p className="collab-empty muted">{ANALYSIS_TEXT.emptyCache}</p>
        )
      ) : (
        <>
          <ol className="collab-list analysis-cache-list" aria-label="Recorded responses">
            {cache.map((entry) => (
              <CacheRow
                key={entry.id}
                entry={entry}
                words={words}
                selected={selected.includes(entry.id)}
                onToggle={() => toggleSelected(entry.id)}
                onOpen={() => setOpened(entry)}
              />
            ))}
            {nextCursor ? <li ref={sentinel} className="analysis-cache-sentinel" aria-hidden="true" /> : null}
          </ol>
          <div className="analysis-cache-footer">
            <span className="muted">
              Showing {cache.length} of {total}
            </span>
            {nextCursor ? (
              <Button size="sm" isDisabled={loadingMore} onPress={() => void loadMore()}>
                {loadingMore ? 'Loading…' : 'Load more'}
              </Button>
            ) : null}
          </div>
        </>
      )}
      <ConfirmDialog
        isOpen={clearing}
        title="Clear cache"
        message={ANALYSIS_TEXT.clearCacheQuestion}
        confirmLabel="Clear cache"
        onCancel={() => setClearing(false)}
        onConfirm={() => {
          setClearing(false);
          void clearCache();
        }}
      />
      {opened ? <CachedResponseDialog entry={opened} onClose={() => setOpened(null)} /> : null}
    </div>
  );
}
