// The builder set up for a GraphQL subscription, shared by the subscription tests and screenshots.
import type { Page } from 'playwright-core';
import { setEditorText, setUrl } from './harness.js';

/** A POST in GraphQL mode to `url`, with a handshake header and `query` in the editor. */
export async function subscriptionRequest(page: Page, url: string, query: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Method' }).selectOption('POST');
  await setUrl(page, url);
  await page.getByRole('textbox', { name: 'New header name' }).fill('X-Courier-Test');
  await page.getByRole('textbox', { name: 'Header 1 value' }).fill('relayed-{{$randomInt}}');
  await page.getByRole('tab', { name: 'Body' }).click();
  await page.getByRole('combobox', { name: 'Body', exact: true }).selectOption('graphql');
  await page.getByRole('tab', { name: 'GraphQL', exact: true }).waitFor();
  await setEditorText(page, 'GraphQL query', query);
}
