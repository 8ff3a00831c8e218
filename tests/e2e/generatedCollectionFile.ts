// A generated Postman collection (@courier/testkit) written to a file for the Import dialog: Chromium
// reads a chosen path itself, where a 13 MB buffer would cross the protocol and time out on a busy machine.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generatedPostmanCollection } from '@courier/testkit';
import { onTestFinished } from 'vitest';

/** The path of a file holding a generated collection of `requests` requests, removed when the test ends. */
export function generatedCollectionFile(requests: number): string {
  const directory = mkdtempSync(join(tmpdir(), 'courier-generated-'));
  onTestFinished(() => rmSync(directory, { recursive: true, force: true }));
  const path = join(directory, `generated-${requests}.postman_collection.json`);
  writeFileSync(path, JSON.stringify(generatedPostmanCollection({ requests })));
  return path;
}
