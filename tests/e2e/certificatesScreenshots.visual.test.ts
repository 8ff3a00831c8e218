// Screenshots of Settings › Certificates and proxy with a client certificate, a CA and a proxy set and
// verification off, at desktop and phone sizes, light and dark, for a person to check: written under
// /tmp/shots/certs (or COURIER_CERTS_SHOTS), never committed.
import { createTestCertificates } from '@courier/testkit/servers';
import { describe, it } from 'vitest';
import { openApp, useStack } from './harness.js';
import { registerAndSignIn } from './outboundSettings.js';
import { LOOKS, screenshotsIn } from './screenshots.js';

const SHOTS = process.env.COURIER_CERTS_SHOTS ?? '/tmp/shots/certs';
const stack = useStack();
const shoot = screenshotsIn(SHOTS);

describe('certificates and proxy screenshots', { timeout: 180_000 }, () => {
  for (const [index, { theme, size, viewport }] of LOOKS.entries()) {
    it(`${size}, ${theme}`, async () => {
      const certificates = await createTestCertificates();
      const { page } = await openApp(stack, { viewport, theme });
      await registerAndSignIn(stack, page, `shots${index}`);
      if (size === 'phone') await page.getByRole('button', { name: 'More actions' }).click();
      await page.getByRole(size === 'phone' ? 'menuitem' : 'button', { name: 'Settings', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Settings' });
      const section = dialog.getByRole('region', { name: 'Certificates and proxy' });
      await section.waitFor();
      await dialog.getByRole('switch', { name: 'Verify TLS certificates' }).click({ force: true });
      await dialog.getByRole('status').filter({ hasText: 'verification is off' }).waitFor();
      await dialog.getByLabel('Add a CA certificate (PEM)').setInputFiles({
        name: 'company-ca.pem',
        mimeType: 'application/x-pem-file',
        buffer: Buffer.from(certificates.ca.cert),
      });
      await dialog.getByText('CN=Courier Test CA').first().waitFor();
      await dialog.getByLabel('Host').fill('api.bank.example:8443');
      await dialog.getByLabel('PFX file').setInputFiles({
        name: 'client.pfx',
        mimeType: 'application/x-pkcs12',
        buffer: certificates.client.pfx,
      });
      await dialog.getByLabel('Passphrase').fill(certificates.client.passphrase);
      await dialog.getByRole('button', { name: 'Add certificate' }).click();
      await dialog.getByText('api.bank.example:8443', { exact: true }).waitFor();
      await dialog.getByLabel('Proxy URL').fill('http://proxy.corp.example:3128');
      await dialog.getByLabel('Bypass proxy for').fill('localhost, .internal.example');
      await dialog.getByRole('button', { name: 'Save proxy' }).click();
      await dialog.getByLabel('Proxy URL').waitFor();
      // Partly visible already, so scrolled to the start of its heading rather than "if needed".
      await section
        .getByRole('heading', { name: 'Certificates and proxy' })
        .evaluate((heading) => heading.scrollIntoView());
      await shoot(page, `settings-top-${size}-${theme}`);
      await dialog.getByRole('button', { name: 'Save proxy' }).scrollIntoViewIfNeeded();
      await shoot(page, `settings-proxy-${size}-${theme}`);
    });
  }
});
