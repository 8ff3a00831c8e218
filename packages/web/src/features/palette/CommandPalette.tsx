// Ctrl/Cmd+K: a search over every command, performed with Enter, so everything is reachable by keyboard.
// Only the commands in view are drawn, so the palette opens as fast with 20,000 requests as with 20.
import './palette.css';
import { defaultRangeExtractor, useVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { allActions } from '../../shell/actions.js';
import { Dialog } from '../../ui/Dialog.js';
import { openRequest } from '../collections/openRequest.js';
import { openWebSocketRequest } from '../collections/openWebSocketRequest.js';
import { collectionsStore } from '../collections/useCollections.js';
import { environmentsStore } from '../environments/useEnvironments.js';
import { matchCommands, paletteCommands, requestCommands, type PaletteCommand } from './paletteCommands.js';
import { runCollection } from './runCollection.js';

const OPTION_HEIGHT = 30;

// The request commands are listed while the page is idle after the collections change, so opening
// the palette finds them made.
function listRequestCommandsWhenIdle() {
  const list = () =>
    void requestCommands({ collections: collectionsStore.getState().collections, openRequest, openWebSocketRequest });
  if ('requestIdleCallback' in window) requestIdleCallback(list, { timeout: 2000 });
  else setTimeout(list, 200);
}
collectionsStore.subscribe((state, previous) => {
  if (state.collections !== previous.collections) listRequestCommandsWhenIdle();
});
listRequestCommandsWhenIdle();

function currentCommands(): PaletteCommand[] {
  const { environments, activeId, setActive } = environmentsStore.getState();
  return paletteCommands({
    actions: allActions(),
    collections: collectionsStore.getState().collections,
    environments,
    activeEnvironmentId: activeId,
    openRequest,
    openWebSocketRequest,
    activateEnvironment: setActive,
    runCollection: (id) => void runCollection(id),
  });
}

function PaletteBody({ onClose }: { onClose: () => void }) {
  // Read once per opening: the palette lists what exists when it opens.
  const commands = useMemo(currentCommands, []);
  const [search, setSearch] = useState('');
  const [active, setActive] = useState(0);
  const shown = useMemo(() => matchCommands(commands, search), [commands, search]);
  const current = Math.min(active, Math.max(0, shown.length - 1));
  const listRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: shown.length,
    getScrollElement: () => listRef.current,
    estimateSize: () => OPTION_HEIGHT,
    overscan: 8,
    getItemKey: (index) => shown[index]?.id ?? index,
    // The active option stays drawn, as the search box's aria-activedescendant names it.
    rangeExtractor: (range) => {
      const indexes = defaultRangeExtractor(range);
      return shown.length === 0 || indexes.includes(current) ? indexes : [...indexes, current].sort((a, b) => a - b);
    },
  });
  useLayoutEffect(() => {
    if (shown.length > 0) virtualizer.scrollToIndex(current);
  }, [current, shown, virtualizer]);

  const perform = (command: PaletteCommand | undefined) => {
    if (!command) return;
    onClose();
    command.perform();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current + step + shown.length) % Math.max(1, shown.length));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      perform(shown[current]);
    }
  };

  return (
    <div className="palette">
      <input
        className="input palette-search"
        role="combobox"
        aria-label="Search commands"
        aria-expanded="true"
        aria-controls="palette-commands"
        aria-activedescendant={shown[current] ? `palette-${current}` : undefined}
        placeholder="Type a command, a request or an environment…"
        value={search}
        autoFocus
        onChange={(event) => {
          setSearch(event.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
      />
      <div ref={listRef} id="palette-commands" className="palette-list" role="listbox" aria-label="Commands">
        <div role="presentation" className="palette-rows" style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((virtual) => {
            const command = shown[virtual.index];
            if (!command) return null;
            return (
              <div
                key={virtual.key}
                id={`palette-${virtual.index}`}
                role="option"
                aria-selected={virtual.index === current}
                aria-posinset={virtual.index + 1}
                aria-setsize={shown.length}
                className="palette-item"
                style={{ top: virtual.start }}
                onMouseMove={() => setActive(virtual.index)}
                onClick={() => perform(command)}
              >
                <span className="palette-label">{command.label}</span>
                {command.hint ? <span className="palette-hint muted mono">{command.hint}</span> : null}
              </div>
            );
          })}
        </div>
      </div>
      {shown.length === 0 ? <p className="muted palette-empty">No command matches “{search}”.</p> : null}
    </div>
  );
}

export function CommandPalette({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title="Command palette" size="md">
      {isOpen ? <PaletteBody onClose={onClose} /> : null}
    </Dialog>
  );
}
