import * as z from 'zod';
import { lazy, Suspense, useCallback, useRef, useState, type PointerEvent } from 'react';
import { RequestBuilder } from '../features/builder/RequestBuilder.js';
import { RequestTabs } from '../features/builder/RequestTabs.js';
import { useExampleTabs } from '../features/examples/exampleTabs.js';
import { SaveExampleButton } from '../features/examples/SaveExampleButton.js';
import { ResponsePanel } from '../features/response/ResponsePanel.js';
import { storage, storageKey } from '../lib/storage.js';

// An example tab's view loads when an example is first opened, keeping the first load in its budget.
const ExampleView = lazy(() => import('../features/examples/ExampleView.js').then((m) => ({ default: m.ExampleView })));

const SPLIT_KEY = storageKey('split');
const SplitSchema = z.number().min(0.15).max(0.85);

/**
 * The builder view: request above, response below, split by a draggable divider whose position is
 * remembered; or, while an example's tab is in front, that example under the same tab strip.
 */
export function Workbench() {
  const exampleInFront = useExampleTabs((state) => state.active !== null);
  return exampleInFront ? (
    <div className="workbench-example">
      <RequestTabs />
      <Suspense fallback={<div className="view-loading muted">Loading…</div>}>
        <ExampleView />
      </Suspense>
    </div>
  ) : (
    <RequestWorkbench />
  );
}

function RequestWorkbench() {
  const [split, setSplit] = useState(() => storage.get(SPLIT_KEY, SplitSchema, () => 0.45));
  const containerRef = useRef<HTMLDivElement>(null);
  const dragging = useRef(false);

  const onPointerMove = useCallback((event: PointerEvent<HTMLDivElement>) => {
    const box = containerRef.current?.getBoundingClientRect();
    if (!dragging.current || !box) return;
    setSplit(Math.min(0.85, Math.max(0.15, (event.clientY - box.top) / box.height)));
  }, []);
  const stop = useCallback(() => {
    if (!dragging.current) return;
    dragging.current = false;
    setSplit((current) => {
      storage.set(SPLIT_KEY, current);
      return current;
    });
  }, []);
  const nudge = (delta: number) =>
    setSplit((current) => {
      const next = Math.min(0.85, Math.max(0.15, current + delta));
      storage.set(SPLIT_KEY, next);
      return next;
    });

  return (
    <div
      className="workbench"
      ref={containerRef}
      style={{ gridTemplateRows: `${split}fr 5px ${1 - split}fr` }}
      onPointerMove={onPointerMove}
      onPointerUp={stop}
      onPointerLeave={stop}
    >
      <div className="workbench-top">
        <RequestBuilder />
      </div>
      <div
        className="divider"
        role="separator"
        aria-orientation="horizontal"
        aria-label="Resize request and response"
        aria-valuenow={Math.round(split * 100)}
        aria-valuemin={15}
        aria-valuemax={85}
        tabIndex={0}
        onPointerDown={(event) => {
          dragging.current = true;
          event.currentTarget.setPointerCapture(event.pointerId);
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowUp') nudge(-0.05);
          if (event.key === 'ArrowDown') nudge(0.05);
        }}
      />
      <div className="workbench-bottom">
        <ResponsePanel saveExample={<SaveExampleButton />} />
      </div>
    </div>
  );
}
