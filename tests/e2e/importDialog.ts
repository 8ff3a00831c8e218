// The Import/Export dialog driven as a user would: open it on a tab, choose a file,
// import it.
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** A file as the browser's file chooser hands it over, or a path on disk. */
export type ChosenFile = string | { name: string; mimeType: string; buffer: Buffer };

/** Opens the Import/Export dialog on `tab`. */
export async function openImportExport(page: Page, tab: string): Promise<Locator> {
  const button = page.getByRole('button', { name: 'Import/Export' });
  // At phone size the top bar keeps it in its More actions menu.
  if (await button.isVisible()) await button.click();
  else {
    await page.getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menuitem', { name: 'Import/Export' }).click();
  }
  const dialog = page.getByRole('dialog', { name: 'Import / Export' });
  await dialog.getByRole('tab', { name: tab }).click();
  return dialog;
}

/** Chooses `file` on the open dialog's Import tab and presses Import. */
export async function importFile(dialog: Locator, file: ChosenFile): Promise<void> {
  await dialog.locator('input[type=file]:not([webkitdirectory])').setInputFiles(file);
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
}

/** Imports `file` through the dialog, waits for the summary to name `summary`, and closes it. */
export async function importThroughDialog(page: Page, file: ChosenFile, summary: string): Promise<void> {
  const dialog = await openImportExport(page, 'Import');
  await importFile(dialog, file);
  await expect.poll(() => dialog.getByRole('status').textContent()).toContain(summary);
  await page.keyboard.press('Escape');
}
