import { describe, expect, it } from 'vitest';
import { MAX_SEARCH_WORDS, markedRanges, searchWords } from './searchWords.js';

describe('searchWords', () => {
  it('splits on any white space and keeps each word once whatever its case', () => {
    expect(searchWords('  users\tPOST  Users\n404 ')).toEqual(['users', 'POST', '404']);
  });

  it('is empty for blank text', () => {
    expect(searchWords(' \n ')).toEqual([]);
  });

  it('keeps the first words of a pasted paragraph', () => {
    const words = searchWords(Array.from({ length: 30 }, (_, index) => `w${index}`).join(' '));
    expect(words).toHaveLength(MAX_SEARCH_WORDS);
    expect(words[0]).toBe('w0');
  });
});

describe('markedRanges', () => {
  const marked = (text: string, words: string[]) =>
    markedRanges(text, words).map(({ start, end }) => text.slice(start, end));

  it('marks every occurrence of every word, in any case', () => {
    expect(marked('api.test/Users/1/users', ['users', 'API'])).toEqual(['api', 'Users', 'users']);
  });

  it('prefers the longer word where two start at the same place', () => {
    expect(marked('/users/1', ['user', 'users'])).toEqual(['users']);
  });

  it('joins marks that touch', () => {
    expect(markedRanges('abcd', ['ab', 'cd'])).toEqual([{ start: 0, end: 4 }]);
  });

  it('reads the characters of a pattern as themselves', () => {
    expect(marked('a.b?c=(1)', ['.b?', '(1)'])).toEqual(['.b?', '(1)']);
    expect(marked('abc', ['.'])).toEqual([]);
  });

  it('marks nothing without words', () => {
    expect(markedRanges('anything', [])).toEqual([]);
  });
});
