import { describe, expect, it } from 'vitest';
import { encodeRequestTarget } from './requestTarget.js';

describe('encodeRequestTarget (as Postman sends URLs)', () => {
  it('encodes space, quotes, angle brackets, backtick and braces in the path but keeps dot segments and %', () => {
    expect(encodeRequestTarget('/ /"/</>/`/{/}/./../%/%41/[/]/^/|')).toBe(
      '/%20/%22/%3C/%3E/%60/%7B/%7D/./../%/%41/[/]/^/|',
    );
  });

  it('keeps newlines in the query as %0A and the ? of an empty query', () => {
    expect(encodeRequestTarget('/get?foo=\nbar\n')).toBe('/get?foo=%0Abar%0A');
    expect(encodeRequestTarget('/get?')).toBe('/get?');
    expect(encodeRequestTarget('/a\\b?c=\\')).toBe('/a/b?c=\\');
    expect(encodeRequestTarget('/get?a=b c&d=\'"<>&{}`')).toBe('/get?a=b%20c&d=%27%22%3C%3E&{}`');
  });

  it('encodes non-ASCII characters as UTF-8', () => {
    expect(encodeRequestTarget('/ü?q=€')).toBe('/%C3%BC?q=%E2%82%AC');
  });
});
