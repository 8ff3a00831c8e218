// The guide's facts checked against the product, so they cannot drift: every message its
// troubleshooting quotes is one the product's code can show, and the methods it names are core's.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BODY_METHODS, MOCK_METHODS, STANDARD_METHODS } from '@courier/core';
import { describe, expect, it } from 'vitest';
import { CONTENT_FILES } from './content.js';
import { fixedParts, quotedMessages } from './troubleshootingMessages.js';
import { templateValues } from './templateValues.js';

const PACKAGES = fileURLToPath(new URL('../../../../', import.meta.url));
const CONTENT = fileURLToPath(new URL('./content/', import.meta.url));

/** The product's code, where every message a person can read is written: every package's sources but tests and the guide. */
function productSources(): string {
  const texts: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) {
        if (!['node_modules', 'generated', 'fixtures'].includes(entry.name) && !path.startsWith(CONTENT)) walk(path);
      } else if (/\.(ts|tsx|js|mjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        // A message named only in a comment is one the product no longer shows.
        texts.push(
          readFileSync(path, 'utf8')
            .split('\n')
            .filter((line) => !/^\s*(?:\/\/|\/?\*)/.test(line))
            .join('\n'),
        );
      }
    }
  };
  for (const name of readdirSync(PACKAGES)) {
    if (name !== 'testkit') walk(join(PACKAGES, name, 'src'));
  }
  return texts.join('\n');
}

describe('the guide’s facts come from the product', () => {
  it('quotes in its troubleshooting only messages the product can show', () => {
    const product = productSources();
    const unknown: string[] = [];
    for (const [file, markdown] of Object.entries(CONTENT_FILES)) {
      for (const message of quotedMessages(markdown)) {
        const missing = fixedParts(message).filter((part) => !product.includes(part));
        if (missing.length > 0)
          unknown.push(`${relative(CONTENT, fileURLToPath(new URL(file, import.meta.url)))}: '${message}'`);
      }
    }
    expect(unknown).toEqual([]);
  });

  it('names the methods core offers, with their count, and no hand-written list', () => {
    const values = templateValues('http://127.0.0.1:9000');
    expect(values.methodCount).toBe(String(STANDARD_METHODS.length));
    for (const method of STANDARD_METHODS) expect(values.methodList).toContain(method);
    for (const method of BODY_METHODS) expect(values.bodyMethodList).toContain(method);
    for (const method of MOCK_METHODS) expect(values.mockMethodList).toContain(method);
    expect(values.mockMethodCount).toBe(String(MOCK_METHODS.length));
    const handWritten = Object.entries(CONTENT_FILES)
      .filter(([, markdown]) => /\b(?:GET|POST|PUT|PATCH|DELETE),\s+(?:GET|POST|PUT|PATCH|DELETE)\b/.test(markdown))
      .map(([file]) => file);
    expect(handWritten).toEqual([]);
  });
});

describe('troubleshooting messages', () => {
  it('are the quoted messages of the section, two shown together counted apart', () => {
    const page = [
      '## Tips',
      "- **'Not troubleshooting'** — no.",
      '## Troubleshooting',
      "- **'Please enter a URL'** — the URL is empty.",
      "- **'Request Failed' with 'Error Code: …'** — the send failed.",
      '- **Send is disabled** — no message quoted.',
    ].join('\n');
    expect(quotedMessages(page)).toEqual(['Please enter a URL', 'Request Failed', 'Error Code: …']);
  });

  it('keep the product’s own words and leave out what varies', () => {
    expect(fixedParts("Variable 'x' is not defined")).toEqual(['Variable', 'is not defined']);
    expect(fixedParts('Requests from http://localhost:5173 may not use this server')).toEqual([
      'Requests from',
      'may not use this server',
    ]);
    expect(fixedParts('Expected status to be 200, got 404')).toEqual(['Expected status to be', 'got']);
    expect(fixedParts('Error creating team: …')).toEqual(['Error creating team']);
    expect(fixedParts('Import failed: Unsupported file format')).toEqual(['Import failed', 'Unsupported file format']);
  });
});
