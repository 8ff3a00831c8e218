import type { Workspace } from '@courier/core';
import { formatDuration } from '../shared/formatDuration.js';
import { plural } from '../shared/plural.js';
import { useWorkspace } from './useWorkspace.js';

function Figure({ label, value, hint }: { label: string; value: string; hint: string }) {
  return (
    <div className="collab-card">
      <span className="field-label">{label}</span>
      <span className="collab-figure-value">{value}</span>
      <span className="collab-row-text">{hint}</span>
    </div>
  );
}

/** The current workspace's figures from the requests its members really sent, and what it holds. */
export function OverviewTab({ workspace }: { workspace: Workspace }) {
  const analytics = useWorkspace((state) => state.analytics);
  const { settings } = workspace;
  return (
    <div className="collab-panel">
      <div className="collab-cards" role="group" aria-label="Analytics">
        <Figure
          label="Total requests"
          value={analytics ? String(analytics.totalRequests) : '—'}
          hint="Sent from this workspace"
        />
        <Figure
          label="Average response time"
          value={analytics ? formatDuration(analytics.averageResponseTime) : '—'}
          hint="Over every request sent"
        />
        <Figure
          label="Active users"
          value={analytics ? String(analytics.activeUsers) : '—'}
          hint="Sent or changed something in the last 24 hours"
        />
      </div>
      <h2 className="collab-section-title">Current workspace</h2>
      <div className="collab-card">
        <div className="collab-card-head">
          <h3 className="collab-card-name">{workspace.name}</h3>
          <span className="pill pill-primary">{workspace.type}</span>
        </div>
        {workspace.description ? <p className="collab-card-text">{workspace.description}</p> : null}
        <div className="collab-card-meta">
          <span>{plural(workspace.collectionCount, 'collection')}</span>
          <span>{plural(workspace.requestCount, 'request')}</span>
          <span>{plural(workspace.environmentCount, 'environment')}</span>
          <span>{plural(workspace.memberCount, 'member')}</span>
        </div>
        <div className="collab-card-meta">
          <span>{settings.visibility}</span>
          <span>collaboration {settings.collaboration ? 'on' : 'off'}</span>
          <span>auto backup {settings.autoBackup ? 'on' : 'off'}</span>
          <span>notifications {settings.notifications ? 'on' : 'off'}</span>
          <span>your role: {workspace.role}</span>
        </div>
      </div>
    </div>
  );
}
