import { ROLE_PERMISSIONS, type Workspace, type WorkspaceMember } from '@courier/core';
import { UserMinus, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../ui/Button.js';
import { ConfirmDialog } from '../../ui/ConfirmDialog.js';
import { useWorkspace } from './useWorkspace.js';

/** Who can see and change the current workspace, with their role, status and permissions. */
export function MembersTab({ workspace, onAdd }: { workspace: Workspace; onAdd: () => void }) {
  const members = useWorkspace((state) => state.members);
  const userId = useWorkspace((state) => state.userId);
  const removeMember = useWorkspace((state) => state.removeMember);
  const [removing, setRemoving] = useState<WorkspaceMember | null>(null);
  // A personal workspace is its owner's alone: nobody can be added to it (the server refuses too).
  const manages = ROLE_PERMISSIONS[workspace.role].includes('manage_members') && workspace.type !== 'personal';

  return (
    <div className="collab-panel">
      {manages ? (
        <div className="collab-toolbar">
          <Button className="collab-toolbar-end" icon={<UserPlus size={16} />} onPress={onAdd}>
            Add Member
          </Button>
        </div>
      ) : null}
      {workspace.type === 'personal' ? (
        <p className="muted">
          Your personal workspace is yours alone. To work with others, create a workspace and add them there.
        </p>
      ) : null}
      <ul className="collab-list" aria-label={`Members of ${workspace.name}`}>
        {members.map((member) => (
          <li key={member.id} className="collab-row">
            <span className="collab-avatar" aria-hidden="true">
              {(member.name || member.email).charAt(0).toUpperCase()}
            </span>
            <div className="collab-row-main">
              <span className="collab-row-title">
                {member.name || member.email}
                {member.userId === userId ? <span className="muted"> (you)</span> : null}
              </span>
              <span className="collab-row-text">
                {member.email} · {member.permissions.join(', ')}
                {member.source === 'team' ? ' · through the team' : ''}
              </span>
            </div>
            <div className="collab-row-side">
              <span className={`pill ${member.role === 'owner' ? 'pill-primary' : ''}`}>{member.role}</span>
              <span className={`pill ${member.status === 'active' ? 'pill-success' : 'pill-warning'}`}>
                {member.status}
              </span>
              {manages && member.role !== 'owner' && member.source === 'direct' ? (
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Remove ${member.name || member.email}`}
                  icon={<UserMinus size={16} />}
                  onPress={() => setRemoving(member)}
                />
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        isOpen={removing !== null}
        title="Remove member"
        message={removing ? `Remove ${removing.name || removing.email} from ${workspace.name}?` : ''}
        confirmLabel="Remove"
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (removing) void removeMember(removing.id);
          setRemoving(null);
        }}
      />
    </div>
  );
}
