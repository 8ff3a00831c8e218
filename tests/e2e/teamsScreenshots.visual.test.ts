// Screenshots of the Team and Workspace views at desktop and phone sizes, light and dark, for a person
// to check: written under /tmp/shots/teams (or COURIER_TEAMS_SHOTS), never committed.
import { beforeAll, describe, it } from 'vitest';
import { accountsApi, STRONG_PASSWORD } from '../../packages/server/test/accountsApi.js';
import { openApp, useStack } from './harness.js';
import { LOOKS, screenshotsIn } from './screenshots.js';

const SHOTS = process.env.COURIER_TEAMS_SHOTS ?? '/tmp/shots/teams';
const stack = useStack();

const shoot = screenshotsIn(SHOTS);

let session: { token: string; user: unknown };

beforeAll(async () => {
  const api = accountsApi(stack.server);
  const register = async (username: string, firstName: string) => {
    const { json } = await api.request('POST', '/api/auth/register', {
      username,
      email: `${username}@example.com`,
      password: STRONG_PASSWORD,
      firstName,
      lastName: 'Lovelace',
    });
    return json.data as { token: string; user: { id: string } };
  };
  const ada = await register('ada', 'Ada');
  const grace = await register('grace', 'Grace');
  const as = (who: { token: string }) => ({ token: who.token });
  const created = await api.request(
    'POST',
    '/api/teams',
    { name: 'Payments', description: 'Checkout, refunds and the ledger APIs' },
    as(ada),
  );
  const teamId = created.json.data.team.id as string;
  await api.request('POST', '/api/teams', { name: 'Platform', description: '' }, as(ada));
  await api.request('POST', `/api/teams/${teamId}/invitations`, { email: 'grace@example.com', role: 'admin' }, as(ada));
  await api.request('POST', `/api/teams/${teamId}/invitations`, { email: 'linus@example.com' }, as(ada));
  const invitations = await api.request('GET', '/api/teams/invitations/user/grace%40example.com', undefined, as(grace));
  await api.request(
    'POST',
    `/api/teams/invitations/${invitations.json.data.invitations[0].id}/respond`,
    { response: 'accepted' },
    as(grace),
  );
  const other = await api.request('POST', '/api/teams', { name: 'Mobile', description: 'iOS and Android' }, as(grace));
  await api.request(
    'POST',
    `/api/teams/${other.json.data.team.id}/invitations`,
    { email: 'ada@example.com', role: 'member' },
    as(grace),
  );
  await api.request(
    'POST',
    '/api/workspace/create',
    { name: 'Checkout v2', description: 'The new checkout flow' },
    as(ada),
  );
  // A personal workspace is its owner's alone: the shared one is made for them, made last so that it
  // is the current one the screenshots show, with its members, template and backup.
  const storefront = await api.request('POST', '/api/workspace/create', { name: 'Storefront' }, as(ada));
  const workspaceId = storefront.json.data.workspace.id as string;
  await api.request('POST', `/api/workspace/${workspaceId}/templates/builtin-crud/use`, undefined, as(ada));
  await api.request(
    'POST',
    `/api/workspace/${workspaceId}/members`,
    { email: 'grace@example.com', role: 'admin' },
    as(ada),
  );
  await api.request(
    'POST',
    `/api/workspace/${workspaceId}/members`,
    { email: 'linus@example.com', role: 'viewer' },
    as(ada),
  );
  await api.request('POST', `/api/workspace/${workspaceId}/backup`, { includeData: true }, as(ada));
  session = ada;
});

describe('team and workspace screenshots', { timeout: 120_000 }, () => {
  for (const { theme, size, viewport } of LOOKS) {
    it(`signed out, ${size}, ${theme}`, async () => {
      const { context, page } = await openApp(stack, { viewport, theme });
      await page.goto(`${stack.server.url}/team`);
      await page.getByRole('region', { name: 'Team Collaboration' }).waitFor();
      await shoot(page, `team-signed-out-${size}-${theme}`);
      if (size === 'phone') {
        await page.getByRole('button', { name: 'Open sidebar' }).click();
        await page.waitForTimeout(250);
        await shoot(page, `drawer-${size}-${theme}`);
      }
      await context.close();
    });

    it(`team view, ${size}, ${theme}`, async () => {
      const { context, page } = await openApp(stack, {
        viewport,
        theme,
        storage: { 'courier.session': session },
      });
      await page.goto(`${stack.server.url}/team`);
      await page.getByRole('list', { name: 'Teams' }).getByText('Payments').waitFor();
      await shoot(page, `team-teams-${size}-${theme}`);
      await page.getByRole('button', { name: 'Members of Payments' }).click();
      await page.getByRole('list', { name: 'Members of Payments' }).getByText('grace@example.com').waitFor();
      await shoot(page, `team-members-${size}-${theme}`);
      await page.getByRole('tabpanel', { name: 'Members' }).getByRole('button', { name: 'Invite Member' }).click();
      await page.getByRole('dialog', { name: 'Invite Team Member' }).waitFor();
      await shoot(page, `team-invite-${size}-${theme}`);
      await page.keyboard.press('Escape');
      await page.getByRole('tab', { name: 'Activity' }).click();
      await page.getByRole('list', { name: 'Team activity' }).waitFor();
      await shoot(page, `team-activity-${size}-${theme}`);
      await page.getByRole('tab', { name: /^Invitations/ }).click();
      await page.getByRole('list', { name: 'Sent invitations' }).waitFor();
      await shoot(page, `team-invitations-${size}-${theme}`);
      await page.getByRole('button', { name: 'Create Team' }).first().click();
      await page.getByRole('dialog', { name: 'Create New Team' }).waitFor();
      await shoot(page, `team-create-${size}-${theme}`);
      await context.close();
    });

    it(`workspace view, ${size}, ${theme}`, async () => {
      const { context, page } = await openApp(stack, {
        viewport,
        theme,
        storage: { 'courier.session': session },
      });
      await page.goto(`${stack.server.url}/workspace`);
      await page.getByRole('group', { name: 'Analytics' }).waitFor();
      await shoot(page, `workspace-overview-${size}-${theme}`);
      await page.getByRole('tab', { name: /^Members/ }).click();
      await page
        .getByRole('tabpanel', { name: /^Members/ })
        .getByRole('button', { name: 'Add Member' })
        .click();
      await page.getByRole('dialog', { name: 'Add Team Member' }).waitFor();
      await shoot(page, `workspace-add-member-${size}-${theme}`);
      await page.keyboard.press('Escape');
      for (const [tab, list] of [
        ['Workspaces', 'Workspaces'],
        ['Members', /^Members of/],
        ['Activity', 'Workspace activity'],
        ['Templates', 'Templates'],
        ['Backups', 'Backups'],
      ] as const) {
        await page.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
        await page.getByRole('list', { name: list }).waitFor();
        await shoot(page, `workspace-${tab.toLowerCase()}-${size}-${theme}`);
      }
      await page.getByRole('button', { name: 'Create Workspace' }).first().click();
      await page.getByRole('dialog', { name: 'Create New Workspace' }).waitFor();
      await shoot(page, `workspace-create-${size}-${theme}`);
      await context.close();
    });
  }
});
