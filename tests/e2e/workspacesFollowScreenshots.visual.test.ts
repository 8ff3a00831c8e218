// Screenshots of a request tab that a teammate changed underneath, at desktop and phone sizes, light
// and dark, for a person to check: written under /tmp/shots/follow (or COURIER_FOLLOW_SHOTS).
import { describe, it } from 'vitest';
import { accountsApi } from '../../packages/server/test/accountsApi.js';
import { setUrl, urlField, useStack } from './harness.js';
import { LOOKS, screenshotsIn } from './screenshots.js';
import { share } from './sharedWorkspace.js';
import { signedInPerson } from './teamsUsers.js';

const SHOTS = process.env.COURIER_FOLLOW_SHOTS ?? '/tmp/shots/follow';
const stack = useStack();
const shoot = screenshotsIn(SHOTS);

describe('a request changed by a teammate', { timeout: 240_000 }, () => {
  it('looks right at every size and theme', async () => {
    const api = accountsApi(stack.server);
    for (const [index, look] of LOOKS.entries()) {
      const ann = await signedInPerson(stack, `ann${index}`);
      const ben = await signedInPerson(stack, `ben${index}`, { viewport: look.viewport, theme: look.theme });
      const workspaceId = await share(stack, ann, ben, 'member');
      await api.request('POST', '/api/workspace/switch', { workspaceId }, ben);
      const request = {
        type: 'request',
        id: 'r1',
        name: 'List orders',
        method: 'GET',
        url: `${stack.echo.url}/orders`,
      };
      const created = await api.request(
        'POST',
        `/api/workspace/${workspaceId}/collections`,
        { collection: { name: 'Shop', items: [request] } },
        ann,
      );
      const collectionId = created.json.data.collection.id as string;
      const listed = await api.request('GET', `/api/workspace/${workspaceId}/collections`, undefined, ann);
      const item = listed.json.data.collections[0].items[0] as { id: string; version: number };
      await ben.page.reload();
      if (look.size === 'phone') await ben.page.getByRole('button', { name: 'Open sidebar' }).click();
      const tree = ben.page.getByRole('tree', { name: 'Collections' });
      await tree.getByText('Shop').click();
      await tree.getByRole('button', { name: 'GET List orders' }).click();
      await urlField(ben.page).getByText('/orders').waitFor();
      await setUrl(ben.page, `${stack.echo.url}/orders?status=open&page=2`);
      const saved = await api.request(
        'PUT',
        `/api/workspace/${workspaceId}/collections/${collectionId}/items/${item.id}`,
        {
          baseVersion: item.version,
          item: {
            ...request,
            method: 'POST',
            url: `${stack.echo.url}/orders`,
            headers: [{ key: 'X-Team', value: 'payments', enabled: true }],
          },
        },
        ann,
      );
      if (saved.status !== 200) throw new Error(`save: ${saved.status} ${JSON.stringify(saved.json)}`);
      await ben.page.getByRole('region', { name: 'Changed by a teammate' }).getByText('Ann').waitFor();
      await shoot(ben.page, `conflict-${look.size}-${look.theme}`);
      await ben.page.getByRole('button', { name: 'Take theirs' }).click();
      await api.request(
        'DELETE',
        `/api/workspace/${workspaceId}/collections/${collectionId}/items/${item.id}`,
        undefined,
        ann,
      );
      await ben.page.getByRole('region', { name: 'Deleted by a teammate' }).waitFor();
      await shoot(ben.page, `deleted-${look.size}-${look.theme}`);
      for (const person of [ann, ben]) await person.context.close();
    }
  });
});
