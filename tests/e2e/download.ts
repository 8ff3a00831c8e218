// A file the page hands to the browser as a download, caught and read back as text.
import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';

export interface DownloadedFile {
  /** The name the page suggested for the file. */
  filename: string;
  text: string;
}

/** Clicks `trigger` and reads the download it starts. */
export async function download(page: Page, trigger: Locator): Promise<DownloadedFile> {
  const [file] = await Promise.all([page.waitForEvent('download'), trigger.click()]);
  return { filename: file.suggestedFilename(), text: readFileSync(await file.path(), 'utf8') };
}
