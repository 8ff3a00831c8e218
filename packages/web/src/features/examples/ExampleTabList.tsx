// The open examples' tabs, in the request tabs' strip: the example icon and its name; a click brings
// it to the front, Delete or the ✕ (or a middle click) closes it. An example has nothing unsaved to
// lose: its edits are saved with its request.
import { exampleName } from '@courier/core';
import { BookMarked, X } from 'lucide-react';
import { useCollections } from '../collections/useCollections.js';
import { savedRequestAt } from './exampleEdits.js';
import { sameExample, useExampleTabs } from './exampleTabs.js';

export function ExampleTabList() {
  const open = useExampleTabs((state) => state.open);
  const active = useExampleTabs((state) => state.active);
  const collections = useCollections((state) => state.collections);
  return open.map((at) => {
    const stored = savedRequestAt(collections, at.collectionId, at.requestId)?.examples?.[at.index];
    const name = stored ? exampleName(stored, at.index) : 'Example not found';
    const selected = active !== null && sameExample(active, at);
    const close = () => useExampleTabs.getState().close(at);
    return (
      <div
        key={`${at.collectionId}/${at.requestId}/${at.index}`}
        className={`request-tab example-tab ${selected ? 'request-tab-active' : ''}`}
      >
        <button
          type="button"
          role="tab"
          aria-selected={selected}
          className="request-tab-label"
          title={`Example: ${name}`}
          tabIndex={selected ? 0 : -1}
          onClick={() => useExampleTabs.getState().show(at)}
          onKeyDown={(event) => {
            if (event.key !== 'Delete') return;
            event.preventDefault();
            close();
          }}
          onAuxClick={(event) => {
            if (event.button === 1) close();
          }}
        >
          <BookMarked size={14} aria-label="Example" className="example-tab-icon" />
          <span className="request-tab-title">{name}</span>
        </button>
        <button type="button" className="request-tab-close" tabIndex={-1} aria-label={`Close ${name}`} onClick={close}>
          <X size={12} />
        </button>
      </div>
    );
  });
}
