// The teams area's periodic job: unanswered invitations past their time are marked expired, and the
// invitee is told live.
import type { Db } from '../../db/database.js';
import type { BackgroundJob } from '../../jobs/backgroundJobs.js';
import type { LiveChannel } from '../../live/liveChannel.js';
import { createTeamsService } from './service.js';

export function invitationExpiryJob(db: Db, live: LiveChannel): BackgroundJob {
  const teams = createTeamsService(db, live);
  return { name: 'team-invitation-expiry', periodMs: 10 * 60 * 1000, run: (now) => teams.expireInvitations(now) };
}
