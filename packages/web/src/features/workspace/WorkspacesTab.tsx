import { Plus } from 'lucide-react';
import { Button } from '../../ui/Button.js';
import { plural } from '../shared/plural.js';
import { useWorkspace } from './useWorkspace.js';

/** Every workspace the user belongs to; switching makes one current for the sidebar and these tabs. */
export function WorkspacesTab({ onCreate }: { onCreate: () => void }) {
  const workspaces = useWorkspace((state) => state.workspaces);
  const switchTo = useWorkspace((state) => state.switchTo);
  return (
    <div className="collab-panel">
      <div className="collab-toolbar">
        <Button className="collab-toolbar-end" icon={<Plus size={16} />} onPress={onCreate}>
          Create Workspace
        </Button>
      </div>
      <ul className="collab-cards" aria-label="Workspaces">
        {workspaces.map((workspace) => (
          <li key={workspace.id} className="collab-card" data-selected={workspace.isCurrent}>
            <div className="collab-card-head">
              <h2 className="collab-card-name">{workspace.name}</h2>
              <span className="pill">{workspace.type}</span>
            </div>
            {workspace.description ? <p className="collab-card-text">{workspace.description}</p> : null}
            <div className="collab-card-meta">
              <span>{plural(workspace.collectionCount, 'collection')}</span>
              <span>{plural(workspace.environmentCount, 'environment')}</span>
              <span>{plural(workspace.memberCount, 'member')}</span>
              <span>{workspace.role === 'owner' ? 'owner' : `shared with you as ${workspace.role}`}</span>
            </div>
            <div className="collab-card-actions">
              {workspace.isCurrent ? (
                <span className="pill pill-primary">Current</span>
              ) : (
                <Button
                  size="sm"
                  aria-label={`Switch to ${workspace.name}`}
                  onPress={() => void switchTo(workspace.id)}
                >
                  Switch
                </Button>
              )}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
