import { activityTitle } from '@courier/core';
import { Activity } from 'lucide-react';
import { TimeAgo } from '../shared/TimeAgo.js';
import { activityText } from './activityText.js';
import { useTeam } from './useTeam.js';

/** Every team's events, newest first, as they happen. */
export function ActivityTab({ now }: { now: number }) {
  const activity = useTeam((state) => state.activity);
  const teams = useTeam((state) => state.teams);
  const members = useTeam((state) => state.members);
  const user = useTeam((state) => state.user);
  const teamName = new Map(teams.map((team) => [team.id, team.name]));
  const names = new Map(members.map((member) => [member.userId, member.name]));

  if (activity.length === 0) {
    return (
      <div className="collab-panel">
        <div className="empty-state collab-empty">
          <Activity size={28} aria-hidden="true" />
          <h2>No activity yet</h2>
          <p>Invitations, people joining and leaving your teams show here as they happen.</p>
        </div>
      </div>
    );
  }
  return (
    <div className="collab-panel">
      <ul className="collab-list" aria-label="Team activity">
        {activity.map((entry) => {
          const who = entry.userId === user?.id ? 'You' : entry.userId ? names.get(entry.userId) : undefined;
          return (
            <li key={entry.id} className="collab-row">
              <div className="collab-row-main">
                <span className="collab-row-title">{activityTitle(entry.type)}</span>
                <span className="collab-row-text">{activityText(entry, who)}</span>
              </div>
              <div className="collab-row-side">
                {teamName.has(entry.teamId) ? <span className="pill">{teamName.get(entry.teamId)}</span> : null}
                <TimeAgo className="muted" at={entry.timestamp} now={now} />
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
