import { Activity, FolderTree, Send, Settings, Users, type LucideIcon } from 'lucide-react';
import type { WorkspaceActivity } from '@courier/core';
import { TimeAgo } from '../shared/TimeAgo.js';
import { useWorkspace } from './useWorkspace.js';

const ICONS: Record<WorkspaceActivity['type'], LucideIcon> = {
  request: Send,
  member: Users,
  collection: FolderTree,
  setting: Settings,
};

/** What happened in the current workspace, newest first: requests, members, collections, settings. */
export function ActivityTab({ now }: { now: number }) {
  const activity = useWorkspace((state) => state.activity);
  if (activity.length === 0) {
    return (
      <div className="collab-panel">
        <div className="empty-state collab-empty">
          <Activity size={28} aria-hidden="true" />
          <h2>No activity yet</h2>
          <p>Changes to collections, members and settings, and requests sent, show here as they happen.</p>
        </div>
      </div>
    );
  }
  return (
    <div className="collab-panel">
      <ul className="collab-list" aria-label="Workspace activity">
        {activity.map((entry) => {
          const Icon = ICONS[entry.type];
          return (
            <li key={entry.id} className="collab-row">
              <Icon size={18} className="muted" aria-hidden="true" />
              <div className="collab-row-main">
                <span className="collab-row-title">{entry.description || entry.action}</span>
                <span className="collab-row-text">{entry.user}</span>
              </div>
              <div className="collab-row-side">
                <span className="pill">{entry.type}</span>
                <TimeAgo className="muted" at={entry.timestamp} now={now} />
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
