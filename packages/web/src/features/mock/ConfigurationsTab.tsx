// The configurations as cards (served URL with Copy, enable switch, delete) and the selected one's
// routes in the order they are matched, each movable, editable, switchable and deletable.
import type { MockConfig, MockRoute } from '@courier/core';
import { ArrowDown, ArrowUp, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../ui/Button.js';
import { ConfirmDialog } from '../../ui/ConfirmDialog.js';
import { CopyButton } from '../../ui/CopyButton.js';
import { toast } from '../../ui/toasts.js';
import { EditConfigDialog } from './EditConfigDialog.js';
import { MOCK_TEXT } from './mockMessages.js';
import { useMock } from './mockStore.js';
import { RouteDialog } from './RouteDialog.js';
import { servedUrl } from './servedUrl.js';

type Pending = { kind: 'config'; config: MockConfig } | { kind: 'route'; config: MockConfig; route: MockRoute };

export function ConfigurationsTab({ onCreate }: { onCreate: () => void }) {
  const configs = useMock((state) => state.configs);
  const connection = useMock((state) => state.connection);
  const selectedId = useMock((state) => state.selectedId);
  const workspace = useMock((state) => state.workspace);
  // A workspace's viewers see its configurations but may not change them (the server says so too).
  const readOnly = (config: MockConfig) => config.workspaceId !== null && workspace?.role === 'viewer';
  const select = useMock((state) => state.select);
  const updateConfig = useMock((state) => state.updateConfig);
  const deleteConfig = useMock((state) => state.deleteConfig);
  const deleteRoute = useMock((state) => state.deleteRoute);
  const [routeDialog, setRouteDialog] = useState<{ route?: MockRoute } | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [editing, setEditing] = useState<MockConfig | null>(null);
  const selected = configs.find((config) => config.id === selectedId);

  // With the backend away an empty list says nothing about what exists: never claim there is none.
  if (configs.length === 0 && connection === 'disconnected') {
    return (
      <div className="collab-empty">
        <h2>{MOCK_TEXT.configsUnavailable}</h2>
        <p>{MOCK_TEXT.configsUnavailableHint}</p>
      </div>
    );
  }
  if (configs.length === 0) {
    return (
      <div className="collab-empty">
        <h2>No mock configurations yet</h2>
        <p>A configuration is a set of routes served at its own URL, for any HTTP client to call.</p>
        <Button variant="primary" icon={<Plus size={16} />} onPress={onCreate}>
          New Configuration
        </Button>
      </div>
    );
  }

  return (
    <div className="mock-configs">
      <ul className="mock-config-list" aria-label="Mock configurations">
        {configs.map((config) => (
          <li key={config.id} className="collab-card" data-selected={config.id === selectedId}>
            <button type="button" className="mock-card-select" onClick={() => select(config.id)}>
              <span className="collab-card-name">{config.name}</span>
              <span className="collab-card-meta">
                {config.routes.length === 1 ? '1 route' : `${config.routes.length} routes`}
                {config.access === 'apiKey' ? ' · API key required' : ''}
                {config.workspaceId && config.workspaceId === workspace?.id ? ` · Workspace ${workspace.name}` : ''}
              </span>
            </button>
            <div className="mock-url">
              <code className="mono" aria-label={`Served URL of ${config.name}`}>
                {servedUrl(config)}
              </code>
              <CopyButton text={servedUrl(config)} onCopyError={(message) => message && toast(message, 'error')} />
            </div>
            <div className="collab-card-actions">
              <label className="checkbox">
                <input
                  type="checkbox"
                  checked={config.enabled}
                  disabled={readOnly(config)}
                  onChange={(event) => void updateConfig(config.id, { enabled: event.target.checked })}
                />
                Enabled
              </label>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Edit ${config.name}`}
                isDisabled={readOnly(config)}
                icon={<Pencil size={14} />}
                onPress={() => setEditing(config)}
              />
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Delete ${config.name}`}
                isDisabled={readOnly(config)}
                icon={<Trash2 size={14} />}
                onPress={() => setPending({ kind: 'config', config })}
              />
            </div>
          </li>
        ))}
      </ul>
      <section className="mock-routes" aria-label="Routes">
        <div className="collab-toolbar">
          <h2 className="collab-section-title">{selected ? `Routes of ${selected.name}` : 'Routes'}</h2>
          <div className="collab-toolbar-end">
            <Button
              icon={<Plus size={16} />}
              isDisabled={selected !== undefined && readOnly(selected)}
              onPress={() => (selected ? setRouteDialog({}) : toast(MOCK_TEXT.selectConfigFirst, 'warning'))}
            >
              Add Route
            </Button>
          </div>
        </div>
        {selected && selected.routes.length === 0 ? (
          <p className="muted">No routes yet. Add one: it answers at once at the URL above.</p>
        ) : null}
        {selected ? (
          <ol className="collab-list mock-route-list">
            {selected.routes.map((route, index) => (
              <li key={route.id} className="collab-row" data-enabled={route.enabled}>
                <span className={`method method-${route.method}`}>{route.method}</span>
                <div className="collab-row-main">
                  <span className="collab-row-title mono">{route.path}</span>
                  <span className="collab-row-text">
                    {route.response.status} · {route.response.delay} ms
                    {route.alternatives.length > 0
                      ? ` · ${route.alternatives.length + 1} responses (${route.mode})`
                      : ''}
                    {route.script.trim() ? ' · script' : ''}
                    {route.enabled ? '' : ' · disabled'}
                  </span>
                </div>
                <div className="collab-row-side">
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Move ${route.method} ${route.path} up`}
                    isDisabled={index === 0 || readOnly(selected)}
                    icon={<ArrowUp size={14} />}
                    onPress={() => void useMock.getState().moveRoute(selected.id, route.id, -1)}
                  />
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Move ${route.method} ${route.path} down`}
                    isDisabled={index === selected.routes.length - 1 || readOnly(selected)}
                    icon={<ArrowDown size={14} />}
                    onPress={() => void useMock.getState().moveRoute(selected.id, route.id, 1)}
                  />
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Edit ${route.method} ${route.path}`}
                    isDisabled={readOnly(selected)}
                    icon={<Pencil size={14} />}
                    onPress={() => setRouteDialog({ route })}
                  />
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Delete ${route.method} ${route.path}`}
                    isDisabled={readOnly(selected)}
                    icon={<Trash2 size={14} />}
                    onPress={() => setPending({ kind: 'route', config: selected, route })}
                  />
                </div>
              </li>
            ))}
          </ol>
        ) : null}
      </section>
      {selected && routeDialog ? (
        <RouteDialog config={selected} route={routeDialog.route} onClose={() => setRouteDialog(null)} />
      ) : null}
      {editing ? <EditConfigDialog config={editing} onClose={() => setEditing(null)} /> : null}
      <ConfirmDialog
        isOpen={pending !== null}
        message={
          pending?.kind === 'config'
            ? `Delete the configuration '${pending.config.name}' and its ${pending.config.routes.length} routes? Its URL stops answering.`
            : pending
              ? `Delete the route ${pending.route.method} ${pending.route.path}?`
              : ''
        }
        onCancel={() => setPending(null)}
        onConfirm={() => {
          if (pending?.kind === 'config') void deleteConfig(pending.config.id);
          else if (pending) void deleteRoute(pending.config.id, pending.route.id);
          setPending(null);
        }}
      />
    </div>
  );
}
