// 'Add Team Member': someone's e-mail and their role in the workspace (member, admin or viewer, of
// those the user may grant: the owner alone offers admin); the permissions follow from the role. An
// address without an account yet is added as pending.
import { addWorkspaceMemberSchema, ROLE_PERMISSIONS, type WorkspaceRole } from '@courier/core';
import { MemberInviteDialog } from '../shared/MemberInviteDialog.js';
import { assignableRoles } from './assignableRoles.js';
import { useWorkspace } from './useWorkspace.js';

export interface AddMemberDialogProps {
  isOpen: boolean;
  onClose: () => void;
  /** The user's role in the workspace: which roles they may grant. */
  role: WorkspaceRole;
  /** The workspace the member joins, named in the dialog. */
  workspaceName: string;
}

export function AddMemberDialog({ isOpen, onClose, role: ownRole, workspaceName }: AddMemberDialogProps) {
  const addMember = useWorkspace((state) => state.addMember);
  return (
    <MemberInviteDialog
      isOpen={isOpen}
      onClose={onClose}
      title="Add Team Member"
      subject={`Workspace: ${workspaceName}`}
      formId="add-member-form"
      submitLabel="Add Member"
      busyLabel="Adding…"
      roles={assignableRoles(ownRole)}
      defaultRole="member"
      check={(form) => addWorkspaceMemberSchema.safeParse(form)}
      onInvite={(email, role) => addMember({ email, role, permissions: ROLE_PERMISSIONS[role] })}
      after={(role) => <p className="muted">Permissions: {ROLE_PERMISSIONS[role].join(', ')}</p>}
    />
  );
}
