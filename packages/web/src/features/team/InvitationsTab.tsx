import type { Invitation } from '@courier/core';
import { Mail } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../ui/Button.js';
import { ConfirmDialog } from '../../ui/ConfirmDialog.js';
import { relativeTime } from '../shared/relativeTime.js';
import { invitationExpiry } from './invitationExpiry.js';
import { useTeam } from './useTeam.js';

/** Invitations to the user, to accept or decline, and those the user's teams sent that wait for an answer. */
export function InvitationsTab({ now }: { now: number }) {
  const received = useTeam((state) => state.received);
  const respond = useTeam((state) => state.respond);
  const teams = useTeam((state) => state.teams);
  const userId = useTeam((state) => state.user?.id);
  const revokeInvitation = useTeam((state) => state.revokeInvitation);
  const sent = useTeam((state) => state.sent).filter((invitation) => Date.parse(invitation.expiresAt) > now);
  const [revoking, setRevoking] = useState<Invitation | null>(null);
  // The server's rule, so the button shows only where the call would be allowed.
  const mayRevoke = (invitation: Invitation) =>
    invitation.invitedBy === userId || teams.some((team) => team.id === invitation.teamId && team.role !== 'member');

  return (
    <div className="collab-panel">
      <h2 className="collab-section-title">Received</h2>
      {received.length === 0 ? (
        <p className="muted">No invitations waiting for you.</p>
      ) : (
        <ul className="collab-list" aria-label="Received invitations">
          {received.map((invitation) => (
            <li key={invitation.id} className="collab-row">
              <Mail size={18} className="muted" aria-hidden="true" />
              <div className="collab-row-main">
                <span className="collab-row-title">{invitation.team.name}</span>
                <span className="collab-row-text">
                  {invitation.team.description ? `${invitation.team.description} · ` : ''}as {invitation.role} ·{' '}
                  {relativeTime(invitation.createdAt, now)} · {invitationExpiry(invitation.expiresAt, now)}
                </span>
              </div>
              <div className="collab-row-side">
                <Button
                  size="sm"
                  variant="primary"
                  aria-label={`Accept invitation to ${invitation.team.name}`}
                  onPress={() => void respond(invitation.id, 'accepted')}
                >
                  Accept
                </Button>
                <Button
                  size="sm"
                  aria-label={`Decline invitation to ${invitation.team.name}`}
                  onPress={() => void respond(invitation.id, 'declined')}
                >
                  Decline
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <h2 className="collab-section-title">Sent</h2>
      {sent.length === 0 ? (
        <p className="muted">No invitations waiting for an answer.</p>
      ) : (
        <ul className="collab-list" aria-label="Sent invitations">
          {sent.map((invitation) => (
            <li key={invitation.id} className="collab-row">
              <Mail size={18} className="muted" aria-hidden="true" />
              <div className="collab-row-main">
                <span className="collab-row-title">{invitation.email}</span>
                <span className="collab-row-text">
                  {invitation.team.name} · as {invitation.role} · {relativeTime(invitation.createdAt, now)} ·{' '}
                  {invitationExpiry(invitation.expiresAt, now)}
                </span>
              </div>
              <div className="collab-row-side">
                <span className="pill pill-warning">pending</span>
                {mayRevoke(invitation) ? (
                  <Button
                    size="sm"
                    aria-label={`Revoke invitation to ${invitation.email}`}
                    onPress={() => setRevoking(invitation)}
                  >
                    Revoke
                  </Button>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        isOpen={revoking !== null}
        title="Revoke invitation"
        message={revoking ? `Revoke the invitation to ${revoking.email} to join ${revoking.team.name}?` : ''}
        confirmLabel="Revoke"
        onCancel={() => setRevoking(null)}
        onConfirm={() => {
          if (revoking) void revokeInvitation(revoking);
          setRevoking(null);
        }}
      />
    </div>
  );
}
