import { describe, expect, it } from 'vitest';
import { CurlImportError } from './errors.js';
import { tokenizeCommand } from './tokenizeCommand.js';

describe('tokenizeCommand, bash flavour', () => {
  it('splits on whitespace and honours single and double quotes', () => {
    expect(tokenizeCommand(`curl 'a b' "c \\"d\\" \\$e \\x" f\\ g`)).toEqual(['curl', 'a b', 'c "d" $e \\x', 'f g']);
  });

  it('keeps empty quoted words', () => {
    expect(tokenizeCommand(`curl -d '' x`)).toEqual(['curl', '-d', '', 'x']);
  });

  it('joins backslash-newline continuations (LF and CRLF)', () => {
    expect(tokenizeCommand('curl \\\n  -k \\\r\n  url')).toEqual(['curl', '-k', 'url']);
  });

  it("decodes ANSI-C $'…' quoting", () => {
    expect(tokenizeCommand(String.raw`curl $'it\'s\n\t\x41\u00e9\U0001F600\101\\'`)).toEqual([
      'curl',
      "it's\n\tAé😀A\\",
    ]);
  });

  it('leaves $VAR untouched instead of expanding it to nothing', () => {
    expect(tokenizeCommand(String.raw`curl -d "{\"a\":\"$HOME\"}" x`)).toEqual(['curl', '-d', '{"a":"$HOME"}', 'x']);
  });

  it('stops at a pipe, a semicolon or &&', () => {
    expect(tokenizeCommand("curl 'u|v' | jq .")).toEqual(['curl', 'u|v']);
    expect(tokenizeCommand('curl a; echo b')).toEqual(['curl', 'a']);
    expect(tokenizeCommand('curl a && echo b')).toEqual(['curl', 'a']);
  });

  it('refuses unterminated quotes with the typed error', () => {
    expect(() => tokenizeCommand("curl 'abc")).toThrow(CurlImportError);
    expect(() => tokenizeCommand('curl "abc')).toThrow('cURL import failed: unterminated double quote');
    expect(() => tokenizeCommand("curl $'abc")).toThrow(CurlImportError);
  });
});

describe('tokenizeCommand, Windows cmd flavour', () => {
  it('removes carets and follows the C runtime quoting rules', () => {
    expect(tokenizeCommand('curl ^"https://x.test/?a=1^&b=2^" ^\n  -H ^"x: ^\\^"q^\\^"^"')).toEqual([
      'curl',
      'https://x.test/?a=1&b=2',
      '-H',
      'x: "q"',
    ]);
  });

  it('decodes the ^ + two newlines Chrome writes for a newline inside a value', () => {
    expect(tokenizeCommand('curl ^"a^\n\nb^"')).toEqual(['curl', 'a\nb']);
  });

  it('decodes an escaped percent sign', () => {
    expect(tokenizeCommand('curl ^"https://x.test/?q=a^%^20b^"')).toEqual(['curl', 'https://x.test/?q=a%20b']);
  });
});
