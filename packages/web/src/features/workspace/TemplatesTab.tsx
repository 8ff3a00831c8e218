import { ROLE_PERMISSIONS, type Workspace } from '@courier/core';
import { Plus } from 'lucide-react';
import { Button } from '../../ui/Button.js';
import { useWorkspace } from './useWorkspace.js';

/** Templates Courier ships and those made in the workspace; using one adds its collection and environment. */
export function TemplatesTab({ workspace, onCreate }: { workspace: Workspace; onCreate: () => void }) {
  const templates = useWorkspace((state) => state.templates);
  const applyTemplate = useWorkspace((state) => state.applyTemplate);
  const writes = ROLE_PERMISSIONS[workspace.role].includes('write');
  return (
    <div className="collab-panel">
      {writes ? (
        <div className="collab-toolbar">
          <Button className="collab-toolbar-end" icon={<Plus size={16} />} onPress={onCreate}>
            Create Template
          </Button>
        </div>
      ) : null}
      <ul className="collab-cards" aria-label="Templates">
        {templates.map((template) => (
          <li key={template.id} className="collab-card">
            <div className="collab-card-head">
              <h2 className="collab-card-name">{template.name}</h2>
              <span className="pill pill-primary">{template.category}</span>
            </div>
            {template.description ? <p className="collab-card-text">{template.description}</p> : null}
            <div className="collab-card-meta">
              {template.builtIn ? <span>Courier</span> : <span>This workspace</span>}
              {template.tags.map((tag) => (
                <span key={tag} className="pill">
                  {tag}
                </span>
              ))}
            </div>
            {writes ? (
              <div className="collab-card-actions">
                <Button
                  size="sm"
                  aria-label={`Use template ${template.name}`}
                  onPress={() => void applyTemplate(template.id)}
                >
                  Use Template
                </Button>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
