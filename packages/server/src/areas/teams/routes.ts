// /api/teams/*: the Team Collaboration view's calls. Everything needs an account; the service checks
// membership and role on every call.
import { Router } from 'express';
import { createTeamSchema, inviteMemberSchema, removeMemberSchema, respondToInvitationSchema } from '@courier/core';
import { requireUser, userOf, type Authenticator } from '../../http/authenticate.js';
import { jsonBody } from '../../http/jsonBody.js';
import { validateForm } from '../../http/validateBody.js';
import type { TeamsService } from './service.js';

const FORM_LIMIT_BYTES = 64 * 1024;
const SIGN_IN_FOR_TEAMS = 'Sign in to use teams';

export function teamRoutes(teams: TeamsService, authenticate: Authenticator): Router {
  const router = Router();
  const form = jsonBody(FORM_LIMIT_BYTES);
  router.use('/teams', requireUser(authenticate, SIGN_IN_FOR_TEAMS));
  const param = (params: Record<string, string | string[] | undefined>, name: string) => String(params[name]);

  router.get('/teams/users/:userId', async (req, res) => {
    const list = await teams.teamsOf(userOf(res).id, param(req.params, 'userId'));
    res.json({ success: true, message: 'Teams loaded', data: { teams: list } });
  });

  const createTeamForm = validateForm(createTeamSchema);
  router.post('/teams', ...form, createTeamForm, async (req, res) => {
    const team = await teams.create(userOf(res).id, createTeamForm.of(req));
    res.status(201).json({ success: true, message: 'Team created successfully', data: { team } });
  });

  router.get('/teams/invitations/user/:email', async (req, res) => {
    const invitations = await teams.invitationsTo(userOf(res).id, param(req.params, 'email'));
    res.json({ success: true, message: 'Invitations loaded', data: { invitations } });
  });

  router.get('/teams/invitations/sent', async (_req, res) => {
    const invitations = await teams.sentInvitations(userOf(res).id);
    res.json({ success: true, message: 'Invitations loaded', data: { invitations } });
  });

  const respondToInvitationForm = validateForm(respondToInvitationSchema);
  router.post('/teams/invitations/:id/respond', ...form, respondToInvitationForm, async (req, res) => {
    const { response, userId } = respondToInvitationForm.of(req);
    const data = await teams.respond(userOf(res).id, param(req.params, 'id'), response, userId);
    const message = response === 'accepted' ? 'Invitation accepted' : 'Invitation declined';
    res.json({ success: true, message, data });
  });

  router.get('/teams/activity/:teamId', async (req, res) => {
    const activities = await teams.activity(userOf(res).id, param(req.params, 'teamId'));
    res.json({ success: true, message: 'Activity loaded', data: { activities } });
  });

  router.get('/teams/:id/members', async (req, res) => {
    const members = await teams.members(userOf(res).id, param(req.params, 'id'));
    res.json({ success: true, message: 'Members loaded', data: { members } });
  });

  const inviteMemberForm = validateForm(inviteMemberSchema);
  router.post('/teams/:id/invitations', ...form, inviteMemberForm, async (req, res) => {
    const invitation = await teams.invite(userOf(res).id, param(req.params, 'id'), inviteMemberForm.of(req));
    res.status(201).json({ success: true, message: 'Invitation sent successfully!', data: { invitation } });
  });

  router.delete('/teams/:id/invitations/:invitationId', async (req, res) => {
    const teamId = param(req.params, 'id');
    const invitation = await teams.revokeInvitation(userOf(res).id, teamId, param(req.params, 'invitationId'));
    res.json({ success: true, message: 'Invitation revoked', data: { invitation } });
  });

  // The web app sends removedBy in a DELETE body; a body-less DELETE is the same call.
  const removeMemberForm = validateForm(removeMemberSchema);
  router.delete('/teams/:id/members/:memberId', ...form, removeMemberForm, async (req, res) => {
    const { removedBy } = removeMemberForm.of(req);
    const member = await teams.removeMember(
      userOf(res).id,
      param(req.params, 'id'),
      param(req.params, 'memberId'),
      removedBy,
    );
    res.json({ success: true, message: 'Member removed', data: { member } });
  });

  return router;
}
