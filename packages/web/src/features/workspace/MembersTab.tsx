import { ROLE_PERMISSIONS, type Workspace } from '@courier/core';
import { MembersList } from '../shared/MembersList.js';
import { useWorkspace } from './useWorkspace.js';

/** Who can see and change the current workspace, with their role, status and permissions. */
export function MembersTab({ workspace, onAdd }: { workspace: Workspace; onAdd: () => void }) {
  const members = useWorkspace((state) => state.members);
  const userId = useWorkspace((state) => state.userId);
  const removeMember = useWorkspace((state) => state.removeMember);
  // A personal workspace is its owner's alone: nobody can be added to it (the server refuses too).
  const manages = ROLE_PERMISSIONS[workspace.role].includes('manage_members') && workspace.type !== 'personal';

  return (
    <MembersList
      groupName={workspace.name}
      members={members}
      userId={userId}
      add={manages ? { label: 'Add Member', onPress: onAdd } : undefined}
      notice={
        workspace.type === 'personal' ? (
          <p className="muted">
            Your personal workspace is yours alone. To work with others, create a workspace and add them there.
          </p>
        ) : null
      }
      details={(member) => (
        <>
          {member.email} · {member.permissions.join(', ')}
          {member.source === 'team' ? ' · through the team' : ''}
        </>
      )}
      status={(member) => (
        <span className={`pill ${member.status === 'active' ? 'pill-success' : 'pill-warning'}`}>{member.status}</span>
      )}
      mayRemove={(member) => manages && member.role !== 'owner' && member.source === 'direct'}
      removalQuestion={(member) => `Remove ${member.name || member.email} from ${workspace.name}?`}
      onRemove={(member) => void removeMember(member.id)}
    />
  );
}
