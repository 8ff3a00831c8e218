// What a teammate did to the request on screen, said where the request is edited: a quiet note when
// the tab took their version, both versions with Keep mine / Take theirs when the tab has edits of its
// own (the same when the opened repository's file of it changed on disk), and an offer to keep the tab as an unsaved copy when they deleted the request.
import { useMemo } from 'react';
import { useStore } from 'zustand';
import { Button } from '../../ui/Button.js';
import { saveCurrentRequest } from '../collections/saveCurrentRequest.js';
import { collectionsStore } from '../collections/useCollections.js';
import { memberNames, SOMEONE, useMemberName } from '../workspace/memberNames.js';
import { draftOf, type Draft } from './builderStore.js';
import { KeepOneVersion } from './KeepOneVersion.js';
import { changeShownOn, teammateChanges, type TeammateChange } from './teammateChanges.js';
import { builderStore, useBuilder } from './useBuilder.js';
import { versionDifferences } from './versionDifferences.js';

export function TeammateChangeBar() {
  const tab = useBuilder((state) => state.tabs.find((candidate) => candidate.id === state.activeTabId));
  const change = useStore(teammateChanges, (state) => (tab ? state.byTab[tab.id] : undefined));
  const shown = changeShownOn(change, tab);
  if (!shown || !tab) return null;
  switch (shown.kind) {
    case 'updated':
      return <UpdatedNote actor={shown.actor} />;
    case 'conflict':
      return <ConflictPanel tabId={tab.id} change={shown} mine={tab.draft} />;
    case 'deleted':
      return <DeletedPanel tabId={tab.id} actor={shown.actor} name={tab.draft.name} />;
  }
}

function UpdatedNote({ actor }: { actor: string | null }) {
  const name = useMemberName(actor);
  return (
    <p className="teammate-note muted" role="status">
      Updated by {name}
    </p>
  );
}

type Conflict = Extract<TeammateChange, { kind: 'conflict' }>;

function ConflictPanel({ tabId, change, mine }: { tabId: string; change: Conflict; mine: Draft }) {
  const name = useMemberName(change.actor);
  const differences = useMemo(
    () => versionDifferences(draftOf(change.theirs, mine.origin), mine),
    [change.theirs, mine],
  );
  const requestId = change.theirs.id;
  const keepMine = () => {
    // Saved over their version, which the user has now seen, through the usual version check.
    collectionsStore.getState().noteOpened?.(requestId);
    saveCurrentRequest();
  };
  const takeTheirs = () => {
    builderStore.getState().takeSaved(tabId, change.theirs);
    collectionsStore.getState().noteOpened?.(requestId);
    teammateChanges.getState().clear(tabId);
  };
  return (
    <section
      className="teammate-panel"
      role="region"
      aria-label={change.onDisk ? 'Changed on disk' : 'Changed by a teammate'}
    >
      <p className="teammate-panel-text">
        {change.onDisk ? (
          'The file of this request changed on disk while you were editing it.'
        ) : (
          <>
            <strong>{name}</strong> saved a new version of this request while you were editing it.
          </>
        )}{' '}
        Your edits are not saved yet: keep one version.
      </p>
      <table className="teammate-versions">
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">Part</span>
            </th>
            <th scope="col">{change.onDisk ? 'Version on disk' : 'Their version'}</th>
            <th scope="col">Your version</th>
          </tr>
        </thead>
        <tbody>
          {differences.map((difference) => (
            <tr key={difference.part}>
              <th scope="row">{difference.part}</th>
              <td>
                <div className="teammate-version-text mono">{difference.theirs}</div>
              </td>
              <td>
                <div className="teammate-version-text mono">{difference.mine}</div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <KeepOneVersion
        onTakeTheirs={takeTheirs}
        onKeepMine={keepMine}
        {...(change.onDisk ? { takeLabel: 'Take the version on disk' } : {})}
      />
    </section>
  );
}

function DeletedPanel({ tabId, actor, name }: { tabId: string; actor: string | null; name: string }) {
  const who = useMemberName(actor);
  const keepCopy = () => {
    const by = (actor !== null ? memberNames.getState().names[actor] : undefined) ?? SOMEONE;
    builderStore.getState().keepAsCopy(tabId, `“${name || 'a request'}”, deleted by ${by}`);
    teammateChanges.getState().clear(tabId);
  };
  return (
    <section className="teammate-panel" role="region" aria-label="Deleted by a teammate">
      <p className="teammate-panel-text">
        <strong>{who}</strong> deleted this request. What this tab shows is kept only if you keep it as a copy.
      </p>
      <div className="teammate-panel-actions">
        <Button size="sm" onPress={() => builderStore.getState().closeTab(tabId)}>
          Close tab
        </Button>
        <Button size="sm" variant="primary" onPress={keepCopy}>
          Keep as unsaved copy
        </Button>
      </div>
    </section>
  );
}
