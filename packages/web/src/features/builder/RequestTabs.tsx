// The open requests above the builder: switch between them, see which have unsaved changes, close
// one (asking first when its changes would be lost) or start a new one. Open saved examples have
// their tabs in the same strip (features/examples).
import { Plus, X } from 'lucide-react';
import { lazy, Suspense, useMemo, useState, type KeyboardEvent } from 'react';
import { ACTION, performAction } from '../../shell/actions.js';
import { Button } from '../../ui/Button.js';
import { Dialog } from '../../ui/Dialog.js';
import { MethodBadge } from '../collections/MethodBadge.js';
import { saveCurrentRequest } from '../collections/saveCurrentRequest.js';
import { useExampleTabs } from '../examples/exampleTabs.js';
import { emptyDraft } from './builderStore.js';
import { isDirty, tabTitle, type RequestTab } from './requestTabs.js';
import { builderStore, useBuilder } from './useBuilder.js';

// Example tabs are drawn once one is open: their labels read the saved examples' parts.
const ExampleTabList = lazy(() => import('../examples/ExampleTabList.js').then((m) => ({ default: m.ExampleTabList })));

const EMPTY = emptyDraft();

/** Saves the tab's request (in place, or through the Save dialog) and closes it once it is saved. */
function saveThenClose(id: string): void {
  builderStore.getState().activateTab(id);
  saveCurrentRequest(() => builderStore.getState().closeTab(id));
}

/**
 * One tab stop for the strip: the arrow keys move to the previous or next tab, request or example,
 * and bring it to the front. The strip is drawn anew when an example comes to the front, so the tab
 * in front is focused once it is drawn.
 */
function moveBetweenTabs(event: KeyboardEvent<HTMLDivElement>): void {
  const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
  const all = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')];
  const at = all.findIndex((tab) => tab === document.activeElement);
  if (step === 0 || at < 0) return;
  event.preventDefault();
  all[(at + step + all.length) % all.length]!.click();
  requestAnimationFrame(() =>
    document.querySelector<HTMLElement>('[aria-label="Open requests"] [role="tab"][aria-selected="true"]')?.focus(),
  );
}

export function RequestTabs() {
  const tabs = useBuilder((state) => state.tabs);
  const activeTabId = useBuilder((state) => state.activeTabId);
  const exampleInFront = useExampleTabs((state) => state.active !== null);
  const examplesOpen = useExampleTabs((state) => state.open.length > 0);
  const [closing, setClosing] = useState<RequestTab>();
  const dirty = useMemo(() => new Set(tabs.filter((tab) => isDirty(tab, EMPTY)).map((tab) => tab.id)), [tabs]);

  const close = (tab: RequestTab) => {
    if (dirty.has(tab.id)) setClosing(tab);
    else builderStore.getState().closeTab(tab.id);
  };

  return (
    <div className="request-tabs">
      <div className="request-tab-list" role="tablist" aria-label="Open requests" onKeyDown={moveBetweenTabs}>
        {tabs.map((tab) => {
          const title = tabTitle(tab.draft);
          const selected = tab.id === activeTabId && !exampleInFront;
          return (
            <div key={tab.id} className={`request-tab ${selected ? 'request-tab-active' : ''}`}>
              <button
                type="button"
                role="tab"
                aria-selected={selected}
                className="request-tab-label"
                title={title}
                // One tab stop for the strip (moveBetweenTabs); Delete closes one.
                tabIndex={selected ? 0 : -1}
                onClick={() => {
                  builderStore.getState().activateTab(tab.id);
                  useExampleTabs.getState().showRequest();
                }}
                onKeyDown={(event) => {
                  if (event.key !== 'Delete') return;
                  event.preventDefault();
                  close(tab);
                }}
                onAuxClick={(event) => {
                  if (event.button === 1) close(tab);
                }}
              >
                <MethodBadge method={tab.draft.method} />
                <span className="request-tab-title">{title}</span>
                {dirty.has(tab.id) ? (
                  <span className="unsaved-dot" role="img" aria-label="unsaved changes" title="Unsaved changes" />
                ) : null}
              </button>
              <button
                type="button"
                className="request-tab-close"
                tabIndex={-1}
                aria-label={`Close ${title}`}
                onClick={() => close(tab)}
              >
                <X size={12} />
              </button>
            </div>
          );
        })}
        {examplesOpen ? (
          <Suspense fallback={null}>
            <ExampleTabList />
          </Suspense>
        ) : null}
      </div>
      <Button
        variant="ghost"
        size="sm"
        aria-label="New Request"
        onPress={() => performAction(ACTION.newRequest)}
        icon={<Plus size={14} />}
      />
      <Dialog
        isOpen={closing !== undefined}
        onClose={() => setClosing(undefined)}
        title="Unsaved changes"
        size="sm"
        footer={
          closing ? (
            <>
              <Button onPress={() => setClosing(undefined)}>Cancel</Button>
              <Button
                variant="danger"
                onPress={() => {
                  builderStore.getState().closeTab(closing.id);
                  setClosing(undefined);
                }}
              >
                Don’t Save
              </Button>
              <Button
                variant="primary"
                autoFocus
                onPress={() => {
                  setClosing(undefined);
                  saveThenClose(closing.id);
                }}
              >
                Save
              </Button>
            </>
          ) : null
        }
      >
        <p className="confirm-message">
          “{closing ? tabTitle(closing.draft) : ''}” has unsaved changes. Save them before closing?
        </p>
      </Dialog>
    </div>
  );
}
