import { describe, expect, it } from 'vitest';
import { urlMatcher } from './urlMatchPattern.js';

// Each verdict is what postman-collection's UrlMatchPattern answers for the same pair.
const cases: Array<[pattern: string, url: string, matches: boolean]> = [
  ['<all_urls>', 'http://x.test/a', true],
  ['https://*.example.com/*', 'https://example.com/', true],
  ['https://*.example.com/*', 'https://api.example.com/v1/x?q=1', true],
  ['https://*.example.com/*', 'https://badexample.com/', false],
  ['https://*.example.com/*', 'http://api.example.com/', false],
  ['http+https://api.test/v1/*', 'http://api.test/v1/users', true],
  ['http+https://api.test/v1/*', 'https://api.test/v2/users', false],
  ['*://127.0.0.1:*/*', 'https://127.0.0.1:8443/a', true],
  ['https://127.0.0.1/*', 'https://127.0.0.1:8443/a', false],
  ['https://127.0.0.1:8443/*', 'https://127.0.0.1:8443/a', true],
  ['https://127.0.0.1:443/*', 'https://127.0.0.1/a', true],
  ['https://localhost/a?c', 'https://localhost/abc', true],
  ['not a pattern', 'https://localhost/', false],
  ['https://localhost', 'https://localhost/', false],
];

describe('urlMatcher', () => {
  it.each(cases)('%s against %s: %s', (pattern, url, matches) => {
    expect(urlMatcher(pattern)(new URL(url))).toBe(matches);
  });
});
