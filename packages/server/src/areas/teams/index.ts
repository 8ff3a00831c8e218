// The teams area. Teams: members, roles, invitations and their expiry, the team's history. What it
// offers the rest of the server: app.ts, main.ts and other areas import it from here only
// (docs/decisions/0037-areas-on-a-shared-floor.md).
export { invitationExpiryJob } from './invitationExpiryJob.js';
export { teamRoutes } from './routes.js';
export { createTeamsService } from './service.js';
