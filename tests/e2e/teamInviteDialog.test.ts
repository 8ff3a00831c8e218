// The Team view's clock turns over every half minute (relative times, the active count); an open
// invite dialog keeps what the user chose in it meanwhile: the team picked and the address typed.
import { describe, expect, it } from 'vitest';
import { accountsApi } from '../../packages/server/test/accountsApi.js';
import { useStack } from './harness.js';
import { openView, signedInPerson } from './teamsUsers.js';

const stack = useStack();

describe('the invite dialog', { timeout: 60_000 }, () => {
  it("keeps the chosen team and the typed address when the view's clock turns over", async () => {
    const ada = await signedInPerson(stack, 'ada');
    const api = accountsApi(stack.server);
    for (const name of ['Payments', 'Platform'])
      await api.request('POST', '/api/teams', { name, description: '' }, { token: ada.token });
    await ada.context.clock.install();
    await ada.page.reload();
    await openView(ada.page, 'Team');
    await ada.page.getByRole('list', { name: 'Teams' }).getByText('Platform').waitFor();

    await ada.page.getByRole('button', { name: 'Invite Member' }).first().click();
    const invite = ada.page.getByRole('dialog', { name: 'Invite Team Member' });
    await invite.getByLabel('Team').selectOption({ label: 'Platform' });
    await invite.getByLabel('Email').fill('grace@example.com');
    const chosen = await invite.getByLabel('Team').inputValue();
    await ada.page.clock.fastForward(31_000);

    expect(await invite.getByLabel('Team').inputValue()).toBe(chosen);
    expect(await invite.getByLabel('Email').inputValue()).toBe('grace@example.com');
    await ada.context.close();
  });
});
