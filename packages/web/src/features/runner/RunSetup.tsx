// The left half of the Runner view: collection, ticked requests, mode, Performance
// Mode, advanced settings, Start Run / Stop Run.
import { planRequests } from '@courier/core';
import { useMemo } from 'react';
import { Button } from '../../ui/Button.js';
import { SelectField } from '../../ui/SelectField.js';
import { MethodBadge } from '../collections/MethodBadge.js';
import { useCollections } from '../collections/useCollections.js';
import { AdvancedSettings } from './AdvancedSettings.js';
import { RunControls } from './RunControls.js';
import { runnerStore, useRunner } from './useRunner.js';

export function RunSetup() {
  const collections = useCollections((state) => state.collections);
  const form = useRunner((state) => state.form);
  const running = useRunner((state) => state.run?.status === 'running');
  const { selectCollection, setTicked, tickAll, tickNone, update } = runnerStore.getState();
  const collection = collections.find((candidate) => candidate.id === form.collectionId);
  const requests = useMemo(() => (collection ? planRequests(collection) : []), [collection]);
  const ticked = new Set(form.requestIds);
  const tickedCount = requests.filter((located) => ticked.has(located.request.id)).length;

  return (
    <section className="runner-setup" aria-label="Run setup">
      <SelectField label="Collection" value={collection?.id ?? ''} disabled={running} onChange={selectCollection}>
        <option value="" disabled>
          {collections.length === 0 ? 'No collections yet' : 'Select a collection'}
        </option>
        {collections.map((item) => (
          <option key={item.id} value={item.id}>
            {item.name}
          </option>
        ))}
      </SelectField>

      {collection ? (
        <fieldset className="runner-group runner-requests" disabled={running}>
          <legend className="field-label">
            Requests{' '}
            <span className="muted">
              {tickedCount} of {requests.length} selected
            </span>
          </legend>
          <div className="runner-ticks">
            <Button size="sm" variant="ghost" onPress={tickAll} isDisabled={running}>
              All
            </Button>
            <Button size="sm" variant="ghost" onPress={tickNone} isDisabled={running}>
              None
            </Button>
          </div>
          {requests.length === 0 ? <p className="muted">This collection has no requests yet.</p> : null}
          <ul className="runner-request-list">
            {requests.map(({ request, folders }) => (
              <li key={request.id}>
                <label className="runner-check">
                  <input
                    type="checkbox"
                    checked={ticked.has(request.id)}
                    onChange={(event) => setTicked(request.id, event.target.checked)}
                  />
                  <MethodBadge method={request.method} />
                  <span className="runner-request-name">
                    {folders.length > 0 ? (
                      <span className="muted">{folders.map((folder) => folder.name).join(' / ')} / </span>
                    ) : null}
                    {request.name}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ) : (
        <p className="muted runner-hint">
          {collections.length === 0
            ? 'No collections yet: create or import one, then run it here.'
            : 'Choose a collection to run its requests in order, as often as you like.'}
        </p>
      )}

      <fieldset className="runner-group" disabled={running}>
        <legend className="field-label">Mode</legend>
        <div className="runner-inline">
          {(['sequential', 'parallel'] as const).map((mode) => (
            <label key={mode} className="runner-check">
              <input
                type="radio"
                name="runner-mode"
                value={mode}
                checked={form.mode === mode}
                onChange={() => update({ mode })}
              />
              {mode === 'sequential' ? 'Sequential' : 'Parallel'}
            </label>
          ))}
        </div>
      </fieldset>

      <label className="runner-check runner-perf">
        <input
          type="checkbox"
          checked={form.performanceMode}
          disabled={running}
          onChange={(event) => update({ performanceMode: event.target.checked })}
        />
        Performance Mode
        <span className="muted">no response bodies, percentiles and a chart</span>
      </label>

      <AdvancedSettings disabled={running} />
      <RunControls />
    </section>
  );
}
