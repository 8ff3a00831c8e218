import { Mail } from 'lucide-react';
import { Button } from '../../ui/Button.js';
import { relativeTime } from '../shared/relativeTime.js';
import { sentInvitations } from './teamEvents.js';
import { useTeam } from './useTeam.js';

const DAY = 24 * 60 * 60 * 1000;

/** 'expires in 6 days', 'expires today'. */
function expiry(expiresAt: string, now: number): string {
  const days = Math.floor((Date.parse(expiresAt) - now) / DAY);
  return days >= 1 ? `expires in ${days === 1 ? '1 day' : `${days} days`}` : 'expires today';
}

/** Invitations to the user, to accept or decline, and those the user's teams sent that wait for an answer. */
export function InvitationsTab({ now }: { now: number }) {
  const received = useTeam((state) => state.received);
  const activity = useTeam((state) => state.activity);
  const respond = useTeam((state) => state.respond);
  const sent = sentInvitations(activity, now);

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
                  {relativeTime(invitation.createdAt, now)} · {expiry(invitation.expiresAt, now)}
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
                  {expiry(invitation.expiresAt, now)}
                </span>
              </div>
              <div className="collab-row-side">
                <span className="pill pill-warning">pending</span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
