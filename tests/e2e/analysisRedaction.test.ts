// Recording keeps no secrets, in Chromium against the real server: the recording settings say what
// is never recorded and take a name to add, and a Builder send that uses a secret variable and that
// name is recorded with neither value, while the Builder itself still shows the whole echo.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openApp, responseBody, send, setUrl, useStack } from './harness.js';

const stack = useStack();

const SECRET_REF = 'secret-ref-4f2a91';
const TENANT_PIN = 'pin-value-8c31';

// The view loads after the address changes; on a busy machine that takes more than poll's 1 s.
const POLL = { timeout: 10_000 };

const ENVIRONMENT = {
  'courier.environments': {
    version: 1,
    state: [
      {
        id: 'staging',
        name: 'Staging',
        variables: [{ key: 'tenantRef', value: SECRET_REF, enabled: true, type: 'secret' }],
      },
    ],
  },
  'courier.activeEnvironment': { version: 1, state: 'staging' },
};

const settingsDialog = (page: Page) => page.getByRole('dialog', { name: 'Recording settings' });

describe('redaction in the recording settings', { timeout: 120_000 }, () => {
  it('says what is never recorded, adds a name, and records a send without it or the secret variable', async () => {
    const { context, page } = await openApp(stack, { storage: ENVIRONMENT });
    page.setDefaultTimeout(10_000);
    await page.locator('.view-switch').getByText('Response Analysis', { exact: true }).click();
    await page.getByRole('button', { name: 'Recording', exact: true }).click();
    let dialog = settingsDialog(page);
    const rule = dialog.getByLabel('What is always redacted');
    await expect
      .poll(async () => (await rule.textContent()) ?? '', POLL)
      .toContain('The Authorization, Proxy-Authorization, Cookie, Set-Cookie headers');
    expect(await rule.textContent()).toContain('token, secret, key');

    const field = dialog.getByRole('textbox', { name: 'Also redact the name' });
    await field.fill('X-Auth-Token');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await dialog.getByText('X-Auth-Token is always redacted').waitFor();
    await field.fill('tenant-pin');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await dialog.getByRole('list', { name: 'Names you added' }).getByText('tenant-pin').waitFor();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Recording', exact: true }).click();
    dialog = settingsDialog(page);
    await dialog.getByRole('list', { name: 'Names you added' }).getByText('tenant-pin').waitFor();
    await page.keyboard.press('Escape');

    await page.locator('.view-switch').getByText('Builder', { exact: true }).click();
    await setUrl(page, `${stack.echo.url}/get?ref={{tenantRef}}&tenantPin=${TENANT_PIN}`);
    await send(page);
    await expect.poll(async () => (await responseBody(page).textContent()) ?? '', POLL).toContain(SECRET_REF);

    await page.locator('.view-switch').getByText('Response Analysis', { exact: true }).click();
    const recorded = page.getByRole('list', { name: 'Recorded responses' }).getByRole('listitem');
    await expect.poll(() => recorded.count(), POLL).toBe(1);
    expect(await recorded.first().textContent()).toContain('/get?ref=[redacted]&tenantPin=[redacted]');
    await recorded
      .first()
      .getByRole('button', { name: /^Open / })
      .click();
    const entry = page.getByRole('dialog', { name: /^Response / });
    await entry.getByRole('table', { name: 'Response headers' }).waitFor();
    const shown = (await entry.textContent()) ?? '';
    expect(shown).not.toContain(SECRET_REF);
    expect(shown).not.toContain(TENANT_PIN);
    await context.close();
  });
});
