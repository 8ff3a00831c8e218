import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { listRequests } from '../../model/walk.js';
import { importAny } from '../importAny.js';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

describe('HAR captures', () => {
  it("makes each of Chrome's entries a request, and says which entry had no URL", () => {
    const result = importAny(fixture('deep-input.json'));
    expect(result.kind).toBe('har');
    expect(result.collections[0]?.name).toBe('WebInspector capture');
    const requests = listRequests(result.collections[0]!.items).map(({ request }) => request);
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      name: 'POST /foo/bar?foo=bar',
      method: 'POST',
      url: 'https://insomnia.rest/foo/bar?foo=bar',
      // The Host header follows from the URL, so it is not copied.
      headers: [{ key: 'cookie', value: 'foo=bar', enabled: true }],
      body: { mode: 'raw', language: 'text', raw: 'hello world!' },
    });
    expect(result.unmapped).toEqual([{ what: 'entries without a URL skipped', count: 1 }]);
    expect(result.warnings).toEqual(['Entry 1 has no URL and was skipped']);
  });
});
