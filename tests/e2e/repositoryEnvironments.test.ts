// An opened repository's environments in the browser: the repository's `postman/environments/*.yaml`
// are the environments shown; a secret's value typed in the manager ends in the untracked local file
// and never in what git tracks, `.gitignore` changes only when its offer is pressed, a change on disk
// shows in the open manager, and a value marked secret there moves to the untracked file.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { git, postmanRepository, writeRepositoryFile } from '@courier/testkit/repository';
import { describe, expect, it } from 'vitest';
import { openApp } from './harness.js';
import { useRepositoryStack } from './repositoryStack.js';

const STAGING = 'postman/environments/staging.yaml';
const STAGING_SECRETS = 'postman/environments/.local/staging.yaml';

const opened = useRepositoryStack(() => {
  const dir = postmanRepository({ requests: 2 });
  writeRepositoryFile(
    dir,
    STAGING,
    "name: Staging\nvalues:\n  - key: token\n    value: ''\n    enabled: true\n    type: secret\n",
  );
  git(dir, 'add', '.');
  git(dir, 'commit', '--quiet', '-m', 'Staging');
  return dir;
});

describe('an opened repository’s environments in the browser', { timeout: 120_000 }, () => {
  it('writes a secret value only to the untracked local file, adds it to .gitignore when asked, and shows a change on disk', async () => {
    const { dir } = opened;
    const { context, page } = await openApp(opened.stack);
    await page.getByLabel('Repository', { exact: true }).waitFor();
    await expect
      .poll(() => page.getByRole('button', { name: /Active environment/ }).textContent())
      .toContain('Staging');

    await page.getByRole('button', { name: 'Environments', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Environments' });
    await dialog.getByRole('textbox', { name: 'Variable 1 value' }).fill('typed-secret-value');
    await expect
      .poll(() => {
        try {
          return readFileSync(join(dir, STAGING_SECRETS), 'utf8');
        } catch {
          return '';
        }
      })
      .toContain('typed-secret-value');
    expect(git(dir, 'diff')).not.toContain('typed-secret-value');
    expect(readFileSync(join(dir, STAGING), 'utf8')).not.toContain('typed-secret-value');

    const offer = dialog.getByRole('button', { name: 'Add postman/environments/.local/ to .gitignore' });
    await offer.waitFor();
    expect(git(dir, 'status', '--porcelain', '--untracked-files=all')).toContain(STAGING_SECRETS);
    await offer.click();
    await offer.waitFor({ state: 'detached' });
    expect(readFileSync(join(dir, '.gitignore'), 'utf8')).toBe('postman/environments/.local/\n');
    expect(git(dir, 'status', '--porcelain', '--untracked-files=all')).not.toContain(STAGING_SECRETS);

    // A change on disk (a pull, an editor) shows in the open manager, the secret still read back.
    writeRepositoryFile(
      dir,
      STAGING,
      `${readFileSync(join(dir, STAGING), 'utf8')}  - key: region\n    value: eu-west\n    enabled: true\n    type: default\n`,
    );
    await expect.poll(() => dialog.getByRole('textbox', { name: 'Variable 2 name' }).inputValue()).toBe('region');
    expect(await dialog.getByRole('textbox', { name: 'Variable 1 value' }).inputValue()).toBe('typed-secret-value');

    // Marked secret in the manager, a value leaves the tracked file for the untracked one; its field is
    // masked until it has focus.
    const region = dialog.getByRole('textbox', { name: 'Variable 2 value' });
    expect(await region.evaluate((field) => field.classList.contains('masked'))).toBe(false);
    await dialog.getByRole('button', { name: 'Secret variable 2' }).click();
    expect(await region.evaluate((field) => field.classList.contains('masked'))).toBe(true);
    await expect.poll(() => readFileSync(join(dir, STAGING_SECRETS), 'utf8')).toContain('eu-west');
    expect(readFileSync(join(dir, STAGING), 'utf8')).not.toContain('eu-west');
    await context.close();
  });
});
