// The members tab of a team and of a workspace: who is in it, with their role, and for those the
// user may remove, a button that asks first. What differs between the two (the team picker and role
// filter, a workspace member's permissions and status) comes in from the feature.
import { UserMinus, UserPlus } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '../../ui/Button.js';
import { ConfirmDialog } from '../../ui/ConfirmDialog.js';
import { InitialAvatar } from '../../ui/InitialAvatar.js';

export interface ListedMember {
  id: string;
  userId: string;
  name: string;
  email: string;
  role: string;
}

export interface MembersListProps<Member extends ListedMember> {
  /** The team or workspace, named in the list's label and in the removal question. */
  groupName: string;
  /** The members to show; an empty list shows `empty` instead. */
  members: readonly Member[];
  /** The signed-in user, marked '(you)'. */
  userId: string | null | undefined;
  /** Pickers before the add button in the toolbar. */
  toolbar?: ReactNode;
  /** The add button's label and action; none without the right to add. */
  add?: { label: string; onPress: () => void } | undefined;
  /** Shown above the list (why nobody can be added). */
  notice?: ReactNode;
  empty?: ReactNode;
  /** The line under a member's name. */
  details: (member: Member) => ReactNode;
  /** What follows the role pill: since when, in which state. */
  status: (member: Member) => ReactNode;
  mayRemove: (member: Member) => boolean;
  /** The question the removal asks, naming who leaves what. */
  removalQuestion: (member: Member) => string;
  onRemove: (member: Member) => void;
}

/** A member without a name yet (added by e-mail) goes by their address. */
const displayName = (member: ListedMember): string => member.name || member.email;

export function MembersList<Member extends ListedMember>({
  groupName,
  members,
  userId,
  toolbar,
  add,
  notice,
  empty,
  details,
  status,
  mayRemove,
  removalQuestion,
  onRemove,
}: MembersListProps<Member>) {
  const [removing, setRemoving] = useState<Member | null>(null);
  return (
    <div className="collab-panel">
      {toolbar || add ? (
        <div className="collab-toolbar">
          {toolbar}
          {add ? (
            <Button className="collab-toolbar-end" icon={<UserPlus size={16} />} onPress={add.onPress}>
              {add.label}
            </Button>
          ) : null}
        </div>
      ) : null}
      {notice}
      {members.length === 0 && empty ? (
        empty
      ) : (
        <ul className="collab-list" aria-label={`Members of ${groupName}`}>
          {members.map((member) => (
            <li key={member.id} className="collab-row">
              <InitialAvatar name={displayName(member)} className="collab-avatar" />
              <div className="collab-row-main">
                <span className="collab-row-title">
                  {displayName(member)}
                  {member.userId === userId ? <span className="muted"> (you)</span> : null}
                </span>
                <span className="collab-row-text">{details(member)}</span>
              </div>
              <div className="collab-row-side">
                <span className={`pill ${member.role === 'owner' ? 'pill-primary' : ''}`}>{member.role}</span>
                {status(member)}
                {mayRemove(member) ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Remove ${displayName(member)}`}
                    icon={<UserMinus size={16} />}
                    onPress={() => setRemoving(member)}
                  />
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        isOpen={removing !== null}
        title="Remove member"
        message={removing ? removalQuestion(removing) : ''}
        confirmLabel="Remove"
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (removing) onRemove(removing);
          setRemoving(null);
        }}
      />
    </div>
  );
}
